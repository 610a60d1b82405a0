import { Box, DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailRowProps {
  label: ReactNode;
  children: ReactNode;
  /** Names the value (an inline box, so its words and amounts keep their spaces inside the flex cell). */
  testId?: string;
}

/**
 * One row of a `DetailList`: the label in the list's label column, the value beside it. The row sets
 * its own direction: Chakra's horizontal orientation never sets `row` back after the vertical one's
 * `column` (a responsive orientation stacked and centred every row at 1440 px).
 */
export function DetailRow({ label, children, testId }: DetailRowProps) {
  return (
    <DataList.Item
      flexDirection={{ base: 'column', md: 'row' }}
      alignItems={{ base: 'flex-start', md: 'baseline' }}
      gap={{ base: '1', md: '4' }}
    >
      <DataList.ItemLabel width={{ md: 'var(--detail-label-width)' }} minWidth="0" flexShrink={0}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue minWidth="0" wordBreak="break-word">
        <Box as="span" data-testid={testId}>
          {children}
        </Box>
      </DataList.ItemValue>
    </DataList.Item>
  );
}
