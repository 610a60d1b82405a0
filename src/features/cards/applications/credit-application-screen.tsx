import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cardApplicationsQueryOptions } from '../../../api/card-applications';
import { FormField } from '../../../components/form-field';
import { FormMessage } from '../../../components/form-message';
import { ContinueFormScreen } from '../../../components/continue-form-screen';
import { AmountInput } from '../../../components/inputs/amount-input';
import { SelectInput } from '../../../components/inputs/select-input';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { SegmentTitle } from '../../../components/segment-title';
import { OCCUPATIONS, type CreditRules, type Occupation } from '../../../contract/card-applications';
import { formatMoneyText } from '../../../contract/money-text';
import { IssueKey } from '../../../contract/message-codes';
import { useLanguage } from '../../../lib/use-language';
import { CARD_PATHS } from '../card-paths';
import {
  CREDIT_APPLICATION_ORIGIN,
  MIN_REQUESTED_LIMIT,
  amountIssue,
  creditApplicationDecision,
} from './application-decisions';
import { addressIssue, DeliveryAddressField } from '../delivery-address-field';
import { issuesOf } from './application-fields';
import { OCCUPATION_LABEL } from './application-labels';

type Values = {
  monthlyIncome: string;
  occupation: string;
  requestedLimit: string;
  deliveryAddress: string;
};

/**
 * /dashboard/card-application/credit-card-application: income, occupation, the limit asked and where
 * to deliver the card; the income rule the bank decides by is stated above the form. Continue goes to
 * the approve step.
 */
export function CreditApplicationScreen() {
  const navigate = useNavigate();
  const applications = useQuery(cardApplicationsQueryOptions());
  const title = <SegmentTitle segment="credit-card-application" />;
  const onBack = () => void navigate({ to: CARD_PATHS.creditCards });
  if (applications.data) return <CreditForm title={title} onBack={onBack} rules={applications.data.creditRules} />;
  return (
    <PageFrame title={title} onBack={onBack} testId="credit-application">
      <QueryState query={applications} testId="credit-application-rules">
        {() => null}
      </QueryState>
    </PageFrame>
  );
}

function CreditForm({ title, onBack, rules }: { title: ReactNode; onBack: () => void; rules: CreditRules }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const pending = creditApplicationDecision.pending();
  const kept = pending?.origin === CREDIT_APPLICATION_ORIGIN ? pending.request : undefined;
  const [form] = useForm<Values>({
    initialValues: {
      monthlyIncome: kept?.monthlyIncome ?? '',
      occupation: kept?.occupation ?? '',
      requestedLimit: kept?.requestedLimit ?? '',
      deliveryAddress: kept?.deliveryAddress ?? '',
    },
    validate: (values) =>
      issuesOf({
        monthlyIncome: amountIssue(values.monthlyIncome ?? ''),
        occupation: OCCUPATIONS.includes(values.occupation as Occupation) ? undefined : IssueKey.Required,
        requestedLimit: amountIssue(values.requestedLimit ?? '', MIN_REQUESTED_LIMIT),
        deliveryAddress: addressIssue(values.deliveryAddress ?? ''),
      }),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const minimum = formatMoneyText(rules.minimumMonthlyIncome, 'TRY', language, { fixed: true });
  const multiple = rules.incomeLimitMultiple;
  const submit = (values: Values) => {
    creditApplicationDecision.propose(
      CREDIT_APPLICATION_ORIGIN,
      {
        monthlyIncome: values.monthlyIncome,
        occupation: values.occupation as Occupation,
        requestedLimit: values.requestedLimit,
        deliveryAddress: values.deliveryAddress.trim(),
      },
      {},
    );
    void navigate({ to: '/dashboard/card-application/credit-card-application/approve' });
  };
  return (
    <ContinueFormScreen
      of={form}
      onSubmit={submit}
      title={title}
      onBack={onBack}
      testId="credit-application"
      aside={
        <>
          <Text data-testid="credit-application-rule">
            <Trans id="cardApps.credit.rule">
              We evaluate your application by your declared monthly income. Below {minimum} a month we cannot give a
              credit card. The limit we give is at most {multiple} times your monthly income (the BDDK rule for a first
              card), rounded down to 500 TL, and never more than you ask for. This is a participation card: an unpaid
              balance has a profit share and a late payment a late charge.
            </Trans>
          </Text>
          {rules.openCreditApplication ? (
            <FormMessage status="warning" testId="credit-application-open">
              <Trans id="cardApps.credit.open">
                You already have a credit card application in progress. You can apply again once it is finished.
              </Trans>
            </FormMessage>
          ) : null}
        </>
      }
    >
      <FormField of={form} name="monthlyIncome" fallback="" required>
        {(input) => (
          <AmountInput
            {...input}
            label={<Trans id="cardApps.credit.income">Monthly net income</Trans>}
            testId="credit-application-income"
          />
        )}
      </FormField>
      <FormField of={form} name="occupation" fallback="" required>
        {(input) => (
          <SelectInput
            {...input}
            label={<Trans id="cardApps.credit.occupation">Occupation</Trans>}
            placeholder={t({ id: 'cardApps.credit.occupationPick', message: 'Choose your occupation' })}
            options={OCCUPATIONS.map((o) => ({ value: o, label: i18n._(OCCUPATION_LABEL[o]) }))}
            testId="credit-application-occupation"
          />
        )}
      </FormField>
      <FormField of={form} name="requestedLimit" fallback="" required>
        {(input) => (
          <AmountInput
            {...input}
            label={<Trans id="cardApps.credit.limit">Limit you ask for</Trans>}
            helper={t({ id: 'cardApps.credit.limitHelp', message: 'At least 500.00 TL.' })}
            testId="credit-application-limit"
          />
        )}
      </FormField>
      <DeliveryAddressField of={form} testId="credit-application-address" />
    </ContinueFormScreen>
  );
}
