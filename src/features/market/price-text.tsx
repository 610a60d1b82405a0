import { Trans } from '@lingui/react/macro';
import { formatRateText } from '../../contract/money-text';
import { useLanguage } from '../../lib/use-language';

/** A price as the page shows it: "41,3725 TL / USD", "5.480,1234" per gram as "… TL / gr". */
export function PriceText({ rate, unit }: { rate: string; unit: string }) {
  const language = useLanguage();
  const price = formatRateText(rate, language);
  return (
    <Trans id="market.price">
      {price} TL / {unit}
    </Trans>
  );
}
