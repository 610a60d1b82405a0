/** An error that is a planned HTTP answer (4xx); the error handler turns it into an envelope. */
import { ActionCode } from '../../src/contract/action-codes';
import { MessageCode } from '../../src/contract/message-codes';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

/**
 * One thing wrong with a request: a stable key and, when one field is at fault, where it is
 * (`target.iban` in the body; a query or path parameter or a header by its name).
 */
export interface Problem {
  code: string;
  field?: string;
}

export interface RequestErrorOptions {
  /** Auth calls answer an auth envelope; the default is a service envelope. */
  envelope?: 'auth' | 'service';
  /** Sent as Retry-After (429). */
  retryAfterSeconds?: number;
  /** The connection cannot serve another request (a 413 whose body was left unread): `Connection: close`. */
  closeConnection?: boolean;
}

export class RequestError extends Error {
  readonly problems: readonly Problem[];

  constructor(
    readonly status: ErrorStatus,
    problems: readonly (string | Problem)[],
    readonly actionCode: number = status === 401 ? ActionCode.Login : ActionCode.None,
    readonly options: RequestErrorOptions = {},
  ) {
    const list = problems.map((problem) => (typeof problem === 'string' ? { code: problem } : problem));
    super(list.map((problem) => problem.code).join(','));
    this.name = 'RequestError';
    this.problems = list;
  }

  get codes(): string[] {
    return this.problems.map((problem) => problem.code);
  }
}

/** A 400 for one field: a path or query parameter, a header or a body field the schema could not check. */
export const invalidField = (field: string, code: string = MessageCode.ValidationFailed): RequestError =>
  new RequestError(400, [{ code, field }]);
