/**
 * Who sees a menu item (docs/corporate-access.md "The menu and roles"). A session's menu role set is
 * its corporate roles in the chosen workgroup, or `['Individual']` for an individual customer's
 * session. An item is shown when its `roles` is empty or names one of the session's roles; so an
 * individual sees every item not kept for corporate roles, and a money-moving item lists
 * `Individual` with `maker`. The server filters the served tree with this; the page shows what it got.
 */
import { CORPORATE_ROLES, type CorporateRole } from './corporate-roles';
import type { MenuItem } from './menu';

export const INDIVIDUAL_MENU_ROLE = 'Individual';
export type MenuRole = CorporateRole | typeof INDIVIDUAL_MENU_ROLE;

/** The role set of a session: a corporate session's roles (none is possible), or Individual. */
export const menuRolesOf = (corporateRoles: readonly CorporateRole[] | null): MenuRole[] =>
  corporateRoles ? CORPORATE_ROLES.filter((role) => corporateRoles.includes(role)) : [INDIVIDUAL_MENU_ROLE];

const visibleTo =
  (roles: readonly string[]) =>
  (item: MenuItem): boolean =>
    item.roles.length === 0 || item.roles.some((role) => roles.includes(role));

/**
 * Keeps the items (at every depth) whose roles are empty or meet `roles`. An area whose own path is
 * a page hidden from these roles (Payments opens bill payment) opens its first page left instead.
 */
export const menuVisibleTo = (items: readonly MenuItem[], roles: readonly string[]): MenuItem[] =>
  items.filter(visibleTo(roles)).map((item) => {
    const children = menuVisibleTo(item.children, roles);
    const ownPageHidden = item.children.some((child) => child.path === item.path && !visibleTo(roles)(child));
    return { ...item, path: ownPageHidden && children[0] ? children[0].path : item.path, children };
  });
