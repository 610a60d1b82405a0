import type { IpChange } from '../../api/ip-restrictions';
import { cidrText, ipAllowed, parseCidr } from '../../contract/ip-cidr';
import type { IpRestriction, IpRestrictionList } from '../../contract/ip-restrictions';
import { decisionStore } from '../../lib/decision-store';

/** What the confirm step shows: the rules after the change, and whether this address is left out. */
export interface IpPlan {
  cidr: string | null;
  label: string | null;
  after: string[];
  currentIp: string | null;
  lockout: boolean;
}

export const ipDecision = decisionStore<IpChange, IpPlan, IpRestrictionList>('ip-restriction');

/** The plan of a change over the rules as the page read them (the bank checks it again). */
export const ipPlanOf = (change: IpChange, list: IpRestrictionList): IpPlan => {
  const rules = list.restrictions;
  let after: IpRestriction['cidr'][];
  let cidr: string | null = null;
  let label: string | null = null;
  if (change.verb === 'Delete') {
    const gone = rules.find((r) => r.id === change.body.id);
    cidr = gone?.cidr ?? null;
    label = gone?.label ?? null;
    after = rules.filter((r) => r.id !== change.body.id).map((r) => r.cidr);
  } else {
    const range = parseCidr(change.body.cidr);
    cidr = range ? cidrText(range) : change.body.cidr;
    label = change.body.label || null;
    const others = change.verb === 'Update' ? rules.filter((r) => r.id !== change.body.id) : rules;
    after = [...others.map((r) => r.cidr), cidr];
  }
  return { cidr, label, after, currentIp: list.currentIp, lockout: !ipAllowed(list.currentIp, after) };
};

/** The change as sent: a lockout the confirm step warned about is acknowledged by approving it. */
export const acknowledged = (change: IpChange, plan: IpPlan): IpChange =>
  ({ ...change, body: { ...change.body, acknowledgeLockout: plan.lockout } }) as IpChange;
