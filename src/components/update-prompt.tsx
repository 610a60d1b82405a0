import { Button, Flex, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { applyUpdate, useUpdatePrompt } from '../lib/app-update';

/** "New version available — Reload": the person decides; never a silent reload. */
export function UpdatePrompt() {
  const ready = useUpdatePrompt();
  if (!ready) return null;
  return (
    <Flex
      role="status"
      bg="brand.subtle"
      paddingX="4"
      paddingY="2"
      gap="4"
      align="center"
      justify="center"
      data-testid="update-prompt"
    >
      <Text>
        <Trans id="update.ready">New version available</Trans>
      </Text>
      <Button size="sm" onClick={() => void applyUpdate()} data-testid="update-reload">
        <Trans id="update.reload">Reload</Trans>
      </Button>
    </Flex>
  );
}
