import { Button, HStack, Switch } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { accountsQueryOptions } from '../../api/accounts';
import { ListScreen } from '../../components/list-screen';
import { AccountRow } from './account-row';
import { OtherBankAccountsGroup } from './other-bank-accounts-group';

/** /dashboard/my-accounts: the account list (each row links to its detail), closed accounts on request, "open an account". */
export function MyAccountsScreen() {
  const [includeClosed, setIncludeClosed] = useState(false);
  return (
    <ListScreen
      segment="my-accounts"
      testId="my-accounts-screen"
      prefix="accounts"
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
      query={useQuery(accountsQueryOptions(includeClosed))}
      items={(data) => data.accounts}
      empty={<Trans id="accounts.empty">You have no accounts to show.</Trans>}
      row={(account) => <AccountRow key={account.accountNumber} account={account} />}
      after={<OtherBankAccountsGroup />}
    />
  );
}
