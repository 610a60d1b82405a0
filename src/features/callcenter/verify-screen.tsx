import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { VerifySearch } from '../../contract/callcenter-entry';
import { agentQueryOptions } from '../../api/callcenter';
import { MessageDialog } from '../../components/message-dialog';
import { useAppContext } from '../../lib/router-context';
import { endSession } from '../../lib/session-end';
import { askWorker, postToWorker } from '../../lib/sw-bridge';

type Phase = 'checking' | 'missing' | 'failed';

/**
 * /verify?token=...: the CallCenter entry (spec section 4). The token goes to the
 * service worker (page code never keeps it); the agent call proves it.
 */
export function VerifyScreen({ search }: { search: VerifySearch }) {
  const { queryClient } = useAppContext();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>(search.token ? 'checking' : 'missing');
  const token = search.token;

  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      if (!token) {
        await endSession();
        if (!cancelled) setPhase('missing');
        return;
      }
      setPhase('checking');
      queryClient.removeQueries(agentQueryOptions());
      await postToWorker({ type: 'set-agent-token', token });
      await askWorker({ type: 'session-status' });
      try {
        await queryClient.fetchQuery(agentQueryOptions());
        if (!cancelled) await navigate({ to: '/dashboard', replace: true });
      } catch {
        if (!cancelled) setPhase('failed');
      }
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [token, queryClient, navigate]);

  return (
    <Center minHeight="100dvh" padding="6">
      {phase === 'checking' ? (
        <Stack align="center" gap="3" aria-live="polite">
          <Spinner size="lg" color="brand.solid" />
          <Text>
            <Trans id="cc.verify.checking">Checking the agent token…</Trans>
          </Text>
        </Stack>
      ) : null}
      <MessageDialog
        open={phase !== 'checking'}
        title={<Trans id="cc.verify.errorTitle">Error</Trans>}
        body={
          phase === 'missing' ? (
            <Trans id="cc.verify.tokenMissing">The agent token was not found.</Trans>
          ) : (
            <Trans id="cc.verify.tokenInvalid">The agent token could not be verified.</Trans>
          )
        }
        onClose={() => undefined}
      />
    </Center>
  );
}
