import { Heading, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { agentQueryOptions } from '../../api/callcenter';

/** /dashboard in CallCenter mode: who is working. The customer panel is a later issue. */
export function AgentHomeScreen() {
  const agent = useQuery(agentQueryOptions());
  const name = agent.data?.name ?? '';
  return (
    <>
      <Heading as="h1" size="2xl" data-testid="agent-greeting">
        <Trans id="cc.home.greeting">Welcome, {name}</Trans>
      </Heading>
      <Text color="fg.muted" marginTop="2">
        <Trans id="cc.home.body">Your agent session is verified.</Trans>
      </Text>
    </>
  );
}
