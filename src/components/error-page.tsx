import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { HOME_HREF } from '../lib/brand';
import { isChunkLoadError, recoverFromChunkError } from '../lib/chunk-error';

/** A route error (spec section 2): "Uygulama Hatası!" / "Application Error!" with a way home. */
export function ErrorPage({ error }: { error?: unknown }) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) void recoverFromChunkError();
  }, [chunk]);
  return (
    <Center minHeight="100dvh" padding="6">
      <Stack gap="4" textAlign="center" maxWidth="md" role="alert">
        <Heading as="h1" size="2xl" color="danger">
          <Trans id="error.page.title">Application Error!</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans id="error.page.body">Something went wrong. The operation could not be completed.</Trans>
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
