import { Alert, Box, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getValue, useForm, validate as validateForm, type FormErrors } from '@modular-forms/react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { accountsQueryOptions } from '../../api/accounts';
import { billInstitutionsQueryOptions, openBillsQueryOptions } from '../../api/bills';
import { FormField } from '../../components/form-field';
import { FormScreen } from '../../components/form-screen';
import { AccountSelect } from '../../components/inputs/account-select';
import { SelectInput } from '../../components/inputs/select-input';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { TextInput } from '../../components/text-input';
import type { Account } from '../../contract/accounts';
import { fitsSubscriberRule, type BillCategorySearch, type Biller, type OpenBills } from '../../contract/bills';
import { formatDate, formatMonth } from '../../contract/date-text';
import { IssueKey, MessageCode } from '../../contract/message-codes';
import { formatAmount, parseAmount } from '../../contract/money';
import type { BillCategory } from '../../contract/payments';
import { issueMessage } from '../../lib/issue-messages';
import { useLanguage } from '../../lib/use-language';
import { billDecision } from './bill-decision';
import { CategoryIcon } from './category-icon';

type BillFormValues = {
  billerCode: string;
  subscriberNo: string;
  sourceAccountNumber: string;
};

type Asked = { billerCode: string; subscriberNo: string };

/**
 * /dashboard/bill-payment/category?category=X: the category's institutions, the subscriber number
 * (checked with the institution's rule here as the bank will), "Query bills", then the open bills
 * to tick and the TRY account to pay from; Continue goes to the summary (the code follows there).
 * `biller` and `subscriber` in the search prefill the form and query at once.
 */
export function BillCategoryScreen({ search }: { search: BillCategorySearch }) {
  if (!search.category) return <Navigate to="/dashboard/bill-payment" replace />;
  return <CategoryBody category={search.category} search={search} />;
}

function CategoryBody({ category, search }: { category: BillCategory; search: BillCategorySearch }) {
  const navigate = useNavigate();
  const institutions = useQuery(billInstitutionsQueryOptions(category));
  const accounts = useQuery(accountsQueryOptions(false));
  const title = <SegmentTitle segment="category" />;
  const onBack = () => void navigate({ to: '/dashboard/bill-payment' });
  if (institutions.data && accounts.data)
    return (
      <BillForm
        key={category}
        category={category}
        categoryName={institutions.data.categoryName}
        institutions={institutions.data.institutions}
        accounts={accounts.data.accounts.filter((a) => !a.isClosed && a.currency === 'TRY' && a.kind === 'Current')}
        search={search}
        title={title}
        onBack={onBack}
      />
    );
  return (
    <PageFrame title={title} onBack={onBack} testId="bill-category">
      {institutions.isSuccess ? (
        <QueryState query={accounts} testId="bill-accounts">
          {() => null}
        </QueryState>
      ) : (
        <QueryState query={institutions} testId="bill-institutions">
          {() => null}
        </QueryState>
      )}
    </PageFrame>
  );
}

interface BillFormProps {
  category: BillCategory;
  categoryName: string;
  institutions: Biller[];
  accounts: Account[];
  search: BillCategorySearch;
  title: ReactNode;
  onBack: () => void;
}

const fits = (biller: Biller | undefined, subscriberNo: string) =>
  biller !== undefined &&
  fitsSubscriberRule(subscriberNo, {
    subscriberPattern: biller.subscriberPattern,
    subscriberCheck: biller.subscriberCheck,
  });

