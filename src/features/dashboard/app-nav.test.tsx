import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, memoryStorage, renderWithProviders } from '../../../tests/setup/render';
import { menuQueryOptions } from '../../api/menu';
import type { Language } from '../../contract/headers';
import type { MenuItem } from '../../contract/menu';
import { createAuthStore } from '../../lib/auth-store';
import { NAV_AREAS } from '../../lib/nav-menu-areas';
import { DEFAULT_SETTINGS, type Settings } from '../../lib/settings';
import { AppNav } from './app-nav';
import { AppNavDrawer } from './app-nav-drawer';

const entry = (title: string, path: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  title,
  path,
  icon: 'list',
  disabled: false,
  roles: [],
  children: [],
  ...extra,
});

/** Like the bank's tree for an individual: home, an area whose first page shares its path, transfers. */
const TREE: MenuItem[] = [
  entry('Home', '/dashboard', { icon: 'home' }),
  entry('Accounts', '/dashboard/my-accounts', {
    icon: 'accounts',
    children: [entry('My accounts', '/dashboard/my-accounts'), entry('Open an account', '/dashboard/create-account')],
  }),
  entry('Money transfers', '/dashboard/registered-transactions', {
    icon: 'transfers',
    roles: ['Individual', 'maker'],
    children: [
      entry('Send to an IBAN', '/dashboard/to-iban', { roles: ['Individual', 'maker'] }),
      entry('Registered', '/dashboard/registered-transactions'),
    ],
  }),
];

/** The tree the bank serves a corporate viewer and administrator: no transfers, a page and an area for admins. */
const ADMIN_TREE: MenuItem[] = [
  TREE[0]!,
  {
    ...TREE[1]!,
    children: [...TREE[1]!.children, entry('Limits', '/dashboard/limits', { roles: ['admin'] })],
  },
  entry('Approvals', '/dashboard/approvals', { icon: 'corporate', roles: ['admin'] }),
];

/** Every product area of the spec, each with two pages, titled in `language`. */
const everyArea = (language: Language): MenuItem[] => {
  i18n.activate(language);
  return NAV_AREAS.map(({ key, label }) =>
    entry(i18n._(label), `/dashboard/${key}`, {
      icon: key,
      children:
        key === 'home'
          ? []
          : [entry(`${key} one`, `/dashboard/${key}/one`), entry(`${key} two`, `/dashboard/${key}/two`)],
    }),
  );
};

const signedIn = (customerType: 'Individual' | 'Corporate') => {
  const auth = createAuthStore(memoryStorage());
  auth.applyLoginStep('initialLogin', {
    result: true,
    actionCode: 100,
    messages: [],
    data: { customerName: 'Ayşe Yılmaz', customerType },
  });
  return auth;
};

const renderNav = async (
  navLayout: Settings['navLayout'],
  customerType: 'Individual' | 'Corporate',
  { path = '/dashboard', tree = customerType === 'Corporate' ? ADMIN_TREE : TREE, language = 'eng' as Language } = {},
) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('the menu comes from the cache'))),
  );
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(menuQueryOptions(language).queryKey, tree);
  const result = await renderWithProviders(<AppNav settings={{ ...DEFAULT_SETTINGS, navLayout }} />, {
    auth: signedIn(customerType),
    queryClient,
    path,
    language,
  });
  const nav = screen.getByRole('navigation', { name: language === 'eng' ? 'Main menu' : 'Ana menü' });
  expect(nav.dataset.layout).toBe(navLayout);
  return { ...result, nav };
};

