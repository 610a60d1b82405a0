/**
 * The captcha a person reads and a script cannot: after three wrong passwords the login form shows an
 * image of paths (no text in it), a refresh button reached by keyboard, and lets the customer in with
 * the answer (which the test takes from the sandbox).
 */
import type { Page, Response } from '@playwright/test';
import { demoIdentity } from '../../server/seed/demo-identities';
import { seriousViolations } from './support/axe';
import { captchaAnswer, expect, submitLogin, test } from './support/bank';

const retail = demoIdentity('retail');

const isCaptcha = (response: Response) => response.url().endsWith('/api/Captcha/generate');
const referenceOf = async (response: Response) =>
  ((await response.json()) as { data: { captchaReference: string } }).data.captchaReference;
const svgOf = async (page: Page) => {
  const src = (await page.getByTestId('captcha-image').getAttribute('src')) ?? '';
  return Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
};

test('three wrong passwords ask for the captcha; a new image by keyboard; its answer lets the customer in', async ({
  page,
  request,
  bank,
}) => {
  await page.goto('/login');
  for (let i = 0; i < 2; i++) {
    await submitLogin(page, retail, 'Wrong999');
    await expect(page.getByTestId('login-error')).toBeVisible();
  }
  const first = page.waitForResponse(isCaptcha);
  await submitLogin(page, retail, 'Wrong999');
  const image = page.getByRole('img', { name: 'Güvenlik kodu resmi' });
  await expect(image).toBeVisible();
  const firstReference = await referenceOf(await first);
  const svg = await svgOf(page);
  expect(svg).toContain('<path');
  expect(svg).not.toMatch(/<text|font/i);
  await expect(page.getByText('Resmi okuyamıyor musunuz?')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The refresh button is reached with Tab from the password field and pressed with Enter.
  await page.locator('input[name="password"]').focus();
  const refresh = page.getByRole('button', { name: 'Yeni güvenlik kodu resmi' });
  for (let i = 0; i < 6 && !(await refresh.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(refresh).toBeFocused();
  const second = page.waitForResponse(isCaptcha);
  await page.keyboard.press('Enter');
  const reference = await referenceOf(await second);
  expect(reference).not.toBe(firstReference);
  await expect.poll(() => svgOf(page)).not.toBe(svg);

  await page
    .getByTestId('captcha-input')
    .locator('input')
    .fill(await captchaAnswer(request, bank, reference));
  await submitLogin(page, retail, retail.password);
  await expect(page).toHaveURL(/\/sms-otp$/);
});
