import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { standingOrderKeys, standingOrderQueryOptions, updateStandingOrder } from '../../api/standing-orders';
import { FormField } from '../../components/form-field';
import { FormScreen } from '../../components/form-screen';
import { AmountInput } from '../../components/inputs/amount-input';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { showSnackbar } from '../../components/snackbar';
import { TextInput } from '../../components/text-input';
import { IssueKey } from '../../contract/message-codes';
import type { StandingOrderFrequency } from '../../contract/payments';
import type { StandingOrder, UpdateStandingOrderRequest } from '../../contract/standing-orders';
import { useDecisionAction } from '../../lib/use-decision-action';
import type { OrderEnd } from './order-form-values';
import { ScheduleFields } from './schedule-fields';

type UpdateValues = {
  nickname: string;
  amount: string;
  dayOfMonth: string;
  intervalMonths: string;
  endDate: string;
  maxRuns: string;
};

/** /dashboard/my-orders/update?id=: amount, name, frequency and day, end (not the kind, source or target). */
export function UpdateOrderScreen({ id }: { id?: string }) {
  const navigate = useNavigate();
  const order = useQuery({ ...standingOrderQueryOptions(id ?? ''), enabled: Boolean(id) });
  if (!id) return <Navigate to="/dashboard/my-orders" replace />;
  const onBack = () => void navigate({ to: '/dashboard/my-orders/detail', search: { id } });
  if (order.data) return <UpdateForm order={order.data.order} onBack={onBack} />;
  return (
    <PageFrame title={<SegmentTitle segment="update" />} onBack={onBack} testId="order-update">
      <QueryState query={order} testId="order-update-query">
        {() => null}
      </QueryState>
    </PageFrame>
  );
}

function UpdateForm({ order, onBack }: { order: StandingOrder; onBack: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const [frequency, setFrequency] = useState<StandingOrderFrequency>(order.frequency);
  const [end, setEnd] = useState<OrderEnd>(order.endDate ? 'date' : order.maxRuns ? 'runs' : 'none');
  const state = useRef({ frequency, end });
  const chooseFrequency = (next: StandingOrderFrequency) => {
    state.current = { ...state.current, frequency: next };
    setFrequency(next);
  };
  const chooseEnd = (next: OrderEnd) => {
    state.current = { ...state.current, end: next };
    setEnd(next);
  };
  const fixed = order.amountMode === 'Fixed';
  const [form] = useForm<UpdateValues>({
    initialValues: {
      nickname: order.nickname,
      amount: order.amount ?? '',
      dayOfMonth: String(order.dayOfMonth ?? Number(order.startDate.slice(8, 10))),
      intervalMonths: String(Math.max(order.intervalMonths, 2)),
      endDate: order.endDate ?? '',
      maxRuns: order.maxRuns ? String(order.maxRuns) : '',
    },
    validate: (values) => {
      const errors: Partial<Record<keyof UpdateValues, string>> = {};
      if (!values.nickname?.trim()) errors.nickname = IssueKey.Required;
      if (fixed && !values.amount) errors.amount = IssueKey.Required;
      if (state.current.end === 'date' && !values.endDate) errors.endDate = IssueKey.Required;
      if (state.current.end === 'runs' && !(Number(values.maxRuns) >= 2)) errors.maxRuns = IssueKey.Invalid;
      return errors;
    },
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const monthly = frequency === 'Monthly' || frequency === 'EveryNMonths';
  const submit = (values: UpdateValues) => {
    const body: UpdateStandingOrderRequest = {
      id: order.id,
      nickname: values.nickname.trim(),
      ...(fixed ? { amount: values.amount } : {}),
      frequency,
      intervalMonths: frequency === 'EveryNMonths' ? Number(values.intervalMonths) : 1,
      dayOfMonth: monthly ? Number(values.dayOfMonth) : null,
      endDate: end === 'date' ? values.endDate : null,
      maxRuns: end === 'runs' ? Number(values.maxRuns) : null,
    };
    return action.submit(body, {
      call: (key) => updateStandingOrder(body, key),
      onDone: (data) => {
        if (data) queryClient.setQueryData(standingOrderKeys.one(order.id), data);
        void queryClient.invalidateQueries({ queryKey: standingOrderKeys.all });
        showSnackbar(t({ id: 'standingOrders.updated', message: 'The standing order is changed.' }));
        void navigate({ to: '/dashboard/my-orders/detail', search: { id: order.id } });
      },
    });
  };
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment="update" />}
      onBack={onBack}
      testId="order-update"
      formTestId="order-update-form"
      submitLabel={<Trans id="standingOrders.save">Save the changes</Trans>}
      submitTestId="order-save"
      action={action}
      needsOnline
    >
      <FormField of={form} name="nickname" fallback="" required>
        {(input) => (
          <TextInput
            {...input}
            label={<Trans id="standingOrders.nickname">Name</Trans>}
            maxLength={40}
            testId="order-nickname"
          />
        )}
      </FormField>
      {fixed ? (
        <FormField of={form} name="amount" fallback="" required>
          {(input) => (
            <AmountInput
              {...input}
              currencyLabel={order.currency === 'TRY' ? 'TL' : order.currency}
              label={<Trans id="standingOrders.amount">Amount</Trans>}
              testId="order-amount"
            />
          )}
        </FormField>
      ) : null}
      <ScheduleFields form={form} frequency={frequency} onFrequency={chooseFrequency} end={end} onEnd={chooseEnd} />
    </FormScreen>
  );
}
