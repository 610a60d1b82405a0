/**
 * What the bank's rules answer when they say no. The domain throws these; the HTTP layer
 * (server/http, server/middleware/errors.ts) turns them into envelopes.
 */
import { ActionCode } from '../../../src/contract/action-codes';
import { MessageCode } from '../../../src/contract/message-codes';
import { sqlErrorOf } from '../../db/sql-error';

/**
 * A business refusal of a service call (insufficient funds, a limit): HTTP 200 with
 * `status: "error"` (contract.md, Transport). Thrown, so the database transaction rolls back.
 */
export class BusinessError extends Error {
  constructor(
    readonly codes: readonly string[],
    readonly actionCode: number = ActionCode.None,
  ) {
    super(codes.join(','));
    this.name = 'BusinessError';
  }
}

/** Input the rules cannot work with (contradicting bounds, an amount too precise for a filter): HTTP 400 naming the field. */
export class InvalidInput extends Error {
  constructor(
    /** The offending field by path (`filter.from`). */
    readonly field: string,
    readonly code: string = MessageCode.ValidationFailed,
  ) {
    super(`${code}:${field}`);
    this.name = 'InvalidInput';
  }
}

/**
 * The SQLSTATE when the database refused a value (class 22, data exception: a character it cannot
 * store, text where a uuid belongs, a number out of range), through Drizzle's wrapping; else undefined.
 */
export const dataExceptionCode = (error: unknown): string | undefined => {
  const code = sqlErrorOf(error)?.code;
  return code?.startsWith('22') ? code : undefined;
};
