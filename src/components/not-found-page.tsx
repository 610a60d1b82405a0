import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { FullPageMessage } from './full-page-message';

const TITLE = <Trans id="notFound.title">Page not found</Trans>;
const BODY = <Trans id="notFound.body">The page you are looking for does not exist or has moved.</Trans>;

/**
 * Unknown paths (spec section 2). `framed`: inside the dashboard frame of a signed-in customer,
 * who keeps the menu and the header; otherwise a page of its own.
 */
export function NotFoundPage({ framed = false }: { framed?: boolean }) {
  if (!framed) return <FullPageMessage title={TITLE} body={BODY} />;
  return (
    <Stack gap="4" align="flex-start" paddingY="6" data-testid="not-found">
      <Heading as="h1" size="2xl">
        {TITLE}
      </Heading>
      <Text color="fg.muted">{BODY}</Text>
      <Button asChild>
        <Link to="/dashboard" activeOptions={{ exact: true }}>
          <Trans id="common.returnHome">Return to home</Trans>
        </Link>
      </Button>
    </Stack>
  );
}
