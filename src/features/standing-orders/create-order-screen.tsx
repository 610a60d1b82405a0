import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, type FormStore } from '@modular-forms/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { accountsQueryOptions } from '../../api/accounts';
import { previewSchedule } from '../../api/standing-orders';
import { FormField } from '../../components/form-field';
import { FormScreen } from '../../components/form-screen';
import { AccountSelect } from '../../components/inputs/account-select';
import { AmountInput } from '../../components/inputs/amount-input';
import { DateInput } from '../../components/inputs/date-input';
import { SelectInput } from '../../components/inputs/select-input';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { TextInput } from '../../components/text-input';
import type { Account } from '../../contract/accounts';
import { EASY_ADDRESS_TYPES } from '../../contract/easy-addresses';
import { STANDING_ORDER_FREQUENCIES, STANDING_ORDER_KINDS } from '../../contract/payments';
import type * as v from 'valibot';
import type { CreateOrderSearchSchema } from '../../contract/standing-orders';
import { useActionFlow } from '../../lib/use-action-flow';
import { ConfirmOrder, type Proposal } from './confirm-order';
import { ORDER_KIND_LABEL, isoToday, plusDays } from './order-text';
import { missingFields, requestOf, type OrderChoices, type OrderFormValues } from './order-form-values';
import { OrderTargetFields, useWholeBillAllowed } from './order-target-fields';
import { ScheduleFields } from './schedule-fields';

const MONTHLY = STANDING_ORDER_FREQUENCIES[2];

export type CreateOrderSearch = v.InferOutput<typeof CreateOrderSearchSchema>;

/** /dashboard/my-orders/create: the order's fields, then its next dates to confirm, then the bank makes it. */
export function CreateOrderScreen({ search }: { search: CreateOrderSearch }) {
  const navigate = useNavigate();
  const accounts = useQuery(accountsQueryOptions(false));
  const title = <SegmentTitle segment="create" />;
  const onBack = () => void navigate({ to: '/dashboard/my-orders' });
  if (!accounts.isError && accounts.data)
    return <CreateOrder search={search} onBack={onBack} accounts={accounts.data.accounts.filter((a) => !a.isClosed)} />;
  return (
    <PageFrame title={title} onBack={onBack} testId="order-create">
      <QueryState query={accounts} testId="order-accounts">
        {() => null}
      </QueryState>
    </PageFrame>
  );
}

