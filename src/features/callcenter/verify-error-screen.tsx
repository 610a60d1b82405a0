import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { MessageDialog } from '../../components/message-dialog';

/**
 * /verify-error: where the CallCenter entry sends an agent whose link had no token (spec section 4):
 * the "Hata" dialog says the agent token was not found; the page behind it says how to start again.
 */
export function VerifyErrorScreen() {
  const [open, setOpen] = useState(true);
  return (
    <Center minHeight="100dvh" padding="6">
      <Stack as="main" gap="3" maxWidth="lg" textAlign="center">
        <Heading as="h1" size="xl">
          <Trans id="cc.verifyError.title">The call could not be opened</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans id="cc.verifyError.body">
            Open the CallCenter again from the call's link in the telephony system.
          </Trans>
        </Text>
      </Stack>
      <MessageDialog
        open={open}
        title={<Trans id="cc.verify.errorTitle">Error</Trans>}
        body={<Trans id="cc.verify.tokenMissing">The agent token was not found.</Trans>}
        onClose={() => setOpen(false)}
      />
    </Center>
  );
}
