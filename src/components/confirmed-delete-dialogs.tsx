import type { ReactNode } from 'react';
import type { ConfirmedDelete } from '../lib/use-confirmed-delete';
import { ActionFlowDialogs } from './action-flow-dialogs';
import { ConfirmDialog } from './confirm-dialog';

/** The confirm popup of a `useConfirmedDelete` and the dialogs of its action flow. */
export function ConfirmedDeleteDialogs<T>({
  state,
  title,
  body,
}: {
  state: ConfirmedDelete<T>;
  title: ReactNode;
  body: ReactNode;
}) {
  return (
    <>
      <ConfirmDialog
        open={state.doomed !== undefined}
        title={title}
        body={body}
        onConfirm={state.confirm}
        onCancel={state.cancel}
      />
      <ActionFlowDialogs state={state.dialogs} />
    </>
  );
}
