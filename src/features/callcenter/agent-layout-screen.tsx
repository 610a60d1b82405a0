import { Alert, Box, Container, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { agentQueryOptions, callQueryOptions } from '../../api/callcenter';
import { LanguageSwitch } from '../../components/language-switch';
import { BRAND_NAME } from '../../lib/brand';
import { AGENT_HOME_PATH, AGENT_NAV, isAgentHome, navItemOf, worksUnverified } from './agent-nav';
import { CallFacts } from './call-facts';
import { CustomerPanel } from './customer-panel';

/**
 * The CallCenter shell: the agent, the call's link values and the language in the header, the
 * CallCenter navigation, and the customer information panel above every page but home. No logout
 * and no idle timer in this mode (spec sections 2 and 4). Pages other than home and process history
 * wait for the caller to be verified.
 */
export function AgentLayoutScreen() {
  const { i18n } = useLingui();
  const agent = useQuery(agentQueryOptions());
  const call = useQuery(callQueryOptions());
  const path = useRouterState({ select: (state) => state.location.pathname });
  const home = isAgentHome(path);
  const current = navItemOf(path);
  const verified = call.data?.verification === 'verified';
  const waiting = !home && !worksUnverified(path) && call.data !== undefined && !verified;
  return (
    <Box minHeight="100dvh" bg="bg.subtle">
      <Box as="header" bg="brand.solid" color="brand.contrast">
        <Container paddingY="3">
          <Flex minHeight={{ base: '40px', md: '48px' }} align="center" justify="space-between" gap="4" wrap="wrap">
            <Text fontWeight="bold" fontSize="lg">
              <Trans id="cc.header.title">{BRAND_NAME} Call Center</Trans>
            </Text>
            <Flex gap="4" align="center" wrap="wrap">
              <Text data-testid="agent-name">{agent.data?.name}</Text>
              <Box bg="bg" borderRadius="l2" padding="1">
                <LanguageSwitch />
              </Box>
            </Flex>
          </Flex>
          {call.data ? <CallFacts call={call.data} /> : null}
        </Container>
      </Box>
      <Box as="nav" aria-label={i18n._({ id: 'cc.nav.label', message: 'Call center' })} bg="bg" borderBottomWidth="1px">
        <Container>
          <Flex
            as="ul"
            gap={{ base: '1', md: '2' }}
            wrap="wrap"
            paddingY="2"
            listStyleType="none"
            data-testid="agent-nav"
          >
            {AGENT_NAV.map((item) => (
              <li key={item.to}>
                <ChakraLink
                  asChild
                  paddingX="2"
                  paddingY="1"
                  borderRadius="l2"
                  fontSize="sm"
                  fontWeight={current?.to === item.to ? 'bold' : 'normal'}
                  bg={current?.to === item.to ? 'brand.subtle' : undefined}
                  color={current?.to === item.to ? 'brand.fg' : 'fg'}
                >
                  <Link to={item.to} aria-current={current?.to === item.to ? 'page' : undefined}>
                    {i18n._(item.label)}
                  </Link>
                </ChakraLink>
              </li>
            ))}
          </Flex>
        </Container>
      </Box>
      <Container as="main" paddingY="6">
        {home ? null : <CustomerPanel />}
        {waiting ? (
          <Alert.Root status="warning" data-testid="verify-first">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <Trans id="cc.layout.verifyFirst">Verify the caller first.</Trans>
              </Alert.Title>
              <Alert.Description>
                <ChakraLink asChild>
                  <Link to={AGENT_HOME_PATH}>
                    <Trans id="cc.layout.goHome">Go to the call's home page</Trans>
                  </Link>
                </ChakraLink>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Outlet />
        )}
      </Container>
    </Box>
  );
}
