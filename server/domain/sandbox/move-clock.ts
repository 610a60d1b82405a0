/** The sandbox clock's calls: read it, move it (days, hours) or reset it; moving runs the standing orders due at once. */
import type { MoveSandboxClock, MovedSandboxClock, SandboxClockState } from '../../../src/contract/sandbox';
import { runCards } from '../cards/runner';
import { advanceGoldOrdersFully } from '../physical-gold/advance';
import type { DomainDeps } from '../common/deps';
import { runDueOrders } from '../standing-orders/runner';
import { istanbulDate } from '../transfers/calendar';

const HOUR_MS = 3_600_000;
/** Two years ahead at most: the furthest a standing order may end. */
const MAX_OFFSET_MS = 2 * 366 * 24 * HOUR_MS;

export const sandboxClockState = (deps: DomainDeps): SandboxClockState => {
  const now = deps.now();
  return { now: now.toISOString(), today: istanbulDate(now), offsetMs: deps.clock?.offsetMs() ?? 0 };
};

export const moveSandboxClock = async (deps: DomainDeps, move: MoveSandboxClock): Promise<MovedSandboxClock> => {
  const clock = deps.clock;
  if (clock) {
    await clock.load(deps.db);
    const step = ((move.advanceDays ?? 0) * 24 + (move.advanceHours ?? 0)) * HOUR_MS;
    const offset = move.reset ? 0 : Math.min(clock.offsetMs() + step, MAX_OFFSET_MS);
    await clock.set(deps.db, offset);
  }
  const ran = await runDueOrders(deps.db, deps.config, deps.now(), deps.logger);
  // Card statements (and late charges) and card application steps that came due with the move.
  await runCards(deps);
  // Gold orders' steps that came due with the move.
  await advanceGoldOrdersFully(deps);
  return { clock: sandboxClockState(deps), ran };
};
