import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A label/value list (summary, success, account detail): the labels in one column of one width, so
 * every page's values start at the same place; stacked at 375 px.
 */
export function DetailList({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <DataList.Root
      orientation={{ base: 'vertical', md: 'horizontal' }}
      gap="3"
      size="md"
      data-testid={testId}
      css={{ '--detail-label-width': '13rem' }}
    >
      {children}
    </DataList.Root>
  );
}
