import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { NavIcon } from '../../components/nav-icon';
import { navTestId, type NavGroup } from '../../lib/nav-menu';
import { NavEntry } from './nav-entry';

export interface NavGroupsProps {
  groups: readonly NavGroup[];
  current?: string;
  /** The group the current entry belongs to (useAppNav). */
  currentGroup?: NavGroup;
  onNavigate?: () => void;
}

/**
 * Every product area as a group: its icon and name over a list of its pages (an area with no
 * pages below it is one link). The sidebar and the phone's drawer both show this list whole.
 */
export function NavGroups({ groups, current, currentGroup, onNavigate }: NavGroupsProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="1" padding="2" margin="0">
      {groups.map((group) => (
        <li key={group.item.path} data-testid={`${navTestId(group.item.path)}-group`}>
          {group.entries.length === 0 ? (
            <NavEntry item={group.item} current={current} withIcon onNavigate={onNavigate} />
          ) : (
            <AreaGroup group={group} current={current} inside={group === currentGroup} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </Stack>
  );
}

interface AreaGroupProps {
  group: NavGroup;
  current?: string;
  /** The current entry is this group's. */
  inside: boolean;
  onNavigate?: () => void;
}

function AreaGroup({ group, current, inside, onNavigate }: AreaGroupProps) {
  const id = useId();
  return (
    <Box paddingTop="2">
      <Flex
        id={id}
        align="center"
        gap="3"
        paddingX="3"
        paddingY="1"
        color={inside ? 'brand.fg' : 'fg'}
        fontWeight="semibold"
        fontSize="sm"
      >
        <NavIcon name={group.item.icon} />
        <Text as="span">{group.item.title}</Text>
      </Flex>
      <Stack as="ul" listStyleType="none" gap="0.5" margin="0" aria-labelledby={id}>
        {group.entries.map(({ item, depth }) => (
          <li key={item.path}>
            <NavEntry item={item} current={current} withIcon={false} depth={depth} onNavigate={onNavigate} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
