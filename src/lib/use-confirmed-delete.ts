import { useState } from 'react';
import type { ServiceEnvelope } from '../contract/envelope';
import { type ActionFlowDialogsState, useActionFlow } from './use-action-flow';
import { useDecisionKey } from './use-decision-key';

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
 * A delete (or close, or any one-click decision) behind the confirm popup: one Idempotency-Key per
 * decision, the call through the page action flow (code dialog, error popup), `onDeleted` once the
 * bank has done it.
 */
export const useConfirmedDelete = <T>(
  call: (item: T, idempotencyKey: string) => Promise<ServiceEnvelope<unknown>>,
  onDeleted: (item: T) => void,
): ConfirmedDelete<T> => {
  const flow = useActionFlow();
  const decision = useDecisionKey();
  const [doomed, setDoomed] = useState<{ item: T; key: string }>();
  const [last, setLast] = useState<T>();
  const confirm = () => {
    if (!doomed) return;
    const { item, key } = doomed;
    setDoomed(undefined);
    void flow.run({
      values: { item },
      call: () => call(item, key),
      onTransactionSigning: () => undefined,
      onRefused: decision.settle,
      onSuccess: () => {
        decision.settle();
        onDeleted(item);
      },
    });
  };
  return {
    doomed: doomed?.item,
    last: doomed?.item ?? last,
    ask: (item) => {
      setLast(item);
      setDoomed({ item, key: decision.keyFor({ delete: item }) });
    },
    confirm,
    cancel: () => setDoomed(undefined),
    busy: flow.busy,
    dialogs: flow.dialogs,
  };
};
