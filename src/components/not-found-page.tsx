import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { HOME_HREF } from '../lib/brand';

/** Unknown paths (spec section 2). */
export function NotFoundPage() {
  return (
    <Center minHeight="100dvh" padding="6">
      <Stack gap="4" textAlign="center" maxWidth="md">
        <Heading as="h1" size="2xl">
          <Trans id="notFound.title">Page not found</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans id="notFound.body">The page you are looking for does not exist or has moved.</Trans>
        </Text>
        <Button asChild>
          <a href={HOME_HREF}>
            <Trans id="common.returnHome">Return to home</Trans>
          </a>
        </Button>
      </Stack>
    </Center>
  );
}
