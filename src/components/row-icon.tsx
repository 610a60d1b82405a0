import { Flex, Icon } from '@chakra-ui/react';
import type { ElementType } from 'react';

/** A list row's round icon (a movement's kind, a document's type); muted for what did not happen. */
export function RowIcon({ icon, title, muted = false }: { icon: ElementType; title?: string; muted?: boolean }) {
  return (
    <Flex
      flexShrink={0}
      align="center"
      justify="center"
      boxSize="10"
      borderRadius="full"
      bg={muted ? 'bg.muted' : 'brand.subtle'}
      color={muted ? 'fg.muted' : 'brand.fg'}
      title={title}
    >
      <Icon as={icon} boxSize="5" aria-hidden="true" />
    </Flex>
  );
}
