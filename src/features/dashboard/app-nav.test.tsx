import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, memoryStorage, renderWithProviders } from '../../../tests/setup/render';
import { menuQueryOptions } from '../../api/menu';
import type { MenuItem } from '../../contract/menu';
import { createAuthStore } from '../../lib/auth-store';
import { DEFAULT_SETTINGS, type Settings } from '../../lib/settings';
import { AppNav } from './app-nav';

const entry = (title: string, path: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  title,
  path,
  icon: 'list',
  disabled: false,
  roles: [],
  children: [],
  ...extra,
});

/** Like the bank's tree: a section whose first child shares its path, a child and a section for corporates only. */
const TREE: MenuItem[] = [
  entry('Home', '/dashboard'),
  entry('Accounts', '/dashboard/my-accounts', {
    children: [
      entry('My accounts', '/dashboard/my-accounts'),
      entry('Open an account', '/dashboard/create-account'),
      entry('Limits', '/dashboard/limits', { roles: ['Corporate'] }),
    ],
  }),
  entry('Approvals', '/dashboard/approvals', { roles: ['Corporate'] }),
];

const renderNav = async (navLayout: Settings['navLayout'], customerType: 'Individual' | 'Corporate') => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('the menu comes from the cache'))),
  );
  const auth = createAuthStore(memoryStorage());
  auth.applyLoginStep('initialLogin', {
    result: true,
    actionCode: 100,
    messages: [],
    data: { customerName: 'Ayşe Yılmaz', customerType },
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(menuQueryOptions('eng').queryKey, TREE);
  const result = await renderWithProviders(<AppNav settings={{ ...DEFAULT_SETTINGS, navLayout }} mobile={false} />, {
    auth,
    queryClient,
    path: '/dashboard',
  });
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  expect(nav.dataset.layout).toBe(navLayout);
  return { ...result, nav };
};

const hrefOf = (element: HTMLElement) => element.closest('a')?.getAttribute('href');

describe.each(['mini', 'vertical'] as const)('AppNav, %s layout', (layout) => {
  it('lists the whole tree as links, each path once, the current page marked', async () => {
    const { nav } = await renderNav(layout, 'Individual');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard', '/dashboard/my-accounts', '/dashboard/create-account']);
    expect(within(nav).getByTestId('nav-home').getAttribute('aria-current')).toBe('page');
    // The child is a link of its own: reachable with one click or Tab.
    expect(hrefOf(within(nav).getByTestId('nav-create-account'))).toBe('/dashboard/create-account');
    const label = layout === 'mini' ? 'Open an account' : undefined;
    expect(within(nav).getByTestId('nav-create-account').getAttribute('aria-label') ?? undefined).toBe(label);
  });

  it("hides what the customer's role may not see, at every depth", async () => {
    const individual = await renderNav(layout, 'Individual');
    expect(within(individual.nav).queryByTestId('nav-approvals')).toBeNull();
    expect(within(individual.nav).queryByTestId('nav-limits')).toBeNull();
    individual.unmount();
    const corporate = await renderNav(layout, 'Corporate');
    expect(hrefOf(within(corporate.nav).getByTestId('nav-approvals'))).toBe('/dashboard/approvals');
    expect(hrefOf(within(corporate.nav).getByTestId('nav-limits'))).toBe('/dashboard/limits');
  });
});

describe('AppNav, horizontal layout', () => {
  it('shows the top level as links and a menu button for a parent with children', async () => {
    const { nav } = await renderNav('horizontal', 'Individual');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard', '/dashboard/my-accounts']);
    const trigger = within(nav).getByRole('button', { name: 'Open the Accounts menu' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).getByTestId('nav-home').getAttribute('aria-current')).toBe('page');
  });

  it('reaches a child with the keyboard: open the menu, move, Enter follows the link, Escape closes', async () => {
    const user = userEvent.setup();
    const { nav, router } = await renderNav('horizontal', 'Individual');
    const trigger = within(nav).getByRole('button', { name: 'Open the Accounts menu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    // The shared-path child is the parent link itself; the menu holds the rest.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open an account']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Open an account' }).dataset.highlighted).toBe(''));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/create-account'));
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
  });

  it("role filtering applies inside the menus and to the bar's own items", async () => {
    const individual = await renderNav('horizontal', 'Individual');
    expect(within(individual.nav).queryByTestId('nav-approvals')).toBeNull();
    individual.unmount();
    const user = userEvent.setup();
    const corporate = await renderNav('horizontal', 'Corporate');
    expect(hrefOf(within(corporate.nav).getByTestId('nav-approvals'))).toBe('/dashboard/approvals');
    await user.click(within(corporate.nav).getByRole('button', { name: 'Open the Accounts menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open an account', 'Limits']);
  });
});
