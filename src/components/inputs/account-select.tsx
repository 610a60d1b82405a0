import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Account } from '../../contract/accounts';
import { formatMoneyText } from '../../contract/money-text';
import { useHideAmounts } from '../../lib/hide-amounts';
import { useLanguage } from '../../lib/use-language';
import { SelectInput } from './select-input';

export interface AccountSelectProps {
  accounts: readonly Account[];
  value: string;
  onChange: (accountNumber: string) => void;
  onBlur?: () => void;
  error?: string;
  label?: ReactNode;
  placeholder?: string;
  name?: string;
  testId?: string;
  required?: boolean;
}

/**
 * One of the customer's own accounts, each with its available balance (masked while amounts are
 * hidden): a transfer's source or target, an opening's funding account. Defaults: the source.
 */
export function AccountSelect({
  accounts,
  label,
  testId = 'source-account',
  name = 'sourceAccountNumber',
  ...rest
}: AccountSelectProps) {
  const hidden = useHideAmounts();
  const language = useLanguage();
  const options = accounts.map((account) => ({
    value: account.accountNumber,
    label: `${account.name} (${account.accountNumber}) · ${formatMoneyText(account.availableBalance, account.currency, language, { hidden })}`,
  }));
  return (
    <SelectInput
      {...rest}
      name={name}
      testId={testId}
      options={options}
      label={label ?? <Trans id="transfer.sourceAccount">From account</Trans>}
    />
  );
}