const hrefs = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe.each(['mini', 'vertical'] as const)('AppNav, %s sidebar', (layout) => {
  it('shows each area as a labelled group of links, each path once, the current page marked', async () => {
    const { nav } = await renderNav(layout, 'Individual');
    expect(hrefs(nav)).toEqual([
      '/dashboard',
      '/dashboard/my-accounts',
      '/dashboard/create-account',
      '/dashboard/to-iban',
      '/dashboard/registered-transactions',
    ]);
    // Each area's pages are a list named by the area's heading; every link has its text.
    const accounts = within(nav).getByRole('list', { name: 'Accounts' });
    expect(hrefs(accounts)).toEqual(['/dashboard/my-accounts', '/dashboard/create-account']);
    expect(within(nav).getByRole('list', { name: 'Money transfers' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Open an account' }).getAttribute('href')).toBe(
      '/dashboard/create-account',
    );
    expect(within(nav).getByTestId('nav-home').getAttribute('aria-current')).toBe('page');
    // Icons are decorative.
    for (const svg of nav.querySelectorAll('svg')) expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the tree the bank served for the session, at every depth', async () => {
    const individual = await renderNav(layout, 'Individual');
    expect(within(individual.nav).getByTestId('nav-to-iban').getAttribute('href')).toBe('/dashboard/to-iban');
    expect(within(individual.nav).queryByTestId('nav-approvals')).toBeNull();
    individual.unmount();
    const corporate = await renderNav(layout, 'Corporate');
    expect(within(corporate.nav).getByTestId('nav-approvals').getAttribute('href')).toBe('/dashboard/approvals');
    expect(within(corporate.nav).getByTestId('nav-limits').getAttribute('href')).toBe('/dashboard/limits');
    expect(within(corporate.nav).queryByTestId('nav-to-iban')).toBeNull();
  });

  it("re-reads a corporate session's menu on the next page: a role change shows", async () => {
    const { nav, router } = await renderNav(layout, 'Corporate');
    expect(within(nav).getByTestId('nav-approvals')).toBeTruthy();
    // The administrator made this user a maker and took admin away: the bank now serves TREE.
    const fetch = vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            status: 'success',
            data: { children: TREE, updateTime: '2026-11-25T22:30:00.000Z+m', isChanged: true },
            messages: [],
            actionCode: 0,
            isTransactionSigning: false,
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
      ).then((response) => (String(input).includes('GetMenuTree') ? response : Promise.reject(new Error('other')))),
    );
    vi.stubGlobal('fetch', fetch);
    await router.navigate({ to: '/dashboard/my-accounts' });
    await waitFor(() => expect(within(nav).getByTestId('nav-to-iban')).toBeTruthy());
    expect(within(nav).queryByTestId('nav-approvals')).toBeNull();
    expect(within(nav).queryByTestId('nav-limits')).toBeNull();
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('GetMenuTree'))).toHaveLength(1);
  });

  it("does not re-read an individual's menu on navigation", async () => {
    const { nav, router } = await renderNav(layout, 'Individual');
    const fetch = vi.fn(() => Promise.reject(new Error('not asked')));
    vi.stubGlobal('fetch', fetch);
    await router.navigate({ to: '/dashboard/my-accounts' });
    await waitFor(() => expect(within(nav).getByTestId('nav-my-accounts').getAttribute('aria-current')).toBe('page'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on a transfer summary the form it came from is current, not Home', async () => {
    const { nav } = await renderNav(layout, 'Individual', { path: '/dashboard/transaction-summary?from=to-iban' });
    expect(within(nav).getByTestId('nav-to-iban').getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByTestId('nav-home').getAttribute('aria-current')).toBeNull();
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it.each(['eng', 'tur'] as const)(
    'names every product area of the spec, each with its own icon (%s)',
    async (language) => {
      const tree = everyArea(language);
      const { nav } = await renderNav(layout, 'Individual', { tree, language });
      for (const area of tree.slice(1)) expect(within(nav).getByRole('list', { name: area.title })).toBeTruthy();
      expect(within(nav).getByRole('link', { name: tree[0]!.title })).toBeTruthy();
      const icons = [...nav.querySelectorAll('[data-testid$="-group"] svg')].map((svg) => svg.innerHTML);
      expect(icons).toHaveLength(NAV_AREAS.length);
      expect(new Set(icons).size).toBe(NAV_AREAS.length);
    },
  );
});

describe('AppNav, horizontal bar', () => {
  it('shows home as a link and each other area as a button named after it', async () => {
    const { nav } = await renderNav('horizontal', 'Individual');
    expect(hrefs(nav)).toEqual(['/dashboard']);
    const trigger = within(nav).getByRole('button', { name: 'Accounts' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).getByTestId('nav-home').getAttribute('aria-current')).toBe('page');
  });

  it('reaches a page with the keyboard: open the menu, move, Enter follows the link, Escape closes', async () => {
    const user = userEvent.setup();
    const { nav, router } = await renderNav('horizontal', 'Corporate');
    const trigger = within(nav).getByRole('button', { name: 'Accounts' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My accounts', 'Open an account', 'Limits']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Open an account' }).dataset.highlighted).toBe(''));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/create-account'));
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
  });
});

describe('AppNavDrawer (phone)', () => {
  it('opens every group in a drawer; following an entry or Escape closes it', async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    const tree = everyArea('tur');
    queryClient.setQueryData(menuQueryOptions('tur').queryKey, tree);
    const { router } = await renderWithProviders(<AppNavDrawer />, {
      auth: signedIn('Individual'),
      queryClient,
      path: '/dashboard',
      language: 'tur',
    });
    const open = screen.getByRole('button', { name: 'Menü' });
    await user.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Ana menü' });
    const nav = within(drawer).getByRole('navigation', { name: 'Ana menü' });
    for (const area of tree.slice(1)) expect(within(nav).getByRole('list', { name: area.title })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));

    await user.click(open);
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'gold one' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/gold/one'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
