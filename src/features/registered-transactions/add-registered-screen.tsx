import { Trans, useLingui } from '@lingui/react/macro';
import { reset, useForm, valiForm } from '@modular-forms/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type ReactNode } from 'react';
import { accountsQueryOptions } from '../../api/accounts';
import {
  registeredTransactionKeys,
  registeredTransactionsQueryOptions,
  saveRegisteredTransaction,
  updateRegisteredTransaction,
} from '../../api/registered-transactions';
import { FormScreen } from '../../components/form-screen';
import { SelectInput } from '../../components/inputs/select-input';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { showSnackbar } from '../../components/snackbar';
import type { Account } from '../../contract/accounts';
import type { RegisteredTransaction } from '../../contract/registered-transactions';
import { useDecisionAction } from '../../lib/use-decision-action';
import {
  initialValues,
  RECIPIENT_MODES,
  registeredFormSchema,
  requestOf,
  type RegisteredFormValues,
  type SavableMode,
} from './registered-form-rules';
import { RegisteredFields } from './registered-fields';
import { modeText } from './target-text';

export interface AddRegisteredScreenProps {
  /** A recipient (IBAN, account number, easy address, card, wallet) or a pair of own accounts. */
  variant: 'recipient' | 'between';
  /** Edit this registered transaction instead of adding one. */
  editId?: string;
}

/** /dashboard/add-registered-transaction[/between-accounts]: add or edit a saved recipient or account pair. */
export function AddRegisteredScreen({ variant, editId }: AddRegisteredScreenProps) {
  const navigate = useNavigate();
  const accounts = useQuery(accountsQueryOptions(false));
  const list = useQuery({ ...registeredTransactionsQueryOptions(), enabled: editId !== undefined });
  const editing = editId ? list.data?.recordedTransactions.find((r) => r.id === editId) : undefined;
  const title = editId ? (
    <Trans id="registered.editTitle">Edit the registered transaction</Trans>
  ) : (
    // The title is the page's breadcrumb label (…/add-registered-transaction[/between-accounts]).
    <SegmentTitle segment={variant === 'between' ? 'between-accounts' : 'add-registered-transaction'} />
  );
  const onBack = () => void navigate({ to: '/dashboard/registered-transactions' });
  if (accounts.data && (!editId || list.data))
    return (
      <RegisteredForm
        key={editing?.id ?? 'new'}
        title={title}
        onBack={onBack}
        variant={variant}
        pickMode={variant === 'recipient' && !editId}
        accounts={accounts.data.accounts.filter((a) => !a.isClosed)}
        editing={editing}
      />
    );
  // The query still to come (or failed): the saved one being edited, else the accounts.
  return (
    <PageFrame title={title} onBack={onBack} testId="add-registered">
      {editId && !list.data ? (
        <QueryState query={list} testId="add-registered">
          {() => null}
        </QueryState>
      ) : (
        <QueryState query={accounts} testId="add-registered">
          {() => null}
        </QueryState>
      )}
    </PageFrame>
  );
}

interface RegisteredFormProps {
  title: ReactNode;
  onBack: () => void;
  variant: AddRegisteredScreenProps['variant'];
  /** Shows "Send to" (adding a recipient). */
  pickMode: boolean;
  accounts: Account[];
  editing?: RegisteredTransaction;
}

/** The form kit: "Send to" first when adding a recipient (a new mode starts the form again), then the mode's fields. */
function RegisteredForm({ title, onBack, variant, pickMode, accounts, editing }: RegisteredFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const [picked, setPicked] = useState<SavableMode>('IBAN');
  const mode: SavableMode =
    variant === 'between' ? 'AccountsBetween' : ((editing?.target.mode as SavableMode) ?? picked);
  // The store is made once; its checks follow the chosen mode.
  const checked = useRef(mode);
  const [form] = useForm<RegisteredFormValues>({
    initialValues: initialValues(editing),
    validate: (values) => valiForm(registeredFormSchema(checked.current))(values),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const pick = (next: SavableMode) => {
    checked.current = next;
    setPicked(next);
    reset(form, { initialValues: initialValues(editing) });
  };
  const submit = (values: RegisteredFormValues) => {
    const request = requestOf(mode, values);
    const body = editing ? { ...request, id: editing.id } : request;
    return action.submit(body, {
      call: (key) =>
        editing && 'target' in request
          ? updateRegisteredTransaction({ ...request, id: editing.id }, key)
          : saveRegisteredTransaction(request, key),
      onDone: () => {
        void queryClient.invalidateQueries({ queryKey: registeredTransactionKeys.all });
        showSnackbar(t({ id: 'registered.saved', message: 'The registered transaction is saved.' }));
        void navigate({ to: '/dashboard/registered-transactions' });
      },
    });
  };
  const modes = RECIPIENT_MODES.map((value) => ({ value, label: modeText(i18n, value) }));
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={title}
      onBack={onBack}
      testId="add-registered"
      formTestId="registered-form"
      submitLabel={
        editing ? <Trans id="registered.update">Save the changes</Trans> : <Trans id="registered.save">Save</Trans>
      }
      submitTestId="registered-save"
      action={action}
      needsOnline
    >
      {pickMode ? (
        <SelectInput
          label={<Trans id="registered.modePicker">Send to</Trans>}
          value={picked}
          options={modes}
          onChange={(value) => pick(value as SavableMode)}
          name="mode"
          testId="registered-mode"
          required
        />
      ) : null}
      <RegisteredFields of={form} mode={mode} accounts={accounts} />
    </FormScreen>
  );
}
