import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The CallCenter navigation (spec section 2, CallCenter dashboard routes): one entry per area, each
 * a route of src/callcenter-routes/dashboard/. An area adds its entry here. `unverified: true`
 * entries work before the caller is verified; the others show a "verify first" notice until then.
 */
export interface AgentNavItem {
  to: string;
  label: MessageDescriptor;
  unverified?: boolean;
}

export const AGENT_HOME_PATH = '/dashboard';

export const AGENT_NAV: readonly AgentNavItem[] = [
  { to: AGENT_HOME_PATH, label: msg({ id: 'cc.nav.home', message: 'Home' }), unverified: true },
  { to: '/dashboard/my-accounts', label: msg({ id: 'cc.nav.accounts', message: 'Accounts' }) },
  { to: '/dashboard/my-financings', label: msg({ id: 'cc.nav.loans', message: 'Loans' }) },
  { to: '/dashboard/transfers', label: msg({ id: 'cc.nav.transfers', message: 'Transfers' }) },
  { to: '/dashboard/cards', label: msg({ id: 'cc.nav.cards', message: 'Cards' }) },
  { to: '/dashboard/credit-cards', label: msg({ id: 'cc.nav.creditCards', message: 'Credit cards' }) },
  {
    to: '/dashboard/my_card_applications',
    label: msg({ id: 'cc.nav.cardApplications', message: 'Card applications' }),
  },
  {
    to: '/dashboard/process-history',
    label: msg({ id: 'cc.nav.processHistory', message: 'Process history' }),
    unverified: true,
  },
  {
    to: '/dashboard/lost-stolen-processes',
    label: msg({ id: 'cc.nav.lostStolen', message: 'Lost/stolen processes' }),
  },
  {
    to: '/dashboard/create-current-account',
    label: msg({ id: 'cc.nav.createCurrentAccount', message: 'Create current account' }),
  },
];

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The navigation entry a path belongs to (the longest matching prefix). */
export const navItemOf = (path: string): AgentNavItem | undefined => {
  const current = trimmed(path);
  return [...AGENT_NAV]
    .sort((a, b) => b.to.length - a.to.length)
    .find((item) => current === item.to || (item.to !== AGENT_HOME_PATH && current.startsWith(`${item.to}/`)));
};

/** Home has no customer panel (spec section 1). */
export const isAgentHome = (path: string): boolean => trimmed(path) === AGENT_HOME_PATH;

/** Whether a page works before the caller is verified. */
export const worksUnverified = (path: string): boolean => navItemOf(path)?.unverified === true;
