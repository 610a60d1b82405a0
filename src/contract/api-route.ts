/**
 * One entry of the API's route table (api-routes.ts): what a call takes and answers, as the
 * contract's schemas. The server's OpenAPI document is generated from the table, and a server
 * test fails when a mounted route is missing from it.
 */
import * as v from 'valibot';
import { ActionCode } from './action-codes';
import { IssueKey } from './message-codes';
import { text } from './safe-text';

/**
 * Who may call: nobody signed in (`none`, pre-login, unsigned); a session at a sign-in step; an
 * active customer session (`active`, signed); the CallCenter agent (`agent`); `signed`: a
 * customer session past the first factor or an agent; `optional`: with or without a session.
 */
export type RouteSession =
  'none' | 'otp' | 'push' | 'first-login' | 'workgroup' | 'active' | 'agent' | 'signed' | 'optional';

export interface ApiRoute {
  readonly method: 'GET' | 'POST';
  /** As the specification writes it (paths are case-insensitive), `{name}` for a path parameter. */
  readonly path: string;
  /** The operation's name in the document (unique). */
  readonly name: string;
  readonly tag: string;
  readonly summary: string;
  readonly session: RouteSession;
  /** `auth`: `{ result, actionCode, messages, data? }`; `service`: `{ status, data, messages, actionCode, isTransactionSigning }`. */
  readonly envelope: 'auth' | 'service';
  /** The JSON body, when the call takes one. */
  readonly body?: v.GenericSchema;
  /** The query string, an object schema of string values. */
  readonly query?: v.GenericSchema;
  readonly params?: Readonly<Record<string, v.GenericSchema>>;
  /** The envelope's `data` on success. */
  readonly data: v.GenericSchema;
  /** The action codes a success may carry (`0` when nothing further). */
  readonly actionCodes: readonly number[];
  /** A change: needs an `Idempotency-Key` (a UUID) and answers its first final answer again. */
  readonly idempotent?: boolean;
}

/** Path parameters. */
export const AccountNumberParam = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,40}$/, IssueKey.Invalid));
export const IdParam = v.pipe(v.string(), v.uuid(IssueKey.Invalid));
export const NameParam = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,40}$/, IssueKey.Invalid));
/** A yes/no path segment (`/Deposit/GetAccounts/{IsClosedIncluded}`). */
export const FlagParam = v.picklist(['true', 'false'], IssueKey.Invalid);

/** `?take=`: how many, 1 to 100 (default 10). */
export const TakeQuerySchema = v.object({
  take: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, IssueKey.Invalid), v.description('1 to 100, default 10'))),
});
/** `?updateTime=`: the caller's copy; equal to the server's, the answer says `isChanged: false`. */
export const UpdateTimeQuerySchema = v.object({ updateTime: v.optional(v.pipe(text(), v.maxLength(40))) });

/** A success that carries no data (`{}`); auth answers may leave `data` out. */
export const EmptyDataSchema = v.object({});
/** `GET /health`. */
export const HealthSchema = v.object({ ok: v.boolean() });

type CustomerEntry = Omit<ApiRoute, 'envelope' | 'session' | 'actionCodes' | 'method'> &
  Partial<Pick<ApiRoute, 'session' | 'actionCodes' | 'method'>>;

/** A service call of an active customer session (a body means POST), answering action code 0 unless told. */
export const customerCall = (entry: CustomerEntry): ApiRoute => ({
  method: entry.body ? 'POST' : 'GET',
  session: 'active',
  envelope: 'service',
  actionCodes: [ActionCode.None],
  ...entry,
});
