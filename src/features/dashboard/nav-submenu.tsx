import { HStack, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { MenuItem } from '../../contract/menu';
import { NavIcon } from '../../components/nav-icon';
import { flattenMenu, navTestId } from '../../lib/nav-menu';
import { NavEntry } from './nav-entry';

/**
 * A top-level item of the horizontal bar: its own link and, when it has children under
 * other paths, a button that opens them in a menu (Enter, Space or ArrowDown open it,
 * arrows move, Enter follows the link, Escape closes it and returns to the button).
 */
export function NavSubmenu({ item, current }: { item: MenuItem; current?: string }) {
  const { t } = useLingui();
  const entries = flattenMenu(item.children, [item.path]);
  const title = item.title;
  if (entries.length === 0) return <NavEntry item={item} current={current} mini={false} depth={0} />;
  const inside = entries.some(({ item: child }) => child.path === current);
  return (
    <HStack gap="0">
      <NavEntry item={item} current={current} mini={false} depth={0} />
      {/* Enter on a highlighted link clicks it as a pointer would (a bubbling click), so the router's
          Link navigates in the page and the item's own handler closes the menu; the menu's default
          click does not bubble to React, and the browser would load the page anew. */}
      <Menu.Root positioning={{ placement: 'bottom-start' }} navigate={({ node }) => node.click()}>
        <Menu.Trigger asChild>
          <IconButton
            variant="ghost"
            size="xs"
            bg={inside ? 'brand.solid/20' : undefined}
            aria-label={t({ id: 'dashboard.nav.submenu', message: `Open the ${title} menu` })}
            data-testid={`${navTestId(item.path)}-submenu`}
          >
            <span aria-hidden="true">▾</span>
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content data-testid={`${navTestId(item.path)}-menu`}>
              {entries.map(({ item: child, depth }) => (
                <Menu.Item
                  key={child.path}
                  value={child.path}
                  disabled={child.disabled}
                  asChild={!child.disabled}
                  data-testid={child.disabled ? navTestId(child.path) : undefined}
                  paddingStart={`${2 + (depth - 1) * 4}`}
                >
                  {child.disabled ? (
                    <MenuEntryBody item={child} />
                  ) : (
                    <Link
                      to={child.path}
                      aria-current={child.path === current ? 'page' : undefined}
                      title={child.info}
                      data-testid={navTestId(child.path)}
                    >
                      <MenuEntryBody item={child} />
                    </Link>
                  )}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
  );
}

const MenuEntryBody = ({ item }: { item: MenuItem }) => (
  <>
    <NavIcon name={item.icon} />
    <Text as="span">{item.title}</Text>
  </>
);
