import { useState } from 'react';
import type { ServiceEnvelope } from '../contract/envelope';
import type { ActionFlowDialogsState } from './use-action-flow';
import { useDecisionAction } from './use-decision-action';

export interface ConfirmedDelete<T> {
  /** The item the confirm popup asks about; undefined while it is closed. */
  doomed: T | undefined;
  /** The last item asked about (kept while the popup closes, so its text does not vanish). */
  last: T | undefined;
  /** Opens the confirm popup for an item (its Idempotency-Key is made now). */
  ask: (item: T) => void;
  confirm: () => void;
  cancel: () => void;
  busy: boolean;
  dialogs: ActionFlowDialogsState;
}

/**
 * A delete (or close, or any one-click decision) behind the confirm popup: a decision action
 * (useDecisionAction: one Idempotency-Key per decision, the code dialog and the error popup),
 * `onDeleted` once the bank has done it.
 */
export const useConfirmedDelete = <T>(
  call: (item: T, idempotencyKey: string) => Promise<ServiceEnvelope<unknown>>,
  onDeleted: (item: T) => void,
): ConfirmedDelete<T> => {
  const action = useDecisionAction();
  const [doomed, setDoomed] = useState<{ item: T }>();
  const [last, setLast] = useState<T>();
  const confirm = () => {
    if (!doomed) return;
    setDoomed(undefined);
    void action.submit(doomed, { call: (key) => call(doomed.item, key), onDone: () => onDeleted(doomed.item) });
  };
  return {
    doomed: doomed?.item,
    last: doomed?.item ?? last,
    ask: (item) => {
      setLast(item);
      action.keyFor({ item });
      setDoomed({ item });
    },
    confirm,
    cancel: () => setDoomed(undefined),
    busy: action.busy,
    dialogs: action.dialogs,
  };
};
