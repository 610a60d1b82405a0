import { useState } from 'react';
import type { ServiceEnvelope } from '../contract/envelope';
import { type ActionFlowDialogsState, useActionFlow } from './use-action-flow';
import { useDecisionKey } from './use-decision-key';

export interface ConfirmedDelete<T> {
  /** The item the confirm popup asks about; undefined while it is closed. */
  doomed: T | undefined;
  /** Opens the confirm popup for an item (its Idempotency-Key is made now). */
  ask: (item: T) => void;
  confirm: () => void;
  cancel: () => void;
  dialogs: ActionFlowDialogsState;
}

/**
 * A delete behind the confirm popup: one Idempotency-Key per decision, the call through the page
 * action flow (code dialog, error popup), `onDeleted` once the bank has deleted it.
 */
export const useConfirmedDelete = <T extends { id: string }>(
  call: (id: string, idempotencyKey: string) => Promise<ServiceEnvelope<unknown>>,
  onDeleted: () => void,
): ConfirmedDelete<T> => {
  const flow = useActionFlow();
  const decision = useDecisionKey();
  const [doomed, setDoomed] = useState<{ item: T; key: string }>();
  const confirm = () => {
    const { item, key } = doomed!;
    setDoomed(undefined);
    void flow.run({
      values: { id: item.id },
      call: () => call(item.id, key),
      onTransactionSigning: () => undefined,
      onSuccess: () => {
        decision.settle();
        onDeleted();
      },
    });
  };
  return {
    doomed: doomed?.item,
    ask: (item) => setDoomed({ item, key: decision.keyFor({ delete: item.id }) }),
    confirm,
    cancel: () => setDoomed(undefined),
    dialogs: flow.dialogs,
  };
};
