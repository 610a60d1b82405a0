import { Trans, useLingui } from '@lingui/react/macro';
import type { TransferFormSearch } from '../../contract/transfer-routes';
import { FormField } from '../../components/form-field';
import { AccountSelect } from '../../components/inputs/account-select';
import { ExchangeQuoteBox, useExchangeQuote } from './exchange-quote-box';
import { TransferFormFrame } from './transfer-form-frame';
import { useTransferScreen } from './use-transfer-screen';

const TARGET = { mode: 'AccountsBetween', fields: ['accountNumber'] } as const;

/** /dashboard/between-my-accounts: virement; across currencies at a live quote with its spread. */
export function BetweenAccountsScreen({ search }: { search: TransferFormSearch }) {
  const { t } = useLingui();
  const screen = useTransferScreen('between-my-accounts', TARGET, search);
  const { state, account, allAccounts, accounts } = screen;
  const targets = allAccounts.filter((a) => !a.isClosed && a.accountNumber !== state.values.sourceAccountNumber);
  const target = targets.find((a) => a.accountNumber === state.values.accountNumber);
  const crossCurrency = Boolean(account && target && account.currency !== target.currency);
  const amountReady = Boolean(state.values.amount) && !state.errors.amount && /[1-9]/.test(state.values.amount ?? '');
  const quote = useExchangeQuote(
    crossCurrency && amountReady && account && target
      ? {
          sourceAccountNumber: account.accountNumber,
          targetAccountNumber: target.accountNumber,
          amount: state.values.amount ?? '',
        }
      : undefined,
  );
  return (
    <TransferFormFrame
      screen={screen}
      onSubmit={() =>
        void screen.submit(
          crossCurrency && quote.data ? { quoteId: quote.data.quoteId } : {},
          !crossCurrency || Boolean(quote.data),
        )
      }
      target={
        <FormField of={state.form} name="accountNumber" fallback="" required>
          {(input) => (
            <AccountSelect
              {...input}
              accounts={targets}
              name="accountNumber"
              testId="target-account"
              label={<Trans id="transfer.targetAccount">To account</Trans>}
              placeholder={
                accounts.length ? t({ id: 'transfer.targetAccount.choose', message: 'Choose an account' }) : undefined
              }
            />
          )}
        </FormField>
      }
      extras={crossCurrency ? <ExchangeQuoteBox query={quote} /> : null}
    />
  );
}
