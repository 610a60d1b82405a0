import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, valiForm } from '@modular-forms/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { AmountInput } from '../../components/inputs/amount-input';
import { FormActions } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { AccountSelect } from '../../components/inputs/account-select';
import { TextInput } from '../../components/text-input';
import { CreateAccountSchema } from '../../contract/account-management';
import type { Account } from '../../contract/accounts';
import { IssueKey } from '../../contract/message-codes';

export const FundingSchema = v.object({
  sourceAccountNumber: CreateAccountSchema.entries.sourceAccountNumber,
  amount: CreateAccountSchema.entries.amount,
  alias: v.pipe(v.string(), v.trim(), v.maxLength(40, IssueKey.TooLong)),
});
export type FundingValues = v.InferInput<typeof FundingSchema>;

export interface FundingFormProps {
  accounts: readonly Account[];
  currencyLabel: string;
  amountHelper?: ReactNode;
  busy: boolean;
  onSubmit: (values: FundingValues) => void;
}

/**
 * Where the opening money comes from, how much (in the new account's currency) and an optional name:
 * the form kit's legend, required markers and primary action (the product picker sits above it).
 */
export function FundingForm({ accounts, currencyLabel, amountHelper, busy, onSubmit }: FundingFormProps) {
  const { t } = useLingui();
  const [form, { Form }] = useForm<FundingValues>({
    initialValues: { sourceAccountNumber: '', amount: '', alias: '' },
    validate: valiForm(FundingSchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  return (
    <Form shouldActive={false} onSubmit={(values) => onSubmit(values)} data-testid="funding-form">
      <Stack gap="4">
        <FormField of={form} name="sourceAccountNumber" fallback="" required>
          {(input) => (
            <AccountSelect
              {...input}
              accounts={accounts}
              label={<Trans id="createAccount.source">Pay from</Trans>}
              placeholder={t({ id: 'createAccount.sourcePlaceholder', message: 'Choose an account' })}
              testId="create-source"
            />
          )}
        </FormField>
        <FormField of={form} name="amount" fallback="" required>
          {(input) => (
            <AmountInput
              {...input}
              label={<Trans id="createAccount.amount">Opening amount</Trans>}
              currencyLabel={currencyLabel}
              helper={amountHelper}
              name="amount"
              testId="create-amount"
            />
          )}
        </FormField>
        <FormField of={form} name="alias" fallback="">
          {(input) => (
            <TextInput
              {...input}
              label={<Trans id="createAccount.alias">Account name (optional)</Trans>}
              maxLength={40}
              autoComplete="off"
              testId="create-alias"
            />
          )}
        </FormField>
        <FormActions
          submitLabel={<Trans id="createAccount.continue">Continue</Trans>}
          submitTestId="create-continue"
          busy={busy}
          needsOnline
        />
      </Stack>
    </Form>
  );
}
