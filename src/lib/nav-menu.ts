import type { MenuItem } from '../contract/menu';
/** The built-in tree used when GetMenuTree fails (spec section 7: menu failures are silently ignored). */
export const fallbackMenu = (titles: { home: string; accounts: string }): MenuItem[] => [
  { title: titles.home, path: '/dashboard', icon: 'home', disabled: false, roles: [], children: [] },
  {
    title: titles.accounts,
    path: '/dashboard/my-accounts',
    icon: 'accounts',
    disabled: false,
    roles: [],
    children: [],
  },
];

const HOME = '/dashboard';

/** Pages the menu does not list that belong to one of its entries (a form's list, home's other path). */
const BELONGS_TO: Readonly<Record<string, string>> = {
  '/dashboard/homepage': HOME,
  '/dashboard/add-registered-transaction': '/dashboard/registered-transactions',
  '/dashboard/create-easy-address': '/dashboard/easy-addresses',
  '/dashboard/physical-gold/basket': '/dashboard/physical-gold/buy-physical-gold',
  '/dashboard/physical-gold/address': '/dashboard/physical-gold/buy-physical-gold',
  '/dashboard/physical-gold/add-address': '/dashboard/physical-gold/buy-physical-gold',
  '/dashboard/physical-gold/summary': '/dashboard/physical-gold/buy-physical-gold',
  '/dashboard/physical-gold/order-detail': '/dashboard/physical-gold/my-orders',
};

const allItems = (list: readonly MenuItem[]): MenuItem[] => list.flatMap((item) => [item, ...allItems(item.children)]);

/**
 * The menu path marked current for a route: a decision page that names the form it came from
 * (`?from=to-iban` on the summary and success pages) belongs to that form; a page the menu does
 * not list to its owner; otherwise the longest menu path the route lies under. Home is current on
 * home only, not under every /dashboard page.
 */
export const activePath = (
  items: readonly MenuItem[],
  pathname: string,
  search: { from?: unknown } = {},
): string | undefined => {
  const paths = allItems(items).map((item) => item.path);
  const from = typeof search.from === 'string' ? `${HOME}/${search.from}` : undefined;
  if (from && paths.includes(from)) return from;
  const normalized = pathname.replace(/\/+$/, '') || '/';
  const owner = Object.entries(BELONGS_TO).find(([page]) => normalized === page || normalized.startsWith(`${page}/`));
  const route = owner ? owner[1] : normalized;
  return paths
    .filter((path) => route === path || (path !== HOME && route.startsWith(`${path}/`)))
    .sort((a, b) => b.length - a.length)[0];
};

export interface NavGroup {
  /** The area: its title and icon head the group; without pages it is a link of its own. */
  item: MenuItem;
  /** The area's pages, each path once, with depths below the area. */
  entries: NavEntryAt[];
}

/** The top level as groups: each area with its pages listed under it. */
export const navGroups = (items: readonly MenuItem[]): NavGroup[] =>
  items.map((item) => ({
    item,
    entries: flattenMenu(item.children),
  }));

/** The group holding `path` (its own path or one of its pages). */
export const groupOf = (groups: readonly NavGroup[], path: string | undefined): NavGroup | undefined =>
  path === undefined
    ? undefined
    : groups.find(({ item, entries }) => item.path === path || entries.some((entry) => entry.item.path === path));

/** A menu link's own active test (the router's): its exact path, whatever the search. */
export const EXACT = { exact: true, includeSearch: false } as const;

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
