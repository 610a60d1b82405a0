import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/use-online';

type Status = 'disconnected' | 'connecting' | 'connected';

/**
 * /dashboard/signalr-test (development builds only): a simulated real-time connection. It opens no
 * socket: it walks disconnected → connecting → connected, drops to disconnected when the browser
 * goes offline, and counts simulated heartbeat messages while connected.
 */
export function SignalrTestScreen() {
  const online = useOnline();
  const [wanted, setWanted] = useState(false);
  const [connected, setConnected] = useState(false);
  const [beats, setBeats] = useState(0);
  const active = wanted && online;
  const status: Status = !active ? 'disconnected' : connected ? 'connected' : 'connecting';

  useEffect(() => {
    if (!active) return;
    const connect = setTimeout(() => setConnected(true), 800);
    const beat = setInterval(() => setBeats((n) => n + 1), 2000);
    return () => {
      clearTimeout(connect);
      clearInterval(beat);
      setConnected(false);
    };
  }, [active]);

  return (
    <Stack gap="4" maxW="md" data-testid="signalr-test-page">
      <Heading size="lg">
        <Trans id="dev.signalrTest">Connection status test</Trans>
      </Heading>
      <HStack>
        <Badge
          colorPalette={status === 'connected' ? 'green' : status === 'connecting' ? 'orange' : 'red'}
          data-testid="signalr-status"
        >
          {status}
        </Badge>
        <Text>
          <Trans id="dev.heartbeats">Heartbeats: {beats}</Trans>
        </Text>
      </HStack>
      <Button onClick={() => setWanted((w) => !w)} alignSelf="start">
        {wanted ? <Trans id="dev.disconnect">Disconnect</Trans> : <Trans id="dev.connect">Connect</Trans>}
      </Button>
    </Stack>
  );
}
