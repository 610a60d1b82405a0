import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { NavIcon } from '../../components/nav-icon';
import { EXACT, navTestId, type NavGroup } from '../../lib/nav-menu';
import { NavEntry } from './nav-entry';

/**
 * An area of the horizontal bar: an area without pages is a link; one with pages is a button
 * named after the area that opens them in a menu (Enter, Space or ArrowDown open it, arrows
 * move, Enter follows the link, Escape closes it and returns to the button).
 */
export function NavSubmenu({ group, current, inside }: { group: NavGroup; current?: string; inside: boolean }) {
  const { item, entries } = group;
  if (entries.length === 0) return <NavEntry item={item} current={current} withIcon />;
  return (
    // Enter on a highlighted link clicks it as a pointer would (a bubbling click), so the router's
    // Link navigates in the page and the item's own handler closes the menu; the menu's default
    // click does not bubble to React, and the browser would load the page anew.
    <Menu.Root positioning={{ placement: 'bottom-start' }} navigate={({ node }) => node.click()}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          colorPalette="gray"
          size="sm"
          fontWeight={inside ? 'semibold' : 'normal'}
          borderBottomWidth="3px"
          borderBottomColor={inside ? 'brand.solid' : 'transparent'}
          borderRadius="0"
          data-active={inside || undefined}
          data-testid={`${navTestId(item.path)}-submenu`}
        >
          <NavIcon name={item.icon} />
          {item.title}
          <ChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content data-testid={`${navTestId(item.path)}-menu`}>
            {entries.map(({ item: page, depth }) => (
              <Menu.Item
                key={page.path}
                value={page.path}
                disabled={page.disabled}
                asChild={!page.disabled}
                data-testid={page.disabled ? navTestId(page.path) : undefined}
                paddingStart={`${2 + depth * 4}`}
                fontWeight={page.path === current ? 'semibold' : undefined}
              >
                {page.disabled ? (
                  <Text as="span">{page.title}</Text>
                ) : (
                  <Link
                    to={page.path}
                    aria-current={page.path === current ? 'page' : undefined}
                    activeOptions={EXACT}
                    title={page.info}
                    data-testid={navTestId(page.path)}
                  >
                    {page.title}
                  </Link>
                )}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
