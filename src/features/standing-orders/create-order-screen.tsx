import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, type FormStore } from '@modular-forms/react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { accountsQueryOptions } from '../../api/accounts';
import { billInstitutionsQueryOptions } from '../../api/bills';
import { createStandingOrder, previewSchedule, standingOrderKeys } from '../../api/standing-orders';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { FormActions } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { FormScreen } from '../../components/form-screen';
import { AccountSelect } from '../../components/inputs/account-select';
import { AmountInput } from '../../components/inputs/amount-input';
import { DateInput } from '../../components/inputs/date-input';
import { SelectInput } from '../../components/inputs/select-input';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { showSnackbar } from '../../components/snackbar';
import { TextInput } from '../../components/text-input';
import type { Account } from '../../contract/accounts';
import { formatDate } from '../../contract/date-text';
import { EASY_ADDRESS_TYPES, type EasyAddressType } from '../../contract/easy-addresses';
import {
  BILL_CATEGORIES,
  STANDING_ORDER_AMOUNT_MODES,
  STANDING_ORDER_FREQUENCIES,
  STANDING_ORDER_KINDS,
  type StandingOrderFrequency,
} from '../../contract/payments';
import type * as v from 'valibot';
import type { CreateOrderSearchSchema, CreateStandingOrderRequest } from '../../contract/standing-orders';
import { EASY_ADDRESS_TYPE_TEXT } from '../../lib/easy-address-text';
import { useActionFlow } from '../../lib/use-action-flow';
import { useDecisionAction } from '../../lib/use-decision-action';
import { useLanguage } from '../../lib/use-language';
import { FREQUENCY_LABEL, ORDER_KIND_LABEL, isoToday, plusDays } from './order-text';
import {
  missingFields,
  ORDER_TARGET_MODES,
  requestOf,
  type OrderChoices,
  type OrderEnd,
  type OrderFormValues,
  type OrderTargetMode,
} from './order-form-values';
import { TARGET_MODE_LABEL } from './order-labels';

const [FIXED, WHOLE_BILL] = STANDING_ORDER_AMOUNT_MODES;
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

