import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../contract/menu';
import { activePath, currentRole, fallbackMenu, filterMenuByRole, flattenMenu, navTestId } from './nav-menu';

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
  item('/dashboard/corporate-operations', ['Corporate']),
  item(
    '/dashboard/my-accounts',
    [],
    [item('/dashboard/my-accounts/detail', ['Individual']), item('/dashboard/x', ['Corporate'])],
  ),
];

describe('nav menu', () => {
  it('hides items whose roles exclude the current role, at every depth', () => {
    const individual = filterMenuByRole(tree, 'Individual');
    expect(individual.map((entry) => entry.path)).toEqual(['/dashboard', '/dashboard/my-accounts']);
    expect(individual[1]?.children.map((entry) => entry.path)).toEqual(['/dashboard/my-accounts/detail']);
    const corporate = filterMenuByRole(tree, 'Corporate');
    expect(corporate.map((entry) => entry.path)).toContain('/dashboard/corporate-operations');
    expect(corporate[2]?.children.map((entry) => entry.path)).toEqual(['/dashboard/x']);
  });

  it('without a role only unrestricted items remain', () => {
    expect(filterMenuByRole(tree, undefined).map((entry) => entry.path)).toEqual([
      '/dashboard',
      '/dashboard/my-accounts',
    ]);
    expect(currentRole({})).toBeUndefined();
    expect(currentRole({ customerType: 'Corporate' })).toBe('Corporate');
  });

  it('marks the longest matching path as current', () => {
    expect(activePath(tree, '/dashboard')).toBe('/dashboard');
    expect(activePath(tree, '/dashboard/my-accounts/detail/')).toBe('/dashboard/my-accounts/detail');
    expect(activePath(tree, '/dashboard/my-accounts/other')).toBe('/dashboard/my-accounts');
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
