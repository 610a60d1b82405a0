/** The API viewer at /api/docs (Swagger UI from swagger-ui-dist) lists the operations under the server's strict CSP. */
import { API_ROUTES } from '../../src/contract/api-routes';
import { expect, test } from './support/bank';

test('the API viewer lists the operations, with no CSP violation', async ({ page }) => {
  const problems: string[] = [];
  // A CSP refusal (script, style, image or fetch) shows as a console error; any page error counts too.
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Emanet sandbox bank API/ })).toBeVisible();
  // Swagger UI read every operation (the route table's and the document's own three). From 150 tags
  // plus operations it renders only the part of the list on screen, so the page shows the first ones.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            window as unknown as { ui: { specSelectors: { operations: () => { size: number } } } }
          ).ui.specSelectors.operations().size,
      ),
    )
    .toBe(API_ROUTES.length + 3);
  await expect(page.locator('.opblock').first()).toBeVisible();
  // A deep link, opened afresh, scrolls the list to a tag, which then renders its operations.
  await page.goto('about:blank');
  await page.goto('/api/docs#/Transfers');
  await expect(page.locator('.opblock-tag', { hasText: 'Transfers' })).toBeVisible();
  await expect(page.locator('.opblock-summary-path', { hasText: '/api/Transfer/Execute' })).toBeVisible();
  // Swagger UI's own stylesheet applied (a blocked stylesheet would leave the default look).
  expect(await page.locator('.swagger-ui').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('sans-serif');
  expect(problems).toEqual([]);
});
