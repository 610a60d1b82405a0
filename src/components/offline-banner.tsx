import { Box, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useOnline } from '../lib/use-online';

/** Shows while the device is offline (spec section 4); the screens below show their cached data. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box role="status" bg="orange.solid" color="orange.contrast" paddingX="4" paddingY="2" data-testid="offline-banner">
      <Text textAlign="center" fontWeight="medium">
        <Trans id="offline.banner">No internet connection. Please check your connection.</Trans>
      </Text>
    </Box>
  );
}
