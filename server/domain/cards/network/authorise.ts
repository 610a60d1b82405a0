/**
 * Authorising a card network transaction: a purchase (installments on a credit card), a credit
 * card's cash advance with its fee, or a debit card's ATM withdrawal. An approved one is ONE commit:
 * the `cardUse` guard (card Active under its lock; a credit card's limit covers it), the daily
 * channel limit and a virtual card's own limit (`limit` guards), the journal (from the linked
 * account, or from the credit card's debt account, to card settlement), the `card_transactions`
 * row(s), a credit card's installment rows and the SMS. A declined one is one commit too: its row
 * with the reason, no journal. A guard's or the ledger's refusal in the approve commit leaves
 * nothing behind and becomes the decline.
 *
 * Exactly once: the row's id is derived from the card and the network's reference, so a retried
 * message finds the row (or its insert fails, 23505, when two arrive at once) and hears the first
 * answer; a commit is one statement, so no retry ever posts twice.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { CardAuthorisation, CardPurchaseRequest } from '../../../../src/contract/cards-network';
import type { Language } from '../../../../src/contract/headers';
import { maskCard } from '../../../../src/contract/masking';
import { MessageCode } from '../../../../src/contract/message-codes';
import { formatAmount, parseAmount } from '../../../../src/contract/money';
import { formatMoneyText } from '../../../../src/contract/money-text';
import { sqlErrorOf } from '../../../db/sql-error';
import { transactionText } from '../../accounts/transaction-texts';
import type { DomainDeps } from '../../common/deps';
import { BusinessError } from '../../common/refusal';
import { chartOf } from '../../ledger/chart';
import type { Commit, Guard, ProductRow } from '../../ledger/commit';
import { LedgerError } from '../../ledger/journal';
import { applyCommit } from '../../ledger/post';
import { fee as feePosting, payment } from '../../ledger/recipes';
import { istanbulDate } from '../../transfers/calendar';
import { dailyUsageCode, virtualUsageCode } from '../counters';
import { answerOf, feeIdOf, storedAnswer } from './answer';
import { cardTransactionById, networkCard, networkTransactionId, type NetworkCard } from './facts';
import { cardTransactionSms } from './network-texts';
import {
  DAILY_REFUSAL,
  chargeOf,
  dailyKindOf,
  dailyLimitOf,
  declineOf,
  splitInstallments,
  transactionKindOf,
  type Charge,
} from './rules';

export type NetworkDeps = Pick<DomainDeps, 'db' | 'config' | 'now'> & {
  /** Seeding past history: its SMS went out back then, so none is written now. */
  noSms?: boolean;
};
type TxRow = Extract<ProductRow, { table: 'card_transactions' }>['row'] & { id: string; installments: number };

/** What the ledger's refusal means to the terminal. */
const LEDGER_DECLINES: Record<string, string> = {
  'ledger.insufficientFunds': MessageCode.CardNetworkInsufficientFunds,
  'ledger.accountClosed': MessageCode.CardNetworkNotActive,
};

export const authCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** An SMS of an approved transaction when the card's notifications are on (the card as BIN + last 4). */
export const smsRow = (facts: NetworkCard, now: Date, merchant: string, amount: bigint, kind: 'spend' | 'refund') =>
  facts.card.notificationsEnabled
    ? [
        {
          table: 'outbox' as const,
          row: {
            id: randomUUID(),
            channel: 'sms' as const,
            recipient: facts.phone,
            text: cardTransactionSms('tur', {
              masked: maskCard(facts.card.cardNumber),
              merchant,
              amount: formatMoneyText(formatAmount(amount, 'TRY'), 'TRY', 'tur'),
              kind,
            }),
            createdAt: now,
          },
        },
      ]
    : [];

/** The account a card's money leaves from and comes back to: the linked account, or the credit card's debt account. */
export const fundingAccountOf = (facts: NetworkCard): string | null =>
  facts.credit ? facts.credit.debtAccountId : facts.card.accountId;

const baseRow = (facts: NetworkCard, request: CardPurchaseRequest, id: string, charge: Charge, now: Date): TxRow => ({
  id,
  cardId: facts.card.id,
  customerId: facts.card.customerId,
  creditCardId: facts.card.creditCardId,
  kind: transactionKindOf(facts.card, request.channel),
  status: 'Declined',
  merchant: request.merchant,
  channel: request.channel,
  abroad: request.abroad,
  amount: charge.amount,
  currency: 'TRY',
  originalAmount: charge.original?.amount ?? null,
  originalCurrency: charge.original?.currency ?? null,
  installments: request.installments,
  createdAt: now,
});

