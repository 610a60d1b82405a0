import { Button, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { accountsQueryOptions } from '../../../api/accounts';
import { FormField } from '../../../components/form-field';
import { ContinueFormScreen } from '../../../components/continue-form-screen';
import { AccountSelect } from '../../../components/inputs/account-select';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { SegmentTitle } from '../../../components/segment-title';
import type { Account } from '../../../contract/accounts';
import { IssueKey } from '../../../contract/message-codes';
import { CARD_PATHS } from '../card-paths';
import { DEBIT_APPLICATION_ORIGIN, debitApplicationDecision } from './application-decisions';
import { addressIssue, DeliveryAddressField } from '../delivery-address-field';
import { issuesOf } from './application-fields';

type Values = {
  accountNumber: string;
  deliveryAddress: string;
};

/**
 * /dashboard/card-application/debit-card-application: the TRY current account the card spends from
 * and where to deliver it. Continue goes to the approve step.
 */
export function DebitApplicationScreen() {
  const navigate = useNavigate();
  const accounts = useQuery(accountsQueryOptions(false));
  const title = <SegmentTitle segment="debit-card-application" />;
  const onBack = () => void navigate({ to: CARD_PATHS.myCards });
  if (accounts.data) {
    const usable = accounts.data.accounts.filter((a) => !a.isClosed && a.currency === 'TRY' && a.kind === 'Current');
    if (usable.length > 0) return <DebitForm title={title} onBack={onBack} accounts={usable} />;
    return (
      <PageFrame title={title} onBack={onBack} testId="debit-application">
        <Text data-testid="debit-application-no-account">
          <Trans id="cardApps.debit.noAccount">A debit card needs a TRY current account. Open one first.</Trans>
        </Text>
        <Button asChild marginTop="4" alignSelf="flex-start">
          <Link to="/dashboard/create-account">
            <Trans id="cardApps.debit.openAccount">Open an account</Trans>
          </Link>
        </Button>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} onBack={onBack} testId="debit-application">
      <QueryState query={accounts} testId="debit-application-accounts">
        {() => null}
      </QueryState>
    </PageFrame>
  );
}

function DebitForm({ title, onBack, accounts }: { title: ReactNode; onBack: () => void; accounts: Account[] }) {
  const navigate = useNavigate();
  const pending = debitApplicationDecision.pending();
  const kept = pending?.origin === DEBIT_APPLICATION_ORIGIN ? pending.request : undefined;
  const [form] = useForm<Values>({
    initialValues: {
      accountNumber: kept?.accountNumber ?? accounts[0]!.accountNumber,
      deliveryAddress: kept?.deliveryAddress ?? '',
    },
    validate: (values) =>
      issuesOf({
        accountNumber: accounts.some((a) => a.accountNumber === values.accountNumber) ? undefined : IssueKey.Required,
        deliveryAddress: addressIssue(values.deliveryAddress ?? ''),
      }),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const submit = (values: Values) => {
    const account = accounts.find((a) => a.accountNumber === values.accountNumber)!;
    debitApplicationDecision.propose(
      DEBIT_APPLICATION_ORIGIN,
      { accountNumber: account.accountNumber, deliveryAddress: values.deliveryAddress.trim() },
      { accountName: `${account.name} (${account.accountNumber})` },
    );
    void navigate({ to: '/dashboard/card-application/debit-card-application/approve' });
  };
  return (
    <ContinueFormScreen
      of={form}
      onSubmit={submit}
      title={title}
      onBack={onBack}
      testId="debit-application"
      aside={
        <Text color="fg.muted" data-testid="debit-application-intro">
          <Trans id="cardApps.debit.intro">
            A debit card spends from the account you choose. It arrives closed to online shopping; you can open it on
            the card's page once it is delivered.
          </Trans>
        </Text>
      }
    >
      <FormField of={form} name="accountNumber" fallback="" required>
        {(input) => (
          <AccountSelect
            {...input}
            accounts={accounts}
            name="accountNumber"
            label={<Trans id="cardApps.debit.account">Account the card spends from</Trans>}
            testId="debit-application-account"
          />
        )}
      </FormField>
      <DeliveryAddressField of={form} testId="debit-application-address" />
    </ContinueFormScreen>
  );
}
