import { describe, expect, it } from 'vitest';
import type { MenuItem } from './menu';
import { menuRolesOf, menuVisibleTo } from './menu-roles';

const item = (path: string, roles: string[] = [], children: MenuItem[] = []): MenuItem => ({
  title: path,
  path,
  icon: 'list',
  disabled: false,
  roles,
  children,
});

/** Like the bank's tree: open pages, money-moving pages (Individual and maker), the admin panel. */
const tree = [
  item('/dashboard'),
  item(
    '/dashboard/registered-transactions',
    ['Individual', 'maker'],
    [item('/dashboard/to-iban', ['Individual', 'maker'])],
  ),
  item('/dashboard/cards', [], [item('/dashboard/cards'), item('/dashboard/debt_payment', ['Individual', 'maker'])]),
  item('/dashboard/corporate-operations', ['approver', 'maker']),
  item('/dashboard/admin/user-role-change', ['admin'], [item('/dashboard/admin/user-role-change', ['admin'])]),
];

const paths = (items: readonly MenuItem[]): string[] =>
  items.flatMap((entry) => [entry.path, ...paths(entry.children).map((child) => `  ${child}`)]);

describe('menu roles', () => {
  it("an individual's set is Individual; a corporate session's its roles in the roles' order", () => {
    expect(menuRolesOf(null)).toEqual(['Individual']);
    expect(menuRolesOf(['admin', 'viewer'])).toEqual(['viewer', 'admin']);
    expect(menuRolesOf([])).toEqual([]);
  });

  it('an individual sees every item not kept for corporate roles, at every depth', () => {
    expect(paths(menuVisibleTo(tree, menuRolesOf(null)))).toEqual([
      '/dashboard',
      '/dashboard/registered-transactions',
      '  /dashboard/to-iban',
      '/dashboard/cards',
      '  /dashboard/cards',
      '  /dashboard/debt_payment',
    ]);
  });

  it('a viewer loses what moves money; a maker gets it; only an admin the admin panel', () => {
    expect(paths(menuVisibleTo(tree, menuRolesOf(['viewer'])))).toEqual([
      '/dashboard',
      '/dashboard/cards',
      '  /dashboard/cards',
    ]);
    expect(paths(menuVisibleTo(tree, menuRolesOf(['maker'])))).toEqual([
      '/dashboard',
      '/dashboard/registered-transactions',
      '  /dashboard/to-iban',
      '/dashboard/cards',
      '  /dashboard/cards',
      '  /dashboard/debt_payment',
      '/dashboard/corporate-operations',
    ]);
    expect(paths(menuVisibleTo(tree, menuRolesOf(['viewer', 'admin'])))).toEqual([
      '/dashboard',
      '/dashboard/cards',
      '  /dashboard/cards',
      '/dashboard/admin/user-role-change',
      '  /dashboard/admin/user-role-change',
    ]);
  });

  it('a corporate session with no role keeps only the open items', () => {
    expect(paths(menuVisibleTo(tree, []))).toEqual(['/dashboard', '/dashboard/cards', '  /dashboard/cards']);
  });

  it('an area whose own page is hidden opens its first page left', () => {
    const payments = item(
      '/dashboard/bill-payment',
      [],
      [
        item('/dashboard/bill-payment', ['Individual', 'maker']),
        item('/dashboard/standing-orders'),
        item('/dashboard/last-transactions'),
      ],
    );
    expect(menuVisibleTo([payments], menuRolesOf(['viewer']))[0]!.path).toBe('/dashboard/standing-orders');
    expect(menuVisibleTo([payments], menuRolesOf(['maker']))[0]!.path).toBe('/dashboard/bill-payment');
    expect(menuVisibleTo([payments], menuRolesOf(null))[0]!.path).toBe('/dashboard/bill-payment');
  });
});
