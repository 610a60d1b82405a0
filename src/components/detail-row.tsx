import { Box, DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailRowProps {
  label: ReactNode;
  children: ReactNode;
  /** Names the value (an inline box, so its words and amounts keep their spaces inside the flex cell). */
  testId?: string;
}

/** One row of a `DetailList`: the label in the list's label column, the value beside it. */
export function DetailRow({ label, children, testId }: DetailRowProps) {
  return (
    <DataList.Item>
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
