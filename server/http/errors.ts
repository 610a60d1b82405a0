/** An error that is a planned HTTP answer (4xx); the error handler turns it into an envelope. */
import { ActionCode } from '../../src/contract/action-codes';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

export interface RequestErrorOptions {
  /** Auth calls answer an auth envelope; the default is a service envelope. */
  envelope?: 'auth' | 'service';
  /** Sent as Retry-After (429). */
  retryAfterSeconds?: number;
}

export class RequestError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly codes: readonly string[],
    readonly actionCode: number = status === 401 ? ActionCode.Login : ActionCode.None,
    readonly options: RequestErrorOptions = {},
  ) {
    super(codes.join(','));
    this.name = 'RequestError';
  }
}

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
