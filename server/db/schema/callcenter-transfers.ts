/**
 * CallCenter transfers (issue 18): a transfer an agent planned for the verified caller, waiting for the
 * customer's own confirmation on their phone. The row moves only Waiting → Posted | Declined | Expired |
 * Failed through the engine's areaTransition (registered in commit_tables); Posted is set in the same
 * commit that posts the transfer, so it posts once. The phone's reference is stored only as a hash.
 * See server/domain/callcenter-transfers/.
 */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CC_CONFIRM_CHANNELS, CC_TRANSFER_STATUSES } from '../../../src/contract/callcenter-transfers';
import { CURRENCIES } from '../../../src/contract/money';
import { agents, customers } from './auth';
import { id, money, ts } from './columns';

export const ccTransfers = pgTable(
  'cc_transfers',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    agentId: uuid()
      .notNull()
      .references(() => agents.id),
    /** The call it was made in (the CallCenter call's id when the session carries one). */
    callId: uuid(),
    status: text({ enum: CC_TRANSFER_STATUSES }).notNull(),
    /** The transfer request the engine plans again when the customer confirms (TransferRequest). */
    request: jsonb().notNull(),
    amount: money('amount').notNull(),
    currency: text({ enum: CURRENCIES }).notNull(),
    sourceAccountNumber: text().notNull(),
    targetLabel: text().notNull(),
    description: text().notNull(),
    confirmChannel: text({ enum: CC_CONFIRM_CHANNELS }).notNull(),
    /** sha256 of the reference the SMS or push carried (the phone answers with it). */
    referenceHash: text().notNull().unique(),
    /** The push message (outbox) whose approval confirms, for push customers. */
    pushOutboxId: uuid(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    answeredAt: ts('answered_at'),
    updatedAt: ts('updated_at').notNull(),
    /**
     * The posted journal and transfer (no foreign keys: the engine's guards run before the commit inserts
     * the journal and the transfer, in the same statement; both are set only by that commit).
     */
    journalId: uuid(),
    transferId: uuid(),
    failureCode: text(),
  },
  (t) => [index().on(t.customerId, t.createdAt), index().on(t.status, t.expiresAt)],
);
