import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { accountsQueryOptions } from '../../api/accounts';
import { repeatTargetQueryOptions } from '../../api/last-transactions';
import { registeredTransactionsQueryOptions } from '../../api/registered-transactions';
import { previewTransfer } from '../../api/transfers';
import type { Account } from '../../contract/accounts';
import type { TransferForm, TransferFormSearch } from '../../contract/transfer-routes';
import type { TargetMode, TransferRequest, TransferSummary } from '../../contract/transfers';
import { useActionFlow } from '../../lib/use-action-flow';
import { transferDecision } from './transfer-decision';
import { toRequest, type FieldErrors } from './transfer-request';
import { useTransferForm } from './use-transfer-form';

/** What a form sends to: the contract's target mode and the target's fields by their contract names. */
export interface TransferTarget {
  mode: TargetMode;
  fields: readonly string[];
}

export interface TransferScreenOptions {
  /** Which open accounts may send (default: every open account but gold). */
  canSend?: (account: Account) => boolean;
  /** The screen's own errors (e.g. the next-window acceptance), shown after a submit attempt. */
  extraErrors?: FieldErrors;
}

const defaultCanSend = (account: Account) => !account.isClosed && account.kind !== 'Gold';

/**
 * One send-money form's state and its action flow: Preview answers the summary with transaction
 * signing, which goes to /dashboard/transaction-summary with the request kept in the decision store.
 * `?registered=<id>` fills the target (and its defaults) from a registered transaction; `?repeat=<transferId>`
 * fills the target, account, amount and description a past transfer was sent with.
 */
export const useTransferScreen = (
  form: TransferForm,
  { mode, fields: targetFields }: TransferTarget,
  { registered, repeat }: TransferFormSearch,
  { canSend, extraErrors }: TransferScreenOptions = {},
) => {
  const navigate = useNavigate();
  const flow = useActionFlow();
  const accountsQuery = useQuery(accountsQueryOptions(false));
  const allAccounts = useMemo(() => accountsQuery.data?.accounts ?? [], [accountsQuery.data]);
  const filter = canSend ?? defaultCanSend;
  const accounts = useMemo(() => allAccounts.filter(filter), [allAccounts, filter]);
  const state = useTransferForm(form, mode, targetFields, accounts, extraErrors);
  const selected = accounts.find((a) => a.accountNumber === state.values.sourceAccountNumber);

  const { set, setMany } = state;
  const noSource = !state.values.sourceAccountNumber;
  const firstAccount = accounts[0]?.accountNumber;
  useEffect(() => {
    if (noSource && firstAccount) set('sourceAccountNumber', firstAccount);
  }, [firstAccount, noSource, set]);

  const registeredQuery = useQuery({ ...registeredTransactionsQueryOptions(), enabled: Boolean(registered) });
  const applied = useRef(false);
  useEffect(() => {
    const entry = registeredQuery.data?.recordedTransactions.find((r) => r.id === registered);
    if (!entry || applied.current) return;
    applied.current = true;
    const { mode: _mode, ...target } = entry.target as Record<string, string>;
    setMany({
      ...target,
      ...(entry.sourceAccountNumber ? { sourceAccountNumber: entry.sourceAccountNumber } : {}),
      ...(entry.amount ? { amount: entry.amount } : {}),
      ...(entry.description ? { description: entry.description } : {}),
    });
  }, [registeredQuery.data, registered, setMany]);

  const repeatQuery = useQuery({ ...repeatTargetQueryOptions(repeat ?? ''), enabled: Boolean(repeat) });
  const repeated = useRef(false);
  useEffect(() => {
    const past = repeatQuery.data;
    if (!past || repeated.current) return;
    repeated.current = true;
    const { mode: _mode, ...target } = past.target as Record<string, string>;
    setMany({
      ...target,
      sourceAccountNumber: past.sourceAccountNumber,
      amount: past.amount,
      ...(past.description ? { description: past.description } : {}),
    });
  }, [repeatQuery.data, setMany]);

  /**
   * The form kit's onSubmit: it runs once every shown field (and the screen's extra checks, part of
   * the form's validate) is valid, so only what the form cannot know is checked here (`canContinue`,
   * e.g. a cross-currency quote not in yet).
   */
  const submit = (extra: Partial<TransferRequest> = {}, canContinue = true) => {
    const request = toRequest(mode, targetFields, state.values, extra);
    const go = (summary: TransferSummary | null) => {
      if (!summary) return;
      transferDecision.saveDraft(form, state.values);
      transferDecision.propose(form, request, summary);
      void navigate({ to: '/dashboard/transaction-summary', search: { from: form } });
    };
    return flow.run<TransferRequest, TransferSummary>({
      values: request,
      validate: () => canContinue,
      call: previewTransfer,
      onTransactionSigning: go,
      onSuccess: go,
    });
  };

  return { form, state, account: selected, accounts, allAccounts, accountsQuery, flow, submit };
};
export type TransferScreen = ReturnType<typeof useTransferScreen>;
