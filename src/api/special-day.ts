import { queryOptions } from '@tanstack/react-query';
import { SpecialDayImageSchema } from '../contract/special-day';
import { serviceRequestNullable } from './http';

/** `GET /DkAdc/GetSpecialDayImage`: today's image or null. */
export const specialDayKeys = { all: ['specialDay'] as const };

export const specialDayQueryOptions = () =>
  queryOptions({
    queryKey: specialDayKeys.all,
    queryFn: () => serviceRequestNullable('/DkAdc/GetSpecialDayImage', SpecialDayImageSchema),
    staleTime: 60 * 60 * 1000,
  });
