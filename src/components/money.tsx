import { chakra } from '@chakra-ui/react';
import { formatMoney } from '../lib/format-money';
import { useHideAmounts } from '../lib/hide-amounts';

export interface MoneyProps {
  /** The API decimal string, e.g. "1234.50". */
  amount: string;
  currency?: string;
  testId?: string;
}

/** An amount as people read it ("1.234,50 TL"), or asterisks while "hide amounts" is on. */
export function Money({ amount, currency = 'TRY', testId }: MoneyProps) {
  const hidden = useHideAmounts();
  return (
    <chakra.span fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid={testId}>
      {formatMoney(amount, currency, { hidden })}
    </chakra.span>
  );
}
