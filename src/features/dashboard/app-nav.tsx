import { Box, Flex, Stack, Text, Tooltip, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import type { MenuItem } from '../../contract/menu';
import { menuQueryOptions } from '../../api/menu';
import { NavIcon } from '../../components/nav-icon';
import { useAuthState } from '../../lib/auth-store';
import { activePath, currentRole, fallbackMenu, filterMenuByRole } from '../../lib/nav-menu';
import { useAppContext } from '../../lib/router-context';
import type { Settings } from '../../lib/settings';

const testIdOf = (path: string) => `nav-${path.replace(/^\/dashboard\/?/, '').replace(/\//g, '-') || 'home'}`;

function NavEntry({ item, current, mini, depth }: { item: MenuItem; current?: string; mini: boolean; depth: number }) {
  const active = item.path === current;
  const body = (
    <Flex
      align="center"
      gap="3"
      direction={mini ? 'column' : 'row'}
      paddingX={mini ? '1' : '3'}
      paddingY="2"
      paddingStart={mini ? '1' : `${3 + depth * 4}`}
      borderRadius="l2"
      fontSize={mini ? 'xs' : 'sm'}
      fontWeight={active ? 'semibold' : 'normal'}
      bg={active ? 'brand.solid/20' : undefined}
      _hover={{ bg: 'brand.solid/10' }}
      opacity={item.disabled ? 0.5 : 1}
      whiteSpace="nowrap"
    >
      <NavIcon name={item.icon} />
      {mini ? null : <Text as="span">{item.title}</Text>}
    </Flex>
  );
  const link = item.disabled ? (
    <span aria-disabled="true" aria-label={mini ? item.title : undefined} data-testid={testIdOf(item.path)}>
      {body}
    </span>
  ) : (
    <Link
      to={item.path}
      aria-current={active ? 'page' : undefined}
      aria-label={mini ? item.title : undefined}
      title={item.info}
      data-testid={testIdOf(item.path)}
      activeProps={{}}
    >
      {body}
    </Link>
  );
  if (!mini) return link;
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={200}>
      <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{item.title}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

const flatten = (items: readonly MenuItem[], depth = 0): { item: MenuItem; depth: number }[] =>
  items.flatMap((item) => [{ item, depth }, ...flatten(item.children, depth + 1)]);

/**
 * The dashboard navigation from GetMenuTree (built-in tree when the call fails), filtered by
 * the customer's role, in the chosen layout: mini (icon rail with tooltips), vertical (sidebar)
 * or horizontal (top bar). Below md every layout is a scrolling bar under the header.
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
  const mini = layout === 'mini';
  const apparent = settings.navColor === 'apparent';
  const entries = layout === 'horizontal' ? items.map((item) => ({ item, depth: 0 })) : flatten(items);
  // A parent and its only child may share a path: show it once.
  const seen = new Set<string>();
  const unique = entries.filter(({ item }) => (seen.has(item.path) ? false : (seen.add(item.path), true)));
  return (
    <Box
      as="nav"
      aria-label={t({ id: 'dashboard.nav', message: 'Main menu' })}
      data-testid="app-nav"
      data-layout={layout}
      bg={apparent ? 'bg.panel' : 'transparent'}
      borderColor="border"
      borderEndWidth={layout === 'horizontal' ? 0 : '1px'}
      borderBottomWidth={layout === 'horizontal' ? '1px' : 0}
      width={layout === 'horizontal' ? 'full' : mini ? '88px' : '260px'}
      flexShrink={0}
      overflowX={layout === 'horizontal' ? 'auto' : undefined}
    >
      <Stack
        as="ul"
        listStyleType="none"
        direction={layout === 'horizontal' ? 'row' : 'column'}
        gap="1"
        padding={settings.compactLayout ? '1' : '2'}
        align={mini ? 'center' : 'stretch'}
      >
        {unique.map(({ item, depth }) => (
          <li key={`${item.path}-${depth}`}>
            <NavEntry item={item} current={current} mini={mini} depth={depth} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