function BillForm({ category, categoryName, institutions, accounts, search, title, onBack }: BillFormProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const prefilled = institutions.find((b) => b.code === search.biller);
  const startBiller = prefilled ?? institutions[0];
  const startSubscriber = prefilled ? (search.subscriber ?? '') : '';
  const [billerCode, setBillerCode] = useState(startBiller?.code ?? '');
  const biller = institutions.find((b) => b.code === billerCode);
  // The form's checks read the chosen institution and whether bills are on the page.
  const checks = useRef({ biller, paying: false });
  const [asked, setAsked] = useState<Asked | undefined>(
    startBiller && startSubscriber && fits(startBiller, startSubscriber)
      ? { billerCode: startBiller.code, subscriberNo: startSubscriber }
      : undefined,
  );
  const open = useQuery({ ...openBillsQueryOptions(asked ?? { billerCode: '', subscriberNo: '' }), enabled: !!asked });
  const bills = asked && open.data ? open.data : undefined;
  const paying = !!bills && bills.bills.length > 0;
  useEffect(() => {
    checks.current = { biller, paying };
  }, [biller, paying]);
  // Every open bill is ticked when the answer arrives; the customer unticks what waits.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [noneChosen, setNoneChosen] = useState(false);
  const chosen = new Set(bills?.bills.filter((b) => !unticked.has(b.id)).map((b) => b.id) ?? []);
  const ask = (next: Asked | undefined) => {
    setAsked(next);
    setUnticked(new Set());
    setNoneChosen(false);
  };

  const [form] = useForm<BillFormValues>({
    initialValues: {
      billerCode: startBiller?.code ?? '',
      subscriberNo: startSubscriber,
      sourceAccountNumber: accounts[0]?.accountNumber ?? '',
    },
    validate: (values) => {
      const errors: FormErrors<BillFormValues> = {};
      const { biller: current, paying: withBills } = checks.current;
      if (!values.billerCode) errors.billerCode = IssueKey.Required;
      const subscriber = values.subscriberNo?.trim() ?? '';
      if (!subscriber) errors.subscriberNo = IssueKey.Required;
      else if (!fits(current, subscriber)) errors.subscriberNo = MessageCode.BillSubscriberInvalid;
      if (withBills && !values.sourceAccountNumber) errors.sourceAccountNumber = IssueKey.Required;
      return errors;
    },
    validateOn: 'blur',
    revalidateOn: 'change',
  });

  const forget = () => ask(undefined);
  const chooseBiller = (code: string) => {
    setBillerCode(code);
    checks.current = { biller: institutions.find((b) => b.code === code), paying: false };
    forget();
    if (getValue(form, 'subscriberNo')) void validateForm(form, 'subscriberNo');
  };

  const total = bills
    ? formatAmount(
        bills.bills.filter((b) => chosen.has(b.id)).reduce((sum, b) => sum + (parseAmount(b.amount, 'TRY') ?? 0n), 0n),
        'TRY',
      )
    : '0.00';

  const submit = (values: BillFormValues) => {
    const subscriberNo = values.subscriberNo.trim();
    if (!paying || !bills || bills.subscriberNo !== subscriberNo || bills.billerCode !== values.billerCode) {
      ask({ billerCode: values.billerCode, subscriberNo });
      if (asked?.billerCode === values.billerCode && asked.subscriberNo === subscriberNo) void open.refetch();
      return;
    }
    const picked = bills.bills.filter((b) => chosen.has(b.id));
    if (picked.length === 0) {
      setNoneChosen(true);
      return;
    }
    const account = accounts.find((a) => a.accountNumber === values.sourceAccountNumber);
    if (!account || !biller) return;
    billDecision.propose(
      `category?category=${category}`,
      {
        sourceAccountNumber: account.accountNumber,
        billerCode: biller.code,
        subscriberNo,
        billIds: picked.map((b) => b.id),
      },
      {
        category,
        billerName: bills.billerName,
        subscriberLabel: biller.subscriberLabel,
        maskedSubscriberName: bills.maskedSubscriberName,
        bills: picked,
        total,
        source: {
          accountNumber: account.accountNumber,
          name: account.name,
          availableBalance: account.availableBalance,
        },
      },
    );
    void navigate({
      to: '/dashboard/bill-payment/summary',
      search: { category, biller: biller.code, subscriber: subscriberNo },
    });
  };

  const institutionOptions = institutions.map((b) => ({ value: b.code, label: b.name }));
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={title}
      onBack={onBack}
      testId="bill-category"
      formTestId="bill-form"
      submitLabel={
        paying ? <Trans id="bills.form.continue">Continue</Trans> : <Trans id="bills.form.query">Query bills</Trans>
      }
      submitTestId={paying ? 'bill-continue' : 'bill-query'}
      needsOnline={paying}
      aside={
        <Flex align="center" gap="3">
          <CategoryIcon category={category} />
          <Text fontWeight="semibold" fontSize="lg" data-testid="bill-category-name">
            {categoryName}
          </Text>
        </Flex>
      }
    >
      <FormField of={form} name="billerCode" fallback="" required>
        {(input) => (
          <SelectInput
            {...input}
            onChange={(code) => {
              input.onChange(code);
              chooseBiller(code);
            }}
            label={<Trans id="bills.form.institution">Institution</Trans>}
            options={institutionOptions}
            name="billerCode"
            testId="bill-biller"
          />
        )}
      </FormField>
      <FormField of={form} name="subscriberNo" fallback="" required>
        {(input) => (
          <TextInput
            {...input}
            onChange={(value) => {
              input.onChange(value.replace(/\D/g, ''));
              if (asked) forget();
            }}
            label={biller?.subscriberLabel ?? <Trans id="bills.details.subscriber">Subscriber number</Trans>}
            helper={biller?.subscriberHint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            testId="bill-subscriber"
          />
        )}
      </FormField>
      {asked ? (
        <QueryState query={open} testId="bill-open">
          {(data) =>
            data.bills.length === 0 ? (
              <NothingToPay billerName={data.billerName} subscriberNo={data.subscriberNo} />
            ) : (
              <OpenBillList
                data={data}
                chosen={chosen}
                total={total}
                error={noneChosen ? i18n._(issueMessage(MessageCode.BillNoneChosen)) : undefined}
                onToggle={(id, on) => {
                  setUnticked((was) => {
                    const next = new Set(was);
                    if (on) next.delete(id);
                    else next.add(id);
                    return next;
                  });
                  if (on) setNoneChosen(false);
                }}
              />
            )
          }
        </QueryState>
      ) : null}
      {paying ? (
        <FormField of={form} name="sourceAccountNumber" fallback="" required>
          {(input) => <AccountSelect {...input} accounts={accounts} testId="bill-source" />}
        </FormField>
      ) : null}
    </FormScreen>
  );
}

