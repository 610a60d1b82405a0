import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { savedPaymentKeys, savedPaymentQueryOptions, updateSavedPayment } from '../../api/saved-payments';
import { FormField } from '../../components/form-field';
import { FormScreen } from '../../components/form-screen';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { showSnackbar } from '../../components/snackbar';
import { TextInput } from '../../components/text-input';
import { isLuhnValid } from '../../contract/card-number';
import { IssueKey } from '../../contract/message-codes';
import {
  SAVED_PAYMENT_NICKNAME_MAX,
  type SavedPaymentDetail,
  type UpdateSavedPaymentRequest,
} from '../../contract/saved-payments';
import { useDecisionAction } from '../../lib/use-decision-action';

type UpdateValues = {
  nickname: string;
  target: string;
};

/** The form's checks: a nickname; a bill's subscriber number (digits) or a card's number (16 digits, Luhn). */
export const updateIssues = (kind: 'Bill' | 'CardDebt', values: Partial<UpdateValues>) => {
  const issues: Partial<Record<keyof UpdateValues, string>> = {};
  const nickname = (values.nickname ?? '').trim();
  if (!nickname) issues.nickname = IssueKey.Required;
  else if (nickname.length > SAVED_PAYMENT_NICKNAME_MAX) issues.nickname = IssueKey.TooLong;
  const target = values.target ?? '';
  if (!target) issues.target = IssueKey.Required;
  else if (kind === 'Bill' && !/^\d{4,20}$/.test(target)) issues.target = IssueKey.Invalid;
  else if (kind === 'CardDebt' && !isLuhnValid(target)) issues.target = IssueKey.CardInvalid;
  return issues;
};

/** /dashboard/saved-transactions/update?id=: rename a saved payment, or change its subscriber or card number. */
export function UpdateSavedPaymentScreen({ id }: { id?: string }) {
  const navigate = useNavigate();
  const saved = useQuery({ ...savedPaymentQueryOptions(id ?? ''), enabled: Boolean(id) });
  if (!id) return <Navigate to="/dashboard/saved-transactions" replace />;
  const title = <SegmentTitle segment="update" />;
  const onBack = () => void navigate({ to: '/dashboard/saved-transactions' });
  if (saved.data)
    return <UpdateForm key={saved.data.savedPayment.updatedAt} detail={saved.data} title={title} onBack={onBack} />;
  return (
    <PageFrame title={title} onBack={onBack} testId="saved-update">
      <QueryState query={saved} testId="saved-update-query">
        {() => null}
      </QueryState>
    </PageFrame>
  );
}

function UpdateForm({ detail, title, onBack }: { detail: SavedPaymentDetail; title: ReactNode; onBack: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const item = detail.savedPayment;
  const [form] = useForm<UpdateValues>({
    initialValues: {
      nickname: item.nickname,
      target: (item.kind === 'Bill' ? item.subscriberNo : detail.cardNumber) ?? '',
    },
    validate: (values) => updateIssues(item.kind, values),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const submit = (values: UpdateValues) => {
    const body: UpdateSavedPaymentRequest = {
      id: item.id,
      nickname: values.nickname.trim(),
      ...(item.kind === 'Bill' ? { subscriberNo: values.target } : { cardNumber: values.target }),
    };
    return action.submit(body, {
      call: (key) => updateSavedPayment(body, key),
      onDone: () => {
        void queryClient.invalidateQueries({ queryKey: savedPaymentKeys.all });
        showSnackbar(t({ id: 'savedPayments.updated', message: 'The saved payment is changed.' }));
        void navigate({ to: '/dashboard/saved-transactions' });
      },
    });
  };
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={title}
      onBack={onBack}
      testId="saved-update"
      formTestId="saved-update-form"
      submitLabel={<Trans id="savedPayments.save">Save changes</Trans>}
      submitTestId="saved-update-submit"
      action={action}
      needsOnline
    >
      <FormField of={form} name="nickname" fallback="" required>
        {(input) => (
          <TextInput
            {...input}
            label={<Trans id="savedPayments.nickname">Name</Trans>}
            maxLength={SAVED_PAYMENT_NICKNAME_MAX}
            autoComplete="off"
            testId="saved-update-nickname"
          />
        )}
      </FormField>
      <FormField of={form} name="target" fallback="" required>
        {(input) => (
          <TextInput
            {...input}
            onChange={(value) => input.onChange(value.replace(/\D/g, '').slice(0, item.kind === 'Bill' ? 20 : 16))}
            label={
              item.kind === 'Bill' ? (
                <Trans id="savedPayments.subscriber">Subscriber number</Trans>
              ) : (
                <Trans id="cardDebt.cardNumber">Card number</Trans>
              )
            }
            helper={item.kind === 'Bill' && item.billerName ? item.billerName : undefined}
            inputMode="numeric"
            autoComplete="off"
            testId="saved-update-target"
          />
        )}
      </FormField>
    </FormScreen>
  );
}
