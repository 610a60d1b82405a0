import { Image } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { specialDayQueryOptions } from '../../api/special-day';

/** Today's special-day image (29 Ekim, 23 Nisan, ...), nothing on an ordinary day or on failure. */
export function SpecialDayBanner() {
  const { data } = useQuery(specialDayQueryOptions());
  if (!data) return null;
  return (
    <Image
      src={data.url}
      alt={data.title}
      title={data.title}
      maxWidth="md"
      width="100%"
      borderRadius="lg"
      data-testid="special-day-image"
      data-code={data.code}
    />
  );
}
