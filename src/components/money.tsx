import { chakra } from '@chakra-ui/react';
import { formatMoneyText } from '../contract/money-text';
import { useHideAmounts } from '../lib/hide-amounts';
import { useLanguage } from '../lib/use-language';

export interface MoneyProps {
  /** The API decimal string, e.g. "1234.50". */
  amount: string;
  currency?: string;
  testId?: string;
}

/** An amount as people read it in the active language ("1.234,50 TL" / "1,234.50 TL"), or asterisks while "hide amounts" is on. */
export function Money({ amount, currency = 'TRY', testId }: MoneyProps) {
  const hidden = useHideAmounts();
  const language = useLanguage();
  return (
    <chakra.span fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid={testId}>
      {formatMoneyText(amount, currency, language, { hidden })}
    </chakra.span>
  );
}
