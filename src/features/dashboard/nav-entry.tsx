import { Flex, Portal, Text, Tooltip } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { MenuItem } from '../../contract/menu';
import { NavIcon } from '../../components/nav-icon';
import { navTestId } from '../../lib/nav-menu';

export interface NavEntryProps {
  item: MenuItem;
  current?: string;
  mini: boolean;
  depth: number;
}

/** One menu item as a link (a span when disabled); in the mini rail an icon with a tooltip. */
export function NavEntry({ item, current, mini, depth }: NavEntryProps) {
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
    <span aria-disabled="true" aria-label={mini ? item.title : undefined} data-testid={navTestId(item.path)}>
      {body}
    </span>
  ) : (
    <Link
      to={item.path}
      aria-current={active ? 'page' : undefined}
      aria-label={mini ? item.title : undefined}
      title={item.info}
      data-testid={navTestId(item.path)}
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
