/** Hono's environment for the app: the dependencies and what the request resolved. */
import type { Language } from '../../src/contract/headers';
import type { Agent } from '../domain/auth/agents';
import type { PreloadedDecision, Session } from '../domain/auth/sessions';
import type { DomainDeps } from '../domain/common/deps';
import type { Decider } from '../domain/decisions/decider';
import type { RateLimiter } from '../domain/security/rate-limit';
import type { ReplayGuard } from '../domain/security/replay-guard';
import type { Transport } from '../domain/security/transport-keys';

export interface AppDeps extends DomainDeps {
  distDir: string;
  /** Rate-limit windows, shared by every process (the database, or Redis when REDIS_URL is set). */
  limiter: RateLimiter;
  /** The RSA key that wraps session keys (field encryption, signing). */
  transport: Transport;
  /** Trace ids of signed calls already seen, shared like the limiter's windows. */
  replay: ReplayGuard;
  /** SQL statements this process has sent so far (the sandbox's metrics for the benchmark). */
  statements: () => number;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    language: Language;
    traceId: string;
    session: Session | undefined;
    agent: Agent | undefined;
    /** The session's customer as the decision flow needs it (set with the session). */
    decider: Decider | undefined;
    /** The decision under the request's Idempotency-Key, read with the session (null: none; undefined: not read). */
    decision: PreloadedDecision | null | undefined;
    /** Whether the signed call's trace id was new (when the session check recorded it). */
    freshTrace: boolean | undefined;
    /** The JSON body with its sensitive fields decrypted (set by secureTransport). */
    jsonBody: unknown;
  };
}
