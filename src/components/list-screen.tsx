import { Stack } from '@chakra-ui/react';
import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ServiceEnvelope } from '../contract/envelope';
import type { Segment } from '../lib/breadcrumb';
import { useConfirmedDelete } from '../lib/use-confirmed-delete';
import { ConfirmedDeleteDialogs } from './confirmed-delete-dialogs';
import { ItemList } from './item-list';
import { PageFrame } from './page-frame';
import { QueryState } from './query-state';
import { SegmentTitle } from './segment-title';
import { showSnackbar } from './snackbar';

export interface ListDeletion<T> {
  /** The delete call under the decision's Idempotency-Key. */
  call: (item: T, idempotencyKey: string) => Promise<ServiceEnvelope<unknown>>;
  /** The query keys to invalidate once the bank has deleted it (the list, and what else shows it). */
  invalidates: readonly QueryKey[];
  /** The snackbar's text once it is deleted. */
  deletedText: string;
  title: ReactNode;
  body: (item: T) => ReactNode;
}

export interface ListScreenProps<D, T> {
  /** The route segment: the title is its breadcrumb label, and (unless `testId` says otherwise) the page's test id. */
  segment: Segment;
  /** A title other than the segment's label (a CallCenter agent reads the customer's list, not "my"). */
  title?: ReactNode;
  /** Beside the title: "Add ...", filters. */
  titleEnd?: ReactNode;
  /** Above the list. */
  intro?: ReactNode;
  /** Below the list (another group of read-only rows). */
  after?: ReactNode;
  query: UseQueryResult<D>;
  items: (data: D) => readonly T[];
  /** One row (a `ListRow` with its key); `ask` opens the delete confirm for the item. */
  row: (item: T, ask: (item: T) => void) => ReactNode;
  empty: ReactNode;
  /** Delete with confirm (popup, one Idempotency-Key per decision, the action flow's code dialog). */
  deletion?: ListDeletion<T>;
  /** The page's test id; the list is `<prefix>-list`, its empty state `<prefix>-empty`, the query's states `<prefix>-loading` and `<prefix>-error`. */
  testId?: string;
  prefix: string;
}

/** A list screen: title, loading, error with retry, the rows or the empty state, and delete with confirm. */
export function ListScreen<D, T>(props: ListScreenProps<D, T>) {
  const queryClient = useQueryClient();
  const deletion = useConfirmedDelete<T>(
    (item, key) => (props.deletion ? props.deletion.call(item, key) : Promise.reject(new Error('no deletion'))),
    () => {
      for (const queryKey of props.deletion?.invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
      if (props.deletion) showSnackbar(props.deletion.deletedText);
    },
  );
  return (
    <PageFrame
      title={props.title ?? <SegmentTitle segment={props.segment} />}
      titleEnd={props.titleEnd}
      testId={props.testId ?? props.segment}
    >
      <Stack gap="4">
        {props.intro}
        <QueryState query={props.query} testId={props.prefix}>
          {(data) => (
            <ItemList
              items={props.items(data)}
              empty={props.empty}
              testId={`${props.prefix}-list`}
              emptyTestId={`${props.prefix}-empty`}
            >
              {(item) => props.row(item, deletion.ask)}
            </ItemList>
          )}
        </QueryState>
        {props.after}
      </Stack>
      {props.deletion ? (
        <ConfirmedDeleteDialogs
          state={deletion}
          title={props.deletion.title}
          body={deletion.last === undefined ? null : props.deletion.body(deletion.last)}
        />
      ) : null}
    </PageFrame>
  );
}
