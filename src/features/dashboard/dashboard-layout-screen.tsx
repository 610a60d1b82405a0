import { Box, Button, Flex, HStack, IconButton, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useLogout } from '../../api/auth';
import { BreadcrumbTrail } from '../../components/breadcrumb-trail';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LanguageSwitch } from '../../components/language-switch';
import { SettingsDrawer } from '../../components/settings-drawer';
import { useAuthState } from '../../lib/auth-store';
import { BRAND_NAME } from '../../lib/brand';
import { useAppContext } from '../../lib/router-context';
import { endSession } from '../../lib/session-end';
import { CONTENT_WIDTH_CSS, HEADER_HEIGHT } from '../../lib/theme';
import { useSettings } from '../../lib/use-settings';
import { recordVisit } from '../../lib/visit-history';
import { AppNav } from './app-nav';
import { AppNavDrawer } from './app-nav-drawer';
import { IdleWarningDialog } from './idle-warning-dialog';
import { useIdleSession } from './use-idle-session';

/**
 * The dashboard shell: header (who, language, settings, logout with confirmation), navigation, breadcrumb.
 * `children` stand in for the route's outlet (the not-found page of a signed-in customer).
 */
export function DashboardLayoutScreen({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const { auth } = useAppContext();
  const { customerName, workgroup } = useAuthState(auth);
  const navigate = useNavigate();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const idle = useIdleSession();
  const settings = useSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // ssr: false reads the media query in the first render: the page is never server-rendered, and the
  // default (base first, the real width one effect later) drew the phone's header on a wide screen
  // for a frame and let a journey look for the menu button before it settled.
  const mobile = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const horizontal = mobile || settings.navLayout === 'horizontal';
  const { pathname } = useLocation();
  useEffect(() => void recordVisit(pathname), [pathname]);

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
    <Box minHeight="100dvh" bg="bg.subtle" data-compact={settings.compactLayout || undefined}>
      <Box
        as="header"
        bg="brand.solid"
        color="brand.contrast"
        height={HEADER_HEIGHT}
        position="sticky"
        top="0"
        zIndex="docked"
      >
        <Flex
          height="full"
          align="center"
          justify="space-between"
          gap={{ base: '2', md: '4' }}
          paddingX={{ base: '2', md: '6' }}
        >
          <HStack gap="1.5">
            {mobile ? <AppNavDrawer /> : null}
            <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
              {BRAND_NAME}
            </Text>
          </HStack>
          <HStack gap={{ base: '1.5', md: '4' }} minWidth="0">
            <Text data-testid="customer-name" truncate hideBelow="sm">
              {customerName}
            </Text>
            {workgroup?.name ? (
              <Text data-testid="workgroup-name" hideBelow="md">
                {workgroup.name}
              </Text>
            ) : null}
            <Box bg="bg" borderRadius="l2" padding="1">
              <LanguageSwitch />
            </Box>
            <IconButton
              variant="surface"
              colorPalette="gray"
              size="sm"
              onClick={() => setSettingsOpen(true)}
              aria-label={t({ id: 'settings.open', message: 'Settings' })}
              aria-haspopup="dialog"
              data-testid="settings-open"
            >
              <span aria-hidden="true">⚙</span>
            </IconButton>
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
      </Box>
      <Flex direction={horizontal ? 'column' : 'row'} align="stretch">
        {mobile ? null : <AppNav settings={settings} />}
        <Box
          as="main"
          flex="1"
          minWidth="0"
          paddingY={settings.compactLayout ? '2' : '4'}
          paddingX={{ base: '3', md: '4' }}
        >
          <Box css={CONTENT_WIDTH_CSS}>
            <Stack gap={settings.compactLayout ? '2' : '4'}>
              <BreadcrumbTrail />
              {children ?? <Outlet />}
            </Stack>
          </Box>
        </Box>
      </Flex>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
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
