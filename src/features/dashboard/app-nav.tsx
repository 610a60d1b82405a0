import { Box, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Settings } from '../../lib/settings';
import { HEADER_HEIGHT } from '../../lib/theme';
import { NavGroups } from './nav-groups';
import { NavSubmenu } from './nav-submenu';
import { useAppNav } from './use-app-nav';

// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS, not text
const BELOW_HEADER = `calc(100dvh - ${HEADER_HEIGHT.md})`;

/**
 * The dashboard navigation on a wide screen: every product area as a labelled group with its own
 * icon. `vertical` is the sidebar; `mini` (the default) the same list, narrower and tighter; an
 * icon-only rail cannot name 15 areas. `horizontal` is a top bar whose areas open their pages in
 * a menu. On a phone the list moves into the drawer (AppNavDrawer).
 */
export function AppNav({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const { groups, current, currentGroup } = useAppNav();
  const layout = settings.navLayout;
  const horizontal = layout === 'horizontal';
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
      width={horizontal ? 'full' : layout === 'mini' ? '232px' : '280px'}
      flexShrink={0}
      position={horizontal ? undefined : 'sticky'}
      top={horizontal ? undefined : HEADER_HEIGHT.md}
      alignSelf="flex-start"
      height={horizontal ? undefined : BELOW_HEADER}
      overflowY={horizontal ? undefined : 'auto'}
      overflowX={horizontal ? 'auto' : undefined}
      css={layout === 'mini' ? { '--chakra-spacing-10': '2.25rem' } : undefined}
    >
      {horizontal ? (
        <HStack as="ul" listStyleType="none" gap="1" paddingX="2" margin="0">
          {groups.map((group) => (
            <li key={group.item.path}>
              <NavSubmenu group={group} current={current} inside={group === currentGroup} />
            </li>
          ))}
        </HStack>
      ) : (
        <NavGroups groups={groups} current={current} currentGroup={currentGroup} />
      )}
    </Box>
  );
}
