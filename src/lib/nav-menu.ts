import type { MenuItem } from '../contract/menu';
import type { AuthState } from './auth-store';

/**
 * Role names a menu item's `roles` may list. A customer session's role is its
 * customerType from the sign-in answer: 'Individual' or 'Corporate' (spec section 3,
 * processedCustomerInformation.customerType). An item with no roles is for everyone.
 */
export type NavRole = 'Individual' | 'Corporate';

export const currentRole = (state: Pick<AuthState, 'customerType'>): NavRole | undefined => state.customerType;

/** Drops items (and their children) whose roles exclude `role`; a parent left with no children keeps its own path. */
export const filterMenuByRole = (items: readonly MenuItem[], role: NavRole | undefined): MenuItem[] =>
  items
    .filter((item) => item.roles.length === 0 || (role !== undefined && item.roles.includes(role)))
    .map((item) => ({ ...item, children: filterMenuByRole(item.children, role) }));

/** The built-in tree used when GetMenuTree fails (spec section 7: menu failures are silently ignored). */
export const fallbackMenu = (titles: { home: string; accounts: string }): MenuItem[] => [
  { title: titles.home, path: '/dashboard', icon: 'home', disabled: false, roles: [], children: [] },
  { title: titles.accounts, path: '/dashboard/my-accounts', icon: 'wallet', disabled: false, roles: [], children: [] },
];

/** The item whose path is the longest prefix of the current path: the one marked aria-current. */
export const activePath = (items: readonly MenuItem[], pathname: string): string | undefined => {
  const all = (list: readonly MenuItem[]): MenuItem[] => list.flatMap((item) => [item, ...all(item.children)]);
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return all(items)
    .map((item) => item.path)
    .filter((path) => normalized === path || normalized.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
};

/** The test id of a menu path's entry: `nav-home`, `nav-my-accounts`, `nav-my-accounts-detail`. */
export const navTestId = (path: string): string =>
  `nav-${path.replace(/^\/dashboard\/?/, '').replace(/\//g, '-') || 'home'}`;

export interface NavEntryAt {
  item: MenuItem;
  depth: number;
}

/**
 * The tree as a list with depths, each path once: a parent and a child often share a path
 * (the section's first page), and `skip` drops paths shown elsewhere (a submenu's parent).
 */
export const flattenMenu = (items: readonly MenuItem[], skip: readonly string[] = []): NavEntryAt[] => {
  const seen = new Set(skip);
  const walk = (list: readonly MenuItem[], depth: number): NavEntryAt[] =>
    list.flatMap((item) => {
      const own = seen.has(item.path) ? [] : (seen.add(item.path), [{ item, depth }]);
      return [...own, ...walk(item.children, depth + 1)];
    });
  return walk(items, 0);
};
