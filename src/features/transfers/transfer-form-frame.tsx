import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormField } from '../../components/form-field';
import { FormScreen } from '../../components/form-screen';
import { SegmentTitle } from '../../components/segment-title';
import { AmountInput } from '../../components/inputs/amount-input';
import { TextInput } from '../../components/text-input';
import type { TransferForm } from '../../contract/transfer-routes';
import { DESCRIPTION_MAX } from '../../contract/transfers';
import { AccountSelect } from '../../components/inputs/account-select';
import { currencyLabel } from './transfer-labels';
import type { TransferScreen } from './use-transfer-screen';

export interface TransferFormFrameProps {
  screen: TransferScreen;
  /** The target's fields, between the source account and the amount. */
  target: ReactNode;
  /** Under the amount: the FAST/EFT hint, a quote, the resolved holder. */
  extras?: ReactNode;
  /** Runs once every field shown is valid (default: preview the transfer). */
  onSubmit?: () => void;
  /** Above the form: e.g. the held secure payments. */
  aside?: ReactNode;
}

/** Each form's page test id (the journeys name the screens by them). */
const TEST_ID: Record<TransferForm, string> = {
  'to-iban': 'to-iban-screen',
  'between-my-accounts': 'between-accounts-screen',
  'to-account-number': 'to-account-number-screen',
  'to-credit-card': 'to-credit-card-screen',
  'with-my-easy-address': 'easy-address-screen',
  'secure-payment-transaction': 'secure-payment-screen',
  'payment-wallet': 'payment-wallet-screen',
};

/** Every send-money form on the form kit: its title (the breadcrumb's), source account, target, amount, description, Continue. */
export function TransferFormFrame({ screen, target, extras, onSubmit, aside }: TransferFormFrameProps) {
  const { state, accounts, account, flow } = screen;
  return (
    <FormScreen
      of={state.form}
      onSubmit={onSubmit ?? (() => void screen.submit())}
      title={<SegmentTitle segment={screen.form} />}
      testId={TEST_ID[screen.form]}
      formTestId="transfer-form"
      aside={aside}
      submitLabel={<Trans id="transfer.continue">Continue</Trans>}
      submitTestId="transfer-continue"
      action={flow}
      needsOnline
    >
      <FormField of={state.form} name="sourceAccountNumber" fallback="" required>
        {(input) => <AccountSelect accounts={accounts} {...input} />}
      </FormField>
      {target}
      <FormField of={state.form} name="amount" fallback="" required>
        {(input) => (
          <AmountInput
            {...input}
            name="amount"
            testId="transfer-amount"
            currencyLabel={currencyLabel(account?.currency)}
          />
        )}
      </FormField>
      {extras}
      <FormField of={state.form} name="description" fallback="">
        {(input) => (
          <TextInput
            {...input}
            label={<Trans id="transfer.description">Description</Trans>}
            maxLength={DESCRIPTION_MAX}
            autoComplete="off"
            testId="transfer-description"
          />
        )}
      </FormField>
    </FormScreen>
  );
}
