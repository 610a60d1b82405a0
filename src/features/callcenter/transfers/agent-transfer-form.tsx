import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getValue, useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { FormActions } from '../../../components/form-actions';
import { FormField } from '../../../components/form-field';
import { AccountSelect } from '../../../components/inputs/account-select';
import { AmountInput } from '../../../components/inputs/amount-input';
import { SelectInput } from '../../../components/inputs/select-input';
import { TextInput } from '../../../components/text-input';
import { StartCcTransferSchema } from '../../../contract/callcenter-transfers';
import type { Account } from '../../../contract/accounts';
import { IssueKey } from '../../../contract/message-codes';
import type { RegisteredTransaction } from '../../../contract/registered-transactions';
import { DESCRIPTION_MAX } from '../../../contract/transfers';

/** The receiver: `own:<accountNumber>` or `saved:<registered id>`, one select for both kinds. */
export const AgentTransferFormSchema = v.object({
  sourceAccountNumber: StartCcTransferSchema.entries.sourceAccountNumber,
  receiver: v.pipe(v.string(), v.nonEmpty(IssueKey.Required)),
  amount: StartCcTransferSchema.entries.amount,
  description: v.pipe(v.string(), v.trim(), v.maxLength(DESCRIPTION_MAX, IssueKey.TooLong)),
});
export type AgentTransferValues = v.InferInput<typeof AgentTransferFormSchema>;

export interface AgentTransferFormProps {
  accounts: readonly Account[];
  recipients: readonly RegisteredTransaction[];
  busy: boolean;
  onSubmit: (values: AgentTransferValues) => void;
}

/**
 * What the caller asks for: from which of their accounts, to another of their own accounts or to one
 * of their registered recipients, how much and why. Recipients that cannot be paid from here (a card
 * or a wallet) are left out.
 */
export function AgentTransferForm({ accounts, recipients, busy, onSubmit }: AgentTransferFormProps) {
  const { t } = useLingui();
  const [form, { Form }] = useForm<AgentTransferValues>({
    initialValues: { sourceAccountNumber: '', receiver: '', amount: '', description: '' },
    validate: valiForm(AgentTransferFormSchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const receivers = [
    ...accounts.map(({ name, accountNumber }) => ({
      value: `own:${accountNumber}`,
      label: t({ id: 'cc.transfer.ownAccount', message: `Own account: ${name} (${accountNumber})` }),
    })),
    ...recipients
      .filter((r) => r.target.mode !== 'SecurePayment')
      .map(({ id, name }) => ({
        value: `saved:${id}`,
        label: t({ id: 'cc.transfer.savedRecipient', message: `Registered recipient: ${name}` }),
      })),
  ];
  const source = accounts.find((a) => a.accountNumber === getValue(form, 'sourceAccountNumber'));
  return (
    <Form shouldActive={false} onSubmit={(values) => onSubmit(values)} data-testid="cc-transfer-form">
      <Stack gap="4">
        <FormField of={form} name="sourceAccountNumber" fallback="" required>
          {(input) => (
            <AccountSelect
              {...input}
              accounts={accounts}
              label={<Trans id="cc.transfer.source">From the customer's account</Trans>}
              placeholder={t({ id: 'cc.transfer.sourcePlaceholder', message: 'Choose an account' })}
              testId="cc-transfer-source"
            />
          )}
        </FormField>
        <FormField of={form} name="receiver" fallback="" required>
          {(input) => (
            <SelectInput
              {...input}
              options={receivers}
              label={<Trans id="cc.transfer.receiver">To</Trans>}
              placeholder={t({ id: 'cc.transfer.receiverPlaceholder', message: 'Choose a receiver' })}
              name="receiver"
              testId="cc-transfer-receiver"
            />
          )}
        </FormField>
        <FormField of={form} name="amount" fallback="" required>
          {(input) => (
            <AmountInput
              {...input}
              label={<Trans id="cc.transfer.amount">Amount</Trans>}
              currencyLabel={!source || source.currency === 'TRY' ? 'TL' : source.currency}
              name="amount"
              testId="cc-transfer-amount"
            />
          )}
        </FormField>
        <FormField of={form} name="description" fallback="">
          {(input) => (
            <TextInput
              {...input}
              label={<Trans id="cc.transfer.description">Description (optional)</Trans>}
              maxLength={DESCRIPTION_MAX}
              autoComplete="off"
              testId="cc-transfer-description"
            />
          )}
        </FormField>
        <FormActions
          submitLabel={<Trans id="cc.transfer.continue">Continue</Trans>}
          submitTestId="cc-transfer-continue"
          busy={busy}
          needsOnline
        />
      </Stack>
    </Form>
  );
}
