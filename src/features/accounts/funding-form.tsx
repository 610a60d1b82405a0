import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { setValue, useForm, valiForm } from '@modular-forms/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { AmountInput } from '../../components/inputs/amount-input';
import { FormInput } from '../../components/inputs/form-input';
import { SelectInput } from '../../components/inputs/select-input';
import { TextInput } from '../../components/text-input';
import { CreateAccountSchema } from '../../contract/account-management';
import type { Account } from '../../contract/accounts';
import { IssueKey } from '../../contract/message-codes';
import { formatMoney } from '../../lib/format-money';
import { useHideAmounts } from '../../lib/hide-amounts';

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

/** Where the opening money comes from, how much (in the new account's currency) and an optional name. */
export function FundingForm({ accounts, currencyLabel, amountHelper, busy, onSubmit }: FundingFormProps) {
  const { t } = useLingui();
  const hidden = useHideAmounts();
  const [form, { Form, Field }] = useForm<FundingValues>({
    initialValues: { sourceAccountNumber: '', amount: '', alias: '' },
    validate: valiForm(FundingSchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const options = accounts.map((account) => ({
    value: account.accountNumber,
    label: `${account.name} (${account.accountNumber}) · ${formatMoney(account.availableBalance, account.currency, { hidden })}`,
  }));
  return (
    <Form shouldActive={false} onSubmit={(values) => onSubmit(values)} data-testid="funding-form">
      <Stack gap="4">
        <Field name="sourceAccountNumber">
          {(field, props) => (
            <FormInput
              field={field}
              props={props}
              setValue={(value) => setValue(form, 'sourceAccountNumber', value)}
              fallback=""
            >
              {(input) => (
                <SelectInput
                  {...input}
                  label={<Trans id="createAccount.source">Pay from</Trans>}
                  placeholder={t({ id: 'createAccount.sourcePlaceholder', message: 'Choose an account' })}
                  options={options}
                  name="sourceAccountNumber"
                  testId="create-source"
                />
              )}
            </FormInput>
          )}
        </Field>
        <Field name="amount">
          {(field, props) => (
            <FormInput field={field} props={props} setValue={(value) => setValue(form, 'amount', value)} fallback="">
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
            </FormInput>
          )}
        </Field>
        <Field name="alias">
          {(field, props) => (
            <FormInput field={field} props={props} setValue={(value) => setValue(form, 'alias', value)} fallback="">
              {(input) => (
                <TextInput
                  {...input}
                  label={<Trans id="createAccount.alias">Account name (optional)</Trans>}
                  maxLength={40}
                  autoComplete="off"
                  testId="create-alias"
                />
              )}
            </FormInput>
          )}
        </Field>
        <Button type="submit" loading={busy} alignSelf="start" data-testid="create-continue">
          <Trans id="createAccount.continue">Continue</Trans>
        </Button>
      </Stack>
    </Form>
  );
}
