import { demoIdentity } from '../../server/db/demo-identities';
import { expect, signInWithSms, test } from './support/bank';

const retail = demoIdentity('retail');
const rootFontSize = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`the shell at ${viewport.width} px: settings drawer, nav layout, breadcrumb`, async ({
    page,
    bank,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await signInWithSms(page, request, bank, retail);
    await expect(page).toHaveURL(/\/dashboard/);

    // Breadcrumb with localized (Turkish) labels.
    await page.getByTestId('nav-my-accounts').click();
    await expect(page.getByTestId('breadcrumb')).toContainText('Ana sayfa');
    await expect(page.getByTestId('breadcrumb-my-accounts')).toHaveText('Hesaplarım');
    await expect(page.getByTestId('nav-my-accounts')).toHaveAttribute('aria-current', 'page');

    // Settings drawer: title, the slider sets the root font size, reset-all.
    await page.getByTestId('settings-open').click();
    const drawer = page.getByTestId('settings-drawer');
    await expect(drawer.getByRole('heading', { name: 'Ayarlar' })).toBeVisible();
    expect(await rootFontSize(page)).toBe('16px');
    const thumb = drawer.getByRole('slider');
    await thumb.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => rootFontSize(page)).toBe('18px');
    await page.keyboard.press('End');
    await expect.poll(() => rootFontSize(page)).toBe('20px');

    await drawer.getByTestId('setting-navLayout-vertical').click();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('app-settings') ?? '{}') as Record<string, unknown>,
    );
    expect(stored).toMatchObject({ fontSize: 20, navLayout: 'vertical' });
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['app-settings']);

    await drawer.getByTestId('settings-reset').click();
    await expect.poll(() => rootFontSize(page)).toBe('16px');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Nav layout: mini by default on a wide screen, a top bar on a phone; switching is remembered.
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(nav).toHaveAttribute('data-layout', viewport.width < 768 ? 'horizontal' : 'mini');
    await page.getByTestId('settings-open').click();
    await page.getByTestId('setting-navLayout-horizontal').click();
    await page.keyboard.press('Escape');
    await expect(nav).toHaveAttribute('data-layout', 'horizontal');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toHaveAttribute('data-layout', 'horizontal');

    // Keyboard: the nav links are reachable and go home.
    await page.getByTestId('nav-home').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(page.getByTestId('nav-home')).toHaveAttribute('aria-current', 'page');
  });
}

test('the horizontal bar opens the pages of a section from the keyboard, without reloading', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInWithSms(page, request, bank, retail);
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(nav).toHaveAttribute('data-layout', 'horizontal');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const trigger = nav.getByTestId('nav-my-accounts-submenu');
  await expect(trigger).toHaveAccessibleName('Hesaplar menüsünü aç');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  const first = menu.getByRole('menuitem').first();
  await expect(first).toHaveAttribute('data-highlighted', '');
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/dashboard\/./);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
