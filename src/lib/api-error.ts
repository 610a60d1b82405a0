import { selectMessage, type Message } from '../contract/envelope';

/**
 * A call that did not end in a usable envelope: a non-2xx answer (its envelope's
 * messages kept), a service envelope with status "error", a network failure
 * (status 0) or an answer that does not match the contract (status -1).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly actionCode: number | undefined;
  readonly messages: readonly Message[];

  constructor(status: number, messages: readonly Message[] = [], actionCode?: number) {
    super(selectMessage(messages) ?? `API call failed (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
    this.actionCode = actionCode;
  }
}

/** The spec's message-selection rule for anything thrown by a call; undefined means "show the generic text". */
export const errorText = (error: unknown): string | undefined =>
  error instanceof ApiError ? selectMessage(error.messages) : undefined;
