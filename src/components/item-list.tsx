import { EmptyState, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ItemListProps<T> {
  items: readonly T[];
  /** What an empty list says. */
  empty: ReactNode;
  testId: string;
  emptyTestId: string;
  /** One row (a `ListRow` with its key). */
  children: (item: T) => ReactNode;
}

/** A list of cards (a `<ul>`), or its empty state. */
export function ItemList<T>({ items, empty, testId, emptyTestId, children }: ItemListProps<T>) {
  if (items.length === 0) {
    return (
      <EmptyState.Root data-testid={emptyTestId}>
        <EmptyState.Content>
          <EmptyState.Title>{empty}</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" data-testid={testId}>
      {items.map((item) => children(item))}
    </Stack>
  );
}