interface Proposal {
  request: CreateStandingOrderRequest;
  dates: string[];
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
  const [choices, setChoices] = useState<OrderChoices>({
    kind: search.kind ?? STANDING_ORDER_KINDS[0],
    mode: 'IBAN',
    easyAddressType: EASY_ADDRESS_TYPES[0],
    wholeBill: true,
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
  const { t, i18n } = useLingui();
  const flow = useActionFlow();
  const set = (patch: Partial<OrderChoices>) => setChoices({ ...choices, ...patch });
  const billers = useQueries({
    queries: choices.kind === 'Bill' ? BILL_CATEGORIES.map((c) => billInstitutionsQueryOptions(c)) : [],
  });
  const institutions = billers.flatMap((q) =>
    q.data ? q.data.institutions.map((b) => ({ value: b.code, label: `${q.data.categoryName} · ${b.name}` })) : [],
  );
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
  const modes = ORDER_TARGET_MODES.map((value) => ({ value, label: i18n._(TARGET_MODE_LABEL[value]) }));
  const frequencies = STANDING_ORDER_FREQUENCIES.map((value) => ({ value, label: i18n._(FREQUENCY_LABEL[value]) }));
  const ends: { value: OrderEnd; label: string }[] = [
    { value: 'none', label: t({ id: 'standingOrders.endNone', message: 'When I cancel it' }) },
    { value: 'date', label: t({ id: 'standingOrders.endDate', message: 'On a date' }) },
    { value: 'runs', label: t({ id: 'standingOrders.endRuns', message: 'After a number of payments' }) },
  ];
  const monthly = choices.frequency === 'Monthly' || choices.frequency === 'EveryNMonths';
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
      {choices.kind === 'Transfer' ? (
        <>
          <SelectInput
            label={<Trans id="standingOrders.targetMode">Send to</Trans>}
            value={choices.mode}
            options={modes}
            onChange={(value) => set({ mode: value as OrderTargetMode })}
            name="mode"
            testId="order-mode"
            required
          />
          {choices.mode === 'IBAN' ? (
            <FormField of={form} name="iban" fallback="" required>
              {(input) => (
                <TextInput
                  {...input}
                  label={<Trans id="standingOrders.iban">IBAN</Trans>}
                  maxLength={40}
                  testId="order-iban"
                />
              )}
            </FormField>
          ) : null}
          {choices.mode === 'Account' ? (
            <FormField of={form} name="accountNumber" fallback="" required>
              {(input) => (
                <TextInput
                  {...input}
                  label={<Trans id="standingOrders.accountNumber">Account number</Trans>}
                  maxLength={25}
                  testId="order-account-number"
                />
              )}
            </FormField>
          ) : null}
          {choices.mode === 'IBAN' || choices.mode === 'Account' ? (
            <FormField of={form} name="receiverName" fallback="" required>
              {(input) => (
                <TextInput
                  {...input}
                  label={<Trans id="standingOrders.receiverName">Receiver’s name</Trans>}
                  maxLength={70}
                  testId="order-receiver-name"
                />
              )}
            </FormField>
          ) : null}
          {choices.mode === 'KOLAS' ? (
            <>
              <SelectInput
                label={<Trans id="standingOrders.easyAddressType">Easy address type</Trans>}
                value={choices.easyAddressType}
                options={EASY_ADDRESS_TYPES.map((value) => ({ value, label: i18n._(EASY_ADDRESS_TYPE_TEXT[value]) }))}
                onChange={(value) => set({ easyAddressType: value as EasyAddressType })}
                name="easyAddressType"
                testId="order-easy-type"
                required
              />
              <FormField of={form} name="easyAddressValue" fallback="" required>
                {(input) => (
                  <TextInput
                    {...input}
                    label={<Trans id="standingOrders.easyAddress">Easy address</Trans>}
                    maxLength={254}
                    testId="order-easy-value"
                  />
                )}
              </FormField>
            </>
          ) : null}
          {choices.mode === 'AccountsBetween' ? (
            <FormField of={form} name="ownAccountNumber" fallback="" required>
              {(input) => (
                <AccountSelect
                  {...input}
                  accounts={own}
                  name="ownAccountNumber"
                  label={<Trans id="standingOrders.toOwnAccount">To my account</Trans>}
                  testId="order-own-account"
                />
              )}
            </FormField>
          ) : null}
        </>
      ) : (
        <>
          <FormField of={form} name="billerCode" fallback="" required>
            {(input) => (
              <SelectInput
                {...input}
                label={<Trans id="standingOrders.institution">Institution</Trans>}
                options={institutions}
                placeholder={t({ id: 'standingOrders.chooseInstitution', message: 'Choose an institution' })}
                testId="order-biller"
              />
            )}
          </FormField>
          <FormField of={form} name="subscriberNo" fallback="" required>
            {(input) => (
              <TextInput
                {...input}
                label={<Trans id="standingOrders.subscriber">Subscriber number</Trans>}
                inputMode="numeric"
                maxLength={20}
                testId="order-subscriber"
              />
            )}
          </FormField>
          <SelectInput
            label={<Trans id="standingOrders.amountMode">How much</Trans>}
            value={choices.wholeBill ? WHOLE_BILL : FIXED}
            options={[
              { value: WHOLE_BILL, label: t({ id: 'standingOrders.wholeBill', message: 'The whole bill' }) },
              { value: FIXED, label: t({ id: 'standingOrders.fixedUpTo', message: 'Up to a fixed amount' }) },
            ]}
            onChange={(value) => set({ wholeBill: value === WHOLE_BILL })}
            name="amountMode"
            testId="order-amount-mode"
            required
          />
        </>
      )}
      {choices.kind === 'Transfer' || !choices.wholeBill ? (
        <FormField of={form} name="amount" fallback="" required>
          {(input) => (
            <AmountInput {...input} label={<Trans id="standingOrders.amount">Amount</Trans>} testId="order-amount" />
          )}
        </FormField>
      ) : null}
      <SelectInput
        label={<Trans id="standingOrders.frequency">Frequency</Trans>}
        value={choices.frequency}
        options={frequencies}
        onChange={(value) => set({ frequency: value as StandingOrderFrequency })}
        name="frequency"
        testId="order-frequency"
        required
      />
      {choices.frequency === 'EveryNMonths' ? (
        <FormField of={form} name="intervalMonths" fallback="" required>
          {(input) => (
            <SelectInput
              {...input}
              label={<Trans id="standingOrders.intervalMonths">Every how many months</Trans>}
              options={Array.from({ length: 11 }, (_, i) => ({ value: String(i + 2), label: String(i + 2) }))}
              testId="order-interval"
            />
          )}
        </FormField>
      ) : null}
      {monthly ? (
        <FormField of={form} name="dayOfMonth" fallback="" required>
          {(input) => (
            <SelectInput
              {...input}
              label={<Trans id="standingOrders.dayOfMonth">Day of the month</Trans>}
              helper={<Trans id="standingOrders.dayHint">Days 29 to 31 fall on the last day of shorter months.</Trans>}
              options={Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
              testId="order-day"
            />
          )}
        </FormField>
      ) : null}
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
      <SelectInput
        label={<Trans id="standingOrders.end">Ends</Trans>}
        value={choices.end}
        options={ends}
        onChange={(value) => set({ end: value as OrderEnd })}
        name="end"
        testId="order-end"
        required
      />
      {choices.end === 'date' ? (
        <FormField of={form} name="endDate" fallback="" required>
          {(input) => (
            <DateInput
              {...input}
              label={<Trans id="standingOrders.endDateLabel">Last payment date</Trans>}
              testId="order-end-date"
            />
          )}
        </FormField>
      ) : null}
      {choices.end === 'runs' ? (
        <FormField of={form} name="maxRuns" fallback="" required>
          {(input) => (
            <TextInput
              {...input}
              label={<Trans id="standingOrders.maxRuns">Number of payments</Trans>}
              inputMode="numeric"
              maxLength={3}
              testId="order-max-runs"
            />
          )}
        </FormField>
      ) : null}
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

function ConfirmOrder({
  proposal,
  accounts,
  onEdit,
  onBack,
}: {
  proposal: Proposal;
  accounts: Account[];
  onEdit: () => void;
  onBack: () => void;
}) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const { request, dates } = proposal;
  const source = accounts.find((a) => a.accountNumber === request.sourceAccountNumber);
  const confirm = () =>
    void action.submit(request, {
      call: (key) => createStandingOrder(request, key),
      onDone: (data) => {
        void queryClient.invalidateQueries({ queryKey: standingOrderKeys.all });
        showSnackbar(t({ id: 'standingOrders.created', message: 'The standing order is set up.' }));
        if (data) {
          queryClient.setQueryData(standingOrderKeys.one(data.order.id), data);
          void navigate({ to: '/dashboard/my-orders/detail', search: { id: data.order.id } });
        } else void navigate({ to: '/dashboard/my-orders' });
      },
    });
  const target =
    request.kind === 'Bill'
      ? `${request.billerCode} · ${request.subscriberNo}`
      : request.target.mode === 'IBAN'
        ? `${request.target.iban} · ${request.target.receiverName}`
        : request.target.mode === 'Account'
          ? `${request.target.accountNumber} · ${request.target.receiverName}`
          : request.target.mode === 'KOLAS'
            ? request.target.value
            : request.target.mode === 'AccountsBetween'
              ? request.target.accountNumber
              : '';
  const amount = request.kind === 'Transfer' ? request.amount : request.amount;
  return (
    <PageFrame title={<SegmentTitle segment="create" />} onBack={onBack} testId="order-confirm">
      <Stack gap="6" maxWidth="2xl">
        <Text>
          <Trans id="standingOrders.confirmIntro">Check the order and its first payment dates, then confirm.</Trans>
        </Text>
        <DetailList testId="order-summary">
          <DetailRow label={<Trans id="standingOrders.nickname">Name</Trans>}>{request.nickname}</DetailRow>
          <DetailRow label={<Trans id="standingOrders.kindLabel">Kind</Trans>}>
            {i18n._(ORDER_KIND_LABEL[request.kind])}
          </DetailRow>
          <DetailRow label={<Trans id="standingOrders.source">From account</Trans>}>
            {source ? `${source.name} (${source.accountNumber})` : request.sourceAccountNumber}
          </DetailRow>
          <DetailRow label={<Trans id="standingOrders.target">To</Trans>}>{target}</DetailRow>
          <DetailRow label={<Trans id="standingOrders.amount">Amount</Trans>}>
            {amount ? (
              <Money amount={amount} currency={source?.currency ?? 'TRY'} />
            ) : (
              <Trans id="standingOrders.wholeBill">The whole bill</Trans>
            )}
          </DetailRow>
          <DetailRow
            label={<Trans id="standingOrders.upcoming">Next payment dates</Trans>}
            testId="order-preview-dates"
          >
            {dates.map((d) => formatDate(d, language)).join(' · ')}
          </DetailRow>
        </DetailList>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <FormActions
            submitLabel={<Trans id="standingOrders.confirm">Confirm the order</Trans>}
            submitTestId="order-confirm-button"
            busy={action.busy}
            needsOnline
            secondary={
              <Button variant="outline" onClick={onEdit} data-testid="order-edit-back">
                <Trans id="standingOrders.editForm">Edit</Trans>
              </Button>
            }
          />
        </form>
      </Stack>
      <ActionFlowDialogs state={action.dialogs} />
    </PageFrame>
  );
}