function CreateOrder({
  search,
  onBack,
  accounts,
}: {
  search: CreateOrderSearch;
  onBack: () => void;
  accounts: Account[];
}) {
  const [proposal, setProposal] = useState<Proposal>();
  const wholeBillAllowed = useWholeBillAllowed();
  const [choices, setChoices] = useState<OrderChoices>({
    kind: search.kind ?? STANDING_ORDER_KINDS[0],
    mode: 'IBAN',
    easyAddressType: EASY_ADDRESS_TYPES[0],
    wholeBill: wholeBillAllowed,
    frequency: MONTHLY,
    end: 'none',
  });
  const tomorrow = plusDays(isoToday(), 1);
  // The store is made once; its checks follow the current choices.
  const choicesRef = useRef(choices);
  const choose = (next: OrderChoices) => {
    choicesRef.current = next;
    setChoices(next);
  };
  const [form] = useForm<OrderFormValues>({
    initialValues: {
      sourceAccountNumber:
        accounts.find((a) => a.currency === 'TRY')?.accountNumber ?? accounts[0]?.accountNumber ?? '',
      iban: '',
      receiverName: '',
      accountNumber: '',
      ownAccountNumber: '',
      easyAddressValue: '',
      billerCode: search.biller ?? '',
      subscriberNo: search.subscriber ?? '',
      amount: '',
      dayOfMonth: String(Number(tomorrow.slice(8, 10))),
      intervalMonths: '3',
      startDate: tomorrow,
      endDate: '',
      maxRuns: '',
      nickname: '',
      description: '',
    },
    validate: (values) => missingFields(values as OrderFormValues, choicesRef.current),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  if (proposal)
    return (
      <ConfirmOrder proposal={proposal} accounts={accounts} onEdit={() => setProposal(undefined)} onBack={onBack} />
    );
  return (
    <OrderForm
      form={form}
      choices={choices}
      setChoices={choose}
      accounts={accounts}
      onBack={onBack}
      onProposal={setProposal}
    />
  );
}

interface OrderFormProps {
  form: FormStore<OrderFormValues, undefined>;
  choices: OrderChoices;
  setChoices: (next: OrderChoices) => void;
  accounts: Account[];
  onBack: () => void;
  onProposal: (proposal: Proposal) => void;
}

function OrderForm({ form, choices, setChoices, accounts, onBack, onProposal }: OrderFormProps) {
  const { i18n } = useLingui();
  const flow = useActionFlow();
  const set = (patch: Partial<OrderChoices>) => setChoices({ ...choices, ...patch });
  const submit = (values: OrderFormValues) => {
    const request = requestOf(values, choices);
    const { nickname: _n, sourceAccountNumber: _s, description: _d, kind: _k, ...rest } = request;
    const schedule = {
      frequency: rest.frequency,
      intervalMonths: rest.intervalMonths,
      dayOfMonth: rest.dayOfMonth,
      startDate: rest.startDate,
      endDate: rest.endDate,
      maxRuns: rest.maxRuns,
    };
    return flow.run({
      values: schedule,
      call: () => previewSchedule(schedule),
      onSuccess: (data) => data && onProposal({ request, dates: data.dates }),
    });
  };
  const kinds = STANDING_ORDER_KINDS.map((value) => ({ value, label: i18n._(ORDER_KIND_LABEL[value]) }));
  const own = accounts.filter((a) => a.currency === 'TRY');
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment="create" />}
      onBack={onBack}
      testId="order-create"
      formTestId="order-form"
      submitLabel={<Trans id="standingOrders.continue">Continue</Trans>}
      submitTestId="order-continue"
      action={flow}
      needsOnline
    >
      <SelectInput
        label={<Trans id="standingOrders.kindLabel">Kind</Trans>}
        value={choices.kind}
        options={kinds}
        onChange={(value) => set({ kind: value as OrderChoices['kind'] })}
        name="kind"
        testId="order-kind"
        required
      />
      <FormField of={form} name="sourceAccountNumber" fallback="" required>
        {(input) => (
          <AccountSelect
            {...input}
            accounts={own}
            label={<Trans id="standingOrders.source">From account</Trans>}
            testId="order-source"
          />
        )}
      </FormField>
      <OrderTargetFields form={form} choices={choices} set={set} own={own} />
      {choices.kind === 'Transfer' || !choices.wholeBill ? (
        <FormField of={form} name="amount" fallback="" required>
          {(input) => (
            <AmountInput {...input} label={<Trans id="standingOrders.amount">Amount</Trans>} testId="order-amount" />
          )}
        </FormField>
      ) : null}
      <ScheduleFields
        form={form}
        frequency={choices.frequency}
        onFrequency={(frequency) => set({ frequency })}
        end={choices.end}
        onEnd={(end) => set({ end })}
        dayHint
      >
        <FormField of={form} name="startDate" fallback="" required>
          {(input) => (
            <DateInput
              {...input}
              min={plusDays(isoToday(), 1)}
              label={<Trans id="standingOrders.startDate">First payment</Trans>}
              testId="order-start"
            />
          )}
        </FormField>
      </ScheduleFields>
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
      <FormField of={form} name="description" fallback="">
        {(input) => (
          <TextInput
            {...input}
            label={<Trans id="standingOrders.description">Description</Trans>}
            maxLength={100}
            testId="order-description"
          />
        )}
      </FormField>
    </FormScreen>
  );
}
