import { Flex, Spinner, Stack, Switch } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { accountDetailQueryOptions } from '../../api/account-management';
import { accountsQueryOptions } from '../../api/accounts';
import { FormMessage } from '../../components/form-message';
import { ListScreen } from '../../components/list-screen';
import { PageFrame } from '../../components/page-frame';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { AccountHistory } from './account-history';
import { AccountRow } from './account-row';
import { AccountSummary } from './account-summary';

const NOT_FOUND = msg({ id: 'accountDetail.notFound', message: 'The account was not found.' });

/**
 * CallCenter /dashboard/my-accounts: the verified caller's accounts (the customer's own rows, each a
 * link to its detail), closed ones on request. An agent reads them; opening, naming and closing stay
 * the customer's.
 */
export function AgentAccountsScreen() {
  const [includeClosed, setIncludeClosed] = useState(false);
  return (
    <ListScreen
      segment="my-accounts"
      title={<Trans id="cc.accounts.title">Customer's accounts</Trans>}
      testId="cc-accounts"
      prefix="accounts"
      titleEnd={
        <Switch.Root
          checked={includeClosed}
          onCheckedChange={(details) => setIncludeClosed(details.checked)}
          data-testid="show-closed"
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>
            <Trans id="accounts.showClosed">Show closed accounts</Trans>
          </Switch.Label>
        </Switch.Root>
      }
      query={useQuery(accountsQueryOptions(includeClosed))}
      items={(data) => data.accounts}
      empty={<Trans id="cc.accounts.empty">The customer has no accounts to show.</Trans>}
      row={(account) => <AccountRow key={account.accountNumber} account={account} />}
    />
  );
}

/** CallCenter /dashboard/my-accounts/detail?accountNumber=: the account's balances and IBAN, and its filtered history. */
export function AgentAccountDetailScreen({ accountNumber }: { accountNumber: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const detail = useQuery({ ...accountDetailQueryOptions(accountNumber), enabled: accountNumber !== '' });
  return (
    <PageFrame
      title={detail.data?.name ?? <Trans id="accountDetail.title">Account detail</Trans>}
      onBack={() => void navigate({ to: '/dashboard/my-accounts' })}
      testId="cc-account-detail"
    >
      {accountNumber === '' || detail.isError ? (
        <FormMessage testId="account-detail-error">
          {errorText(detail.error) ?? i18n._(accountNumber === '' ? NOT_FOUND : GENERIC_ERROR)}
        </FormMessage>
      ) : detail.isPending ? (
        <Flex justify="center" padding="8">
          <Spinner size="lg" color="brand.solid" />
        </Flex>
      ) : (
        <Stack gap="8">
          <AccountSummary detail={detail.data} />
          <AccountHistory accountNumber={accountNumber} currency={detail.data.currency} />
        </Stack>
      )}
    </PageFrame>
  );
}
