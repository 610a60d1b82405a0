import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAuthState } from '../../lib/auth-store';
import { sanitizeLocalizedHtml } from '../../lib/localized-html';
import { useAppContext } from '../../lib/router-context';
import { LastLoginInfo } from './last-login-info';

/** /dashboard: a greeting and the way to the accounts. */
export function HomeScreen() {
  const { auth } = useAppContext();
  const { customerName } = useAuthState(auth);
  const { t } = useLingui();
  // The bank may send this text with HTML (GetLocalizationData); only b, i, strong, em, a, br survive.
  const accountsBody = sanitizeLocalizedHtml(
    t({ id: 'home.accounts.body', message: 'Your current, participation and gold accounts with their balances.' }),
  );
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" data-testid="greeting">
        <Trans id="home.greeting">Welcome, {customerName}</Trans>
      </Heading>
      <LastLoginInfo />
      <Card.Root maxWidth="md">
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
  );
}
