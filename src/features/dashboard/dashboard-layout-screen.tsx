import { Box, Button, Container, Flex, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useLogout } from '../../api/auth';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LanguageSwitch } from '../../components/language-switch';
import { useAuthState } from '../../lib/auth-store';
import { BRAND_NAME } from '../../lib/brand';
import { useAppContext } from '../../lib/router-context';
import { endSession } from '../../lib/session-end';
import { IdleWarningDialog } from './idle-warning-dialog';
import { useIdleSession } from './use-idle-session';

/** The dashboard shell: who is signed in, language, logout (with confirmation) and navigation. */
export function DashboardLayoutScreen() {
  const { t } = useLingui();
  const { auth } = useAppContext();
  const { customerName, workgroup } = useAuthState(auth);
  const navigate = useNavigate();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const idle = useIdleSession();

  const onLogout = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // the session ends on this device whatever the server answered
    }
    // Runs the registered reset callbacks (query cache, auth store) and clears the worker's tokens.
    await endSession();
    setConfirming(false);
    await navigate({ to: '/login', replace: true });
  };

  return (
    <Box minHeight="100dvh" bg="bg.subtle">
      <Box as="header" bg="brand.solid" color="brand.contrast" height={{ base: '64px', md: '72px' }}>
        <Container height="full">
          <Flex height="full" align="center" justify="space-between" gap="4">
            <Text fontWeight="bold" fontSize="lg">
              {BRAND_NAME}
            </Text>
            <HStack gap="4">
              <Text data-testid="customer-name">{customerName}</Text>
              {workgroup?.name ? (
                <Text data-testid="workgroup-name" hideBelow="md" opacity="0.85">
                  {workgroup.name}
                </Text>
              ) : null}
              <Box bg="bg" borderRadius="l2" padding="1">
                <LanguageSwitch />
              </Box>
              <Button
                variant="surface"
                colorPalette="gray"
                size="sm"
                onClick={() => setConfirming(true)}
                data-testid="logout"
              >
                <Trans id="dashboard.logout">Log out</Trans>
              </Button>
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Container as="nav" aria-label={t({ id: 'dashboard.nav', message: 'Main menu' })} paddingY="3">
        <HStack gap="6">
          <ChakraLink asChild>
            <Link to="/dashboard" activeOptions={{ exact: true }} data-testid="nav-home">
              <Trans id="dashboard.nav.home">Home</Trans>
            </Link>
          </ChakraLink>
          <ChakraLink asChild>
            <Link to="/dashboard/my-accounts" data-testid="nav-my-accounts">
              <Trans id="dashboard.nav.myAccounts">My accounts</Trans>
            </Link>
          </ChakraLink>
        </HStack>
      </Container>
      <Container as="main" paddingY="4">
        <Outlet />
      </Container>
      <ConfirmDialog
        open={confirming}
        title={<Trans id="logout.confirm.title">Log out</Trans>}
        body={<Trans id="logout.confirm.body">Do you want to end your session?</Trans>}
        onConfirm={() => void onLogout()}
        onCancel={() => setConfirming(false)}
        loading={logout.isPending}
      />
      <IdleWarningDialog
        remaining={idle.warning}
        onStay={() => void idle.stay()}
        onLogout={idle.logout}
        refreshing={idle.refreshing}
      />
    </Box>
  );
}
