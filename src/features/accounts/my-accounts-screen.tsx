import { Alert, Button, Flex, HStack, Spinner, Switch } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { accountsQueryOptions } from '../../api/accounts';
import { ItemList } from '../../components/item-list';
import { PageFrame } from '../../components/page-frame';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { AccountRow } from './account-row';

/** /dashboard/my-accounts: the account list (each row links to its detail), closed accounts on request, "open an account". */
export function MyAccountsScreen() {
  const { i18n } = useLingui();
  const [includeClosed, setIncludeClosed] = useState(false);
  const accounts = useQuery(accountsQueryOptions(includeClosed));

  return (
    <PageFrame
      testId="my-accounts-screen"
      title={<Trans id="accounts.title">My accounts</Trans>}
      titleEnd={
        <HStack gap="4" wrap="wrap">
          <Button asChild size="sm" data-testid="open-account">
            <Link to="/dashboard/create-account">
              <Trans id="accounts.open">Open an account</Trans>
            </Link>
          </Button>
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
        </HStack>
      }
    >
      {accounts.isPending ? (
        <Flex justify="center" padding="8" data-testid="accounts-loading">
          <Spinner size="lg" color="brand.solid" />
        </Flex>
      ) : accounts.isError ? (
        <Alert.Root status="error" data-testid="accounts-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{errorText(accounts.error) ?? i18n._(GENERIC_ERROR)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void accounts.refetch()}>
            <Trans id="common.retry">Try again</Trans>
          </Button>
        </Alert.Root>
      ) : (
        <ItemList
          items={accounts.data.accounts}
          empty={<Trans id="accounts.empty">You have no accounts to show.</Trans>}
          testId="account-list"
          emptyTestId="accounts-empty"
        >
          {(account) => <AccountRow key={account.accountNumber} account={account} />}
        </ItemList>
      )}
    </PageFrame>
  );
}