/** The approve commit: guards, the journal, the rows, the SMS. */
const approveCommit = (deps: NetworkDeps, facts: NetworkCard, base: TxRow, now: Date): Commit => {
  const { card, credit } = facts;
  const chart = chartOf(deps.db);
  const from = fundingAccountOf(facts);
  if (!from) throw new BusinessError([MessageCode.CardNetworkNotActive]);
  const amount = base.amount;
  const cash = base.kind === 'CashAdvance';
  const fee = cash ? parseAmount(deps.config.cards.cashAdvanceFee, 'TRY')! : 0n;
  const channelKind = dailyKindOf(base.channel);
  const guards: Guard[] = [
    {
      kind: 'cardUse',
      cardId: card.id,
      creditCardId: card.creditCardId,
      amount: amount + fee,
      refusalState: MessageCode.CardNetworkNotActive,
      refusalLimit: MessageCode.CardNetworkCreditLimit,
    },
    {
      kind: 'limit',
      customerId: card.customerId,
      limitCode: dailyUsageCode(card.id, channelKind),
      periodStart: istanbulDate(now),
      amount,
      max: dailyLimitOf(card, channelKind),
      refusal: DAILY_REFUSAL[channelKind],
    },
  ];
  if (card.kind === 'Virtual' && credit && card.virtualLimit !== null)
    guards.push({
      kind: 'limit',
      customerId: card.customerId,
      limitCode: virtualUsageCode(card.id),
      periodStart: credit.statementDate,
      amount: amount + fee,
      max: card.virtualLimit,
      refusal: MessageCode.CardNetworkVirtualLimit,
    });
  const journalId = randomUUID();
  const code = authCode();
  const text =
    base.kind === 'CashAdvance'
      ? transactionText('cardCashAdvance', base.merchant)
      : base.kind === 'Withdrawal'
        ? transactionText('cardWithdrawal', base.merchant)
        : transactionText('cardSpending', base.merchant);
  const postings = [payment(from, chart.id('cardSettlement', 'TRY'), amount, 'TRY', { text, payee: base.merchant })];
  if (fee > 0n) postings.push(feePosting(chart, from, fee, transactionText('fee', text)));
  const main: TxRow = { ...base, status: 'Approved', journalId, authCode: code };
  const rows: ProductRow[] = [{ table: 'card_transactions', row: main }];
  if (fee > 0n)
    rows.push({
      table: 'card_transactions',
      row: {
        ...main,
        id: feeIdOf(main.id),
        kind: 'Fee',
        amount: fee,
        originalAmount: null,
        originalCurrency: null,
        installments: 1,
      },
    });
  if (credit) {
    const parts = splitInstallments(amount, base.installments);
    parts.forEach((part, i) =>
      rows.push({
        table: 'card_installments',
        row: {
          id: randomUUID(),
          transactionId: main.id,
          creditCardId: credit.id,
          number: i + 1,
          count: parts.length,
          amount: part,
        },
      }),
    );
    if (fee > 0n)
      rows.push({
        table: 'card_installments',
        row: {
          id: randomUUID(),
          transactionId: feeIdOf(main.id),
          creditCardId: credit.id,
          number: 1,
          count: 1,
          amount: fee,
        },
      });
  }
  if (!deps.noSms) rows.push(...smsRow(facts, now, base.merchant, amount + fee, 'spend'));
  return {
    at: now,
    guards,
    journal: {
      id: journalId,
      kind: base.kind === 'CashAdvance' ? 'CardCashAdvance' : 'CardSpending',
      description: text,
      // The card network's movement, not a decision the customer made in the bank's channels (last transactions lists those).
      customerId: null,
      createdAt: now,
      postings,
    },
    rows,
  };
};

/** Whether an error says the row exists already (a retried message that arrived at the same time). */
const isDuplicate = (error: unknown): boolean => sqlErrorOf(error)?.code === '23505';

/** The reason a refusal of the approve commit gives the terminal, or undefined for an error that is no refusal. */
const declineReasonOf = (error: unknown): string | undefined => {
  if (error instanceof BusinessError) return error.codes[0];
  if (error instanceof LedgerError) return LEDGER_DECLINES[error.code];
  return undefined;
};

const sameMessage = (row: NonNullable<Awaited<ReturnType<typeof cardTransactionById>>>, base: TxRow): boolean =>
  row.merchant === base.merchant &&
  row.channel === base.channel &&
  row.abroad === base.abroad &&
  row.installments === base.installments &&
  (row.originalAmount ?? row.amount) === (base.originalAmount ?? base.amount) &&
  (row.originalCurrency ?? row.currency) === (base.originalCurrency ?? base.currency);

/** `POST /Sandbox/Card/Purchase`: approves or declines, records it, and answers what was decided. */
export const authorise = async (
  deps: NetworkDeps,
  request: CardPurchaseRequest,
  language: Language,
): Promise<CardAuthorisation> => {
  const { db, config } = deps;
  const facts = await networkCard(db, request);
  const asked = parseAmount(request.amount, request.currency);
  if (asked === undefined || asked <= 0n) throw new BusinessError([MessageCode.ValidationFailed]);
  const now = deps.now();
  const id = networkTransactionId(facts.card.id, 'purchase', request.networkReference ?? randomUUID());
  const base = baseRow(facts, request, id, chargeOf(config, asked, request.currency), now);

  const replay = async (): Promise<CardAuthorisation> => {
    const row = await cardTransactionById(db, id);
    if (!row) throw new Error('card network: the transaction that conflicted is not there');
    if (!sameMessage(row, base)) throw new BusinessError([MessageCode.CardNetworkReferenceReused]);
    return storedAnswer(db, row, facts.card.cardNumber, language);
  };
  if (await cardTransactionById(db, id)) return replay();

  const decline = async (reason: string): Promise<CardAuthorisation> => {
    const row = { ...base, declineReason: reason };
    try {
      await applyCommit(db, { at: now, rows: [{ table: 'card_transactions', row }] });
    } catch (error) {
      if (isDuplicate(error)) return replay();
      throw error;
    }
    return answerOf((await cardTransactionById(db, id))!, facts.card.cardNumber, null, language);
  };

  const reason = declineOf(facts, request, base.amount, config, now);
  if (reason) return decline(reason);
  const commit = approveCommit(deps, facts, base, now);
  try {
    await applyCommit(db, commit);
  } catch (error) {
    if (isDuplicate(error)) return replay();
    const refused = declineReasonOf(error);
    if (refused) return decline(refused);
    throw error;
  }
  const row = await cardTransactionById(db, id);
  return storedAnswer(db, row!, facts.card.cardNumber, language);
};
