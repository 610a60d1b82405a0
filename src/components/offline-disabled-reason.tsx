import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useOnline } from '../lib/use-online';

/**
 * Beside a button that moves money: says why it is disabled while offline. Use with
 * `disabled={!useOnline()}` on the button itself.
 */
export function OfflineDisabledReason() {
  const online = useOnline();
  if (online) return null;
  return (
    <Text color="fg.muted" fontSize="sm" data-testid="offline-disabled-reason">
      <Trans id="offline.disabledReason">This action needs an internet connection.</Trans>
    </Text>
  );
}
