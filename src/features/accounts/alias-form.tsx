import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, valiForm } from '@modular-forms/react';
import { useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { invalidateAccountData } from '../../api/account-cache';
import { updateAccountAlias } from '../../api/account-management';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { FormActions } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { showSnackbar } from '../../components/snackbar';
import { TextInput } from '../../components/text-input';
import { UpdateAliasSchema, type AccountDetail } from '../../contract/account-management';
import { useDecisionAction } from '../../lib/use-decision-action';

const AliasFormSchema = v.pick(UpdateAliasSchema, ['alias']);
type AliasValues = v.InferInput<typeof AliasFormSchema>;

/**
 * Renames an account (UpdateAccountAlias); an empty name goes back to the product name, so the one
 * field is optional (no marker, no legend). A small form on the detail page: the kit's primary action.
 */
export function AliasForm({ detail }: { detail: AccountDetail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const [form, { Form }] = useForm<AliasValues>({
    initialValues: { alias: detail.alias ?? '' },
    validate: valiForm(AliasFormSchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const submit = (values: AliasValues) => {
    const body = { accountNumber: detail.accountNumber, alias: values.alias.trim() };
    return action.submit(body, {
      call: (key) => updateAccountAlias(body, key),
      onDone: () => {
        void invalidateAccountData(queryClient);
        showSnackbar(t({ id: 'accountDetail.alias.saved', message: 'The account name is saved.' }));
      },
    });
  };
  return (
    <Form shouldActive={false} onSubmit={submit} data-testid="alias-form">
      <Stack gap="2">
        <FormField of={form} name="alias" fallback="">
          {(input) => (
            <TextInput
              {...input}
              label={<Trans id="accountDetail.alias">Account name</Trans>}
              helper={<Trans id="accountDetail.alias.help">Leave it empty to use the product name.</Trans>}
              maxLength={40}
              autoComplete="off"
              testId="alias-input"
            />
          )}
        </FormField>
        <FormActions
          submitLabel={<Trans id="accountDetail.alias.save">Save the name</Trans>}
          submitTestId="alias-save"
          busy={action.busy}
          needsOnline
        />
      </Stack>
      <ActionFlowDialogs state={action.dialogs} />
    </Form>
  );
}
