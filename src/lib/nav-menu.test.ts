import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../contract/menu';
import { activePath, currentRole, fallbackMenu, filterMenuByRole } from './nav-menu';

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
});