interface OpenBillListProps {
  data: OpenBills;
  chosen: Set<string>;
  total: string;
  error?: string;
  onToggle: (id: string, on: boolean) => void;
}

/** The subscriber's open bills, each with its checkbox (period, due date, amount), and the total of those ticked. */
/** The empty state: a valid subscriber with no unpaid bill. */
function NothingToPay({ billerName, subscriberNo }: { billerName: string; subscriberNo: string }) {
  return (
    <Alert.Root status="info" data-testid="bill-nothing">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans id="bills.nothing.title">Nothing to pay</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans id="bills.nothing.body">
            {billerName} has no unpaid bill for subscriber {subscriberNo}.
          </Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function OpenBillList({ data, chosen, total, error, onToggle }: OpenBillListProps) {
  const language = useLanguage();
  const holder = data.maskedSubscriberName;
  return (
    <Box as="fieldset" data-testid="bill-list" aria-invalid={error ? true : undefined}>
      <Box as="legend" fontWeight="semibold">
        <Trans id="bills.list.legend">Unpaid bills of {holder}</Trans>
      </Box>
      <Stack gap="2" marginTop="2">
        {data.bills.map((b) => {
          const due = formatDate(b.dueDate, language);
          return (
            <Box key={b.id} borderWidth="1px" borderRadius="l2" padding="3">
              <Checkbox.Root
                checked={chosen.has(b.id)}
                onCheckedChange={(details) => onToggle(b.id, details.checked === true)}
                data-testid={`bill-item-${b.period}`}
                width="full"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label flex="1">
                  <Flex justify="space-between" gap="3" wrap="wrap">
                    <Box>
                      <Text fontWeight="medium">{formatMonth(b.period, language)}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        <Trans id="bills.list.due">Due {due}</Trans>
                      </Text>
                    </Box>
                    <Money amount={b.amount} />
                  </Flex>
                </Checkbox.Label>
              </Checkbox.Root>
            </Box>
          );
        })}
      </Stack>
      <Flex justify="space-between" marginTop="2" fontWeight="semibold">
        <Text>
          <Trans id="bills.list.total">Total to pay</Trans>
        </Text>
        <Money amount={total} testId="bill-total" />
      </Flex>
      {error ? (
        <Text role="alert" color="fg.error" fontSize="sm" marginTop="1" data-testid="bill-none-chosen">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
