import { Button, Card, Grid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountsQueryOptions } from '../../api/accounts';
import { Deferred } from '../../components/deferred';
import { PageFrame } from '../../components/page-frame';
import { useAuthState } from '../../lib/auth-store';
import { sanitizeLocalizedHtml } from '../../lib/localized-html';
import { useAppContext } from '../../lib/router-context';
import { LastLoginInfo } from './last-login-info';
import { LastTransactionsCard } from './last-transactions-card';
import { NetWorthWidget } from './net-worth-widget';
import { ShortcutsCard } from './shortcuts-card';
import { SpecialDayBanner } from './special-day-banner';

// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS grid values
const COLUMNS = { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' };

/** /dashboard: greeting, special day, net worth, shortcuts, the main account's latest transactions. */
export function HomeScreen() {
  const { auth } = useAppContext();
  const { customerName } = useAuthState(auth);
  const { t } = useLingui();
  const accounts = useQuery(accountsQueryOptions(false));
  const main = accounts.data?.accounts.find((a) => a.currency === 'TRY' && a.kind === 'Current');
  // The bank may send this text with HTML (GetLocalizationData); only b, i, strong, em, a, br survive.
  const accountsBody = sanitizeLocalizedHtml(
    t({ id: 'home.accounts.body', message: 'Your current, participation and gold accounts with their balances.' }),
  );
  return (
    <PageFrame
      testId="home-screen"
      title={
        <span data-testid="greeting">
          <Trans id="home.greeting">Welcome, {customerName}</Trans>
        </span>
      }
    >
      <Stack gap="6">
        <SpecialDayBanner />
        <LastLoginInfo />
        <Grid templateColumns={COLUMNS} gap="4" alignItems="start">
          <NetWorthWidget />
          {/* Below the net worth on a phone: rendered once the browser is idle (issue 12). */}
          <Deferred>
            <Stack gap="4">
              <ShortcutsCard />
              <Card.Root size="sm">
                <Card.Header>
                  <Card.Title>
                    <Trans id="home.accounts.title">My accounts</Trans>
                  </Card.Title>
                </Card.Header>
                <Card.Body>
                  <Text color="fg.muted" dangerouslySetInnerHTML={{ __html: accountsBody }} />
                </Card.Body>
                <Card.Footer>
                  <Button asChild>
                    <Link to="/dashboard/my-accounts" data-testid="home-accounts-link">
                      <Trans id="home.accounts.link">Show my accounts</Trans>
                    </Link>
                  </Button>
                </Card.Footer>
              </Card.Root>
            </Stack>
            {main ? <LastTransactionsCard account={main} /> : null}
          </Deferred>
        </Grid>
      </Stack>
    </PageFrame>
  );
}
