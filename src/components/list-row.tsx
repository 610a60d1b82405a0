import { Flex, type FlexProps } from '@chakra-ui/react';

/** One card of an `ItemList`: a bordered `<li>`, its content and its actions at either end. */
export function ListRow(props: FlexProps) {
  return (
    <Flex as="li" justify="space-between" gap="3" bg="bg" borderWidth="1px" borderRadius="l2" padding="4" {...props} />
  );
}
