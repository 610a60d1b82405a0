import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { limitsQueryOptions } from '../../api/transfers';
import { IssueKey } from '../../contract/message-codes';
import type { TransferChannel } from './transfer-channel';

/**
 * The EFT window for targets that always go by EFT (a card, an account at another bank): outside EFT
 * hours the customer must accept that the order waits for the next window before Continue.
 */
export const useNextWindow = (eftOnly: boolean) => {
  const limits = useQuery({ ...limitsQueryOptions(), enabled: eftOnly });
  const [accepted, setAccepted] = useState(false);
  const channel: TransferChannel | undefined =
    eftOnly && limits.data ? (limits.data.eft.isOpen ? 'EFT' : 'NextWindow') : undefined;
  const needs = channel === 'NextWindow';
  const extraErrors = useMemo(
    () => (needs && !accepted ? { acceptNextWindow: IssueKey.Required } : undefined),
    [needs, accepted],
  );
  return {
    channel,
    limits: limits.data,
    accepted,
    setAccepted,
    extraErrors,
    extra: needs ? { acceptNextWindow: accepted } : {},
  };
};
