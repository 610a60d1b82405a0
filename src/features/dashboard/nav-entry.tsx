import { Badge, Flex, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { MenuItem } from '../../contract/menu';
import { NavIcon } from '../../components/nav-icon';
import { EXACT, navTestId } from '../../lib/nav-menu';

export interface NavEntryProps {
  item: MenuItem;
  current?: string;
  /** An area's own entry shows its icon; a page under an area is text, indented by depth. */
  withIcon: boolean;
  depth?: number;
  onNavigate?: () => void;
}

/**
 * One labelled menu entry: a link (a span when disabled), the current one marked by
 * aria-current, a bar and weight (not by colour alone), the keyboard focus by a ring.
 */
export function NavEntry({ item, current, withIcon, depth = 0, onNavigate }: NavEntryProps) {
  const active = item.path === current;
  const body = (
    <>
      {withIcon ? <NavIcon name={item.icon} /> : null}
      <Text as="span" flex="1" lineClamp={2}>
        {item.title}
      </Text>
      {item.caption ? (
        <Badge size="sm" variant="outline" colorPalette="gray">
          {item.caption}
        </Badge>
      ) : null}
    </>
  );
  const style = {
    align: 'center',
    gap: '3',
    minHeight: '10',
    paddingY: '2',
    paddingEnd: '3',
    paddingStart: withIcon ? '3' : `${10 + depth * 3}`,
    borderRadius: 'l2',
    borderStartWidth: '3px',
    borderStartColor: active ? 'brand.solid' : 'transparent',
    fontSize: 'sm',
    fontWeight: active ? 'semibold' : 'normal',
    color: item.disabled ? 'fg.muted' : 'fg',
    bg: active ? 'brand.subtle' : undefined,
  } as const;
  if (item.disabled)
    return (
      <Flex {...style} aria-disabled="true" data-testid={navTestId(item.path)}>
        {body}
      </Flex>
    );
  return (
    <Flex
      {...style}
      asChild
      _hover={{ bg: active ? 'brand.muted' : 'bg.muted' }}
      _focusVisible={{
        outlineWidth: '2px',
        outlineStyle: 'solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '-2px',
      }}
    >
      <Link
        to={item.path}
        aria-current={active ? 'page' : undefined}
        // The router would mark every link the path lies under (Home on every page): only the exact
        // path is its, and the menu marks the entry a page belongs to itself.
        activeOptions={EXACT}
        title={item.info}
        data-testid={navTestId(item.path)}
        onClick={onNavigate}
      >
        {body}
      </Link>
    </Flex>
  );
}
