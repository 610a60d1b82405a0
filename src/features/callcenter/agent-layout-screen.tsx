import { Box, Container, Flex, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { agentQueryOptions } from '../../api/callcenter';
import { LanguageSwitch } from '../../components/language-switch';
import { BRAND_NAME } from '../../lib/brand';

/** The CallCenter shell: the agent's name and the language; no logout in this mode (spec section 2). */
export function AgentLayoutScreen() {
  const agent = useQuery(agentQueryOptions());
  return (
    <Box minHeight="100dvh" bg="bg.subtle">
      <Box as="header" bg="brand.solid" color="brand.contrast" height={{ base: '64px', md: '72px' }}>
        <Container height="full">
          <Flex height="full" align="center" justify="space-between" gap="4">
            <Text fontWeight="bold" fontSize="lg">
              <Trans id="cc.header.title">{BRAND_NAME} Call Center</Trans>
            </Text>
            <Flex gap="4" align="center">
              <Text data-testid="agent-name">{agent.data?.name}</Text>
              <Box bg="bg" borderRadius="l2" padding="1">
                <LanguageSwitch />
              </Box>
            </Flex>
          </Flex>
        </Container>
      </Box>
      <Container as="main" paddingY="6">
        <Outlet />
      </Container>
    </Box>
  );
}
