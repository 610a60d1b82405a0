import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../contract/menu';
import { activePath, fallbackMenu, flattenMenu, groupOf, navGroups, navTestId } from './nav-menu';

const item = (path: string, roles: string[] = [], children: MenuItem[] = []): MenuItem => ({
  title: path,
  path,
  icon: 'list',
  disabled: false,
  roles,
  children,
});

const tree = [
  item('/dashboard'),
  item('/dashboard/corporate-operations', ['approver']),
  item('/dashboard/my-accounts', [], [item('/dashboard/my-accounts/detail'), item('/dashboard/x', ['admin'])]),
];

describe('nav menu', () => {
  it('marks the longest matching path as current; home only on home', () => {
    expect(activePath(tree, '/dashboard')).toBe('/dashboard');
    expect(activePath(tree, '/dashboard/')).toBe('/dashboard');
    expect(activePath(tree, '/dashboard/my-accounts/detail/')).toBe('/dashboard/my-accounts/detail');
    expect(activePath(tree, '/dashboard/my-accounts/other')).toBe('/dashboard/my-accounts');
    // A page under /dashboard that the menu does not know is not Home.
    expect(activePath(tree, '/dashboard/no-such-page')).toBeUndefined();
  });

  const transfers = [
    item('/dashboard'),
    item(
      '/dashboard/registered-transactions',
      [],
      [item('/dashboard/to-iban'), item('/dashboard/to-credit-card'), item('/dashboard/registered-transactions')],
    ),
    item('/dashboard/my-accounts', [], [item('/dashboard/my-accounts'), item('/dashboard/easy-addresses')]),
  ];

  it('a summary or success page belongs to the form it came from (?from=), not to Home', () => {
    expect(activePath(transfers, '/dashboard/transaction-summary', { from: 'to-iban' })).toBe('/dashboard/to-iban');
    expect(activePath(transfers, '/dashboard/success-page', { from: 'to-credit-card' })).toBe(
      '/dashboard/to-credit-card',
    );
    expect(activePath(transfers, '/dashboard/transaction-summary')).toBeUndefined();
    // A `from` that names no menu page is ignored.
    expect(activePath(transfers, '/dashboard/my-accounts/detail', { from: 'nowhere' })).toBe('/dashboard/my-accounts');
  });

  it("a page the menu does not list belongs to its owner's entry", () => {
    expect(activePath(transfers, '/dashboard/add-registered-transaction')).toBe('/dashboard/registered-transactions');
    expect(activePath(transfers, '/dashboard/add-registered-transaction/between-accounts')).toBe(
      '/dashboard/registered-transactions',
    );
    expect(activePath(transfers, '/dashboard/create-easy-address')).toBe('/dashboard/easy-addresses');
    expect(activePath(transfers, '/dashboard/homepage')).toBe('/dashboard');
  });

  it('groups the top level: each area with its pages, and finds the group of a path', () => {
    const groups = navGroups(transfers);
    expect(groups.map(({ item: area, entries }) => [area.path, entries.map(({ item: page }) => page.path)])).toEqual([
      ['/dashboard', []],
      [
        '/dashboard/registered-transactions',
        ['/dashboard/to-iban', '/dashboard/to-credit-card', '/dashboard/registered-transactions'],
      ],
      ['/dashboard/my-accounts', ['/dashboard/my-accounts', '/dashboard/easy-addresses']],
    ]);
    expect(groupOf(groups, '/dashboard/to-iban')?.item.path).toBe('/dashboard/registered-transactions');
    expect(groupOf(groups, '/dashboard')?.item.path).toBe('/dashboard');
    expect(groupOf(groups, undefined)).toBeUndefined();
  });

  it('has a built-in fallback tree', () => {
    expect(fallbackMenu({ home: 'Home', accounts: 'Accounts' }).map((entry) => entry.path)).toEqual([
      '/dashboard',
      '/dashboard/my-accounts',
    ]);
  });

  it('flattens the tree with depths, each path once, skipping given paths', () => {
    const section = [
      item('/dashboard/a', [], [item('/dashboard/a'), item('/dashboard/b', [], [item('/dashboard/c')])]),
    ];
    expect(flattenMenu(section).map(({ item: entry, depth }) => [entry.path, depth])).toEqual([
      ['/dashboard/a', 0],
      ['/dashboard/b', 1],
      ['/dashboard/c', 2],
    ]);
    expect(flattenMenu(section[0]!.children, ['/dashboard/a']).map(({ item: entry }) => entry.path)).toEqual([
      '/dashboard/b',
      '/dashboard/c',
    ]);
  });

  it('names test ids after the path below /dashboard', () => {
    expect(navTestId('/dashboard')).toBe('nav-home');
    expect(navTestId('/dashboard/my-accounts')).toBe('nav-my-accounts');
    expect(navTestId('/dashboard/my-accounts/detail')).toBe('nav-my-accounts-detail');
  });
});
