import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SelectInput } from '../../components/inputs/select-input';
import type { Account } from '../../contract/accounts';
import { useHideAmounts } from '../../lib/hide-amounts';
import { formatMoneyText } from '../../contract/money-text';
import { useLanguage } from '../../lib/use-language';

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

/** The customer's own open accounts with their available balances (masked while amounts are hidden). */
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
