import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The product areas of the menu, in the order of the spec's product list (section 1) and its
 * routes (section 2). GetMenuTree's top level is one item per area, its `icon` the area's key
 * (the icon of nav-icon.tsx); the items below are the area's pages. An area joins the menu when
 * its pages exist; its name is here already, in both languages, for the built-in tree.
 */
export const NAV_AREAS = [
  { key: 'home', label: msg({ id: 'nav.area.home', message: 'Home' }) },
  { key: 'accounts', label: msg({ id: 'nav.area.accounts', message: 'Accounts' }) },
  { key: 'transfers', label: msg({ id: 'nav.area.transfers', message: 'Money transfers' }) },
  { key: 'payments', label: msg({ id: 'nav.area.payments', message: 'Payments' }) },
  { key: 'cards', label: msg({ id: 'nav.area.cards', message: 'Debit cards' }) },
  { key: 'credit-cards', label: msg({ id: 'nav.area.creditCards', message: 'Credit cards' }) },
  { key: 'gold', label: msg({ id: 'nav.area.gold', message: 'Physical gold' }) },
  { key: 'metals', label: msg({ id: 'nav.area.metals', message: 'Currency and precious metals' }) },
  { key: 'financing', label: msg({ id: 'nav.area.financing', message: 'Financing' }) },
  { key: 'documents', label: msg({ id: 'nav.area.documents', message: 'Documents' }) },
  { key: 'open-banking', label: msg({ id: 'nav.area.openBanking', message: 'Open banking' }) },
  { key: 'corporate', label: msg({ id: 'nav.area.corporate', message: 'Corporate approvals' }) },
  { key: 'settings', label: msg({ id: 'nav.area.settings', message: 'Settings' }) },
  { key: 'admin', label: msg({ id: 'nav.area.admin', message: 'Admin panel' }) },
  { key: 'contact', label: msg({ id: 'nav.area.contact', message: 'Contact us' }) },
] as const satisfies readonly { key: string; label: MessageDescriptor }[];

export type NavAreaKey = (typeof NAV_AREAS)[number]['key'];
