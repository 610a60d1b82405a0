import { Box, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { menuQueryOptions } from '../../api/menu';
import { useAuthState } from '../../lib/auth-store';
import { activePath, currentRole, fallbackMenu, filterMenuByRole, flattenMenu } from '../../lib/nav-menu';
import { useAppContext } from '../../lib/router-context';
import type { Settings } from '../../lib/settings';
import { NavEntry } from './nav-entry';
import { NavSubmenu } from './nav-submenu';

/**
 * The dashboard navigation from GetMenuTree (built-in tree when the call fails), filtered by
 * the customer's role, in the chosen layout: mini (icon rail with tooltips) and vertical
 * (sidebar) list the whole tree, horizontal (top bar) the top level with each parent's
 * children in a menu. Below md every layout is the horizontal bar under the header.
 */
export function AppNav({ settings, mobile }: { settings: Settings; mobile: boolean }) {
  const { t, i18n } = useLingui();
  const { auth } = useAppContext();
  const state = useAuthState(auth);
  const { pathname } = useLocation();
  const menu = useQuery(menuQueryOptions(i18n.locale === 'eng' ? 'eng' : 'tur'));
  const items = filterMenuByRole(
    menu.data ??
      fallbackMenu({
        home: t({ id: 'dashboard.nav.home', message: 'Home' }),
        accounts: t({ id: 'dashboard.nav.myAccounts', message: 'My accounts' }),
      }),
    currentRole(state),
  );
  const current = activePath(items, pathname.replace(/^\/callcenter/, ''));
  const layout = mobile ? 'horizontal' : settings.navLayout;
  const horizontal = layout === 'horizontal';
  const mini = layout === 'mini';
  const apparent = settings.navColor === 'apparent';
  return (
    <Box
      as="nav"
      aria-label={t({ id: 'dashboard.nav', message: 'Main menu' })}
      data-testid="app-nav"
      data-layout={layout}
      bg={apparent ? 'bg.panel' : 'transparent'}
      borderColor="border"
      borderEndWidth={horizontal ? 0 : '1px'}
      borderBottomWidth={horizontal ? '1px' : 0}
      width={horizontal ? 'full' : mini ? '88px' : '260px'}
      flexShrink={0}
      overflowX={horizontal ? 'auto' : undefined}
    >
      <Stack
        as="ul"
        listStyleType="none"
        direction={horizontal ? 'row' : 'column'}
        gap="1"
        padding={settings.compactLayout ? '1' : '2'}
        align={mini ? 'center' : 'stretch'}
      >
        {horizontal
          ? items.map((item) => (
              <li key={item.path}>
                <NavSubmenu item={item} current={current} />
              </li>
            ))
          : flattenMenu(items).map(({ item, depth }) => (
              <li key={item.path}>
                <NavEntry item={item} current={current} mini={mini} depth={depth} />
              </li>
            ))}
      </Stack>
    </Box>
  );
}
