/**
 * A corporate maker's new standing order on the page (issue 17, kind standingOrder): Selin Korkmaz,
 * maker at Demir Tekstil, sets up a monthly 20.000 TL order to an IBAN from My standing orders; the
 * rule needs one Finans and one Yönetim approval, so the confirm step shows the waiting state
 * (reference, amount, needs, the note that the order is set up once approved) instead of the created
 * order, and no order exists. Kerem Aksu (Finans) and Ece Tunç (Yönetim) approve through the API and
 * the order is made exactly once. Turkish at 375 px (no horizontal scroll), axe on the waiting state.
 */
import { eq } from 'drizzle-orm';
import { standingOrders } from '../../server/db/schema/payments';
import { demoIdentity } from '../../server/seed/demo-identities';
import { approve, signInToTekstil as approverOf } from '../server/support/corporate-steps';
import { seriousViolations } from './support/axe';
import { expect, test, type Bank } from './support/bank';
import { signInToTekstil } from './support/corporate';
import { followNavEntry } from './support/nav';
import { fill } from './support/send-money-steps';

const YILDIZ_IBAN = 'TR510001000123400056789012';
const NAME = 'Depo kirası';

const ordersNamed = (bank: Bank) => bank.db.select().from(standingOrders).where(eq(standingOrders.nickname, NAME));

test('a maker’s monthly 20.000 TL order waits, then two approvals make it once (tur, 375 px)', async ({
  page,
  bank,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInToTekstil(page, request, bank, demoIdentity('corporateMaker'));
  await followNavEntry(page, 'nav-my-orders');
  // The company has no order yet: the empty state offers a new one.
  await page.getByTestId('orders-new').click();
  await expect(page.getByTestId('order-form')).toBeVisible();
  await fill(page, 'order-iban', YILDIZ_IBAN);
  await fill(page, 'order-receiver-name', 'Mehmet Yıldız');
  await fill(page, 'order-amount', '20000');
  await fill(page, 'order-nickname', NAME);
  await page.getByTestId('order-continue').click();
  await expect(page.getByTestId('order-confirm')).toBeVisible();
  await page.getByTestId('order-confirm-button').click();

  await expect(page.getByTestId('order-waiting')).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText('Onaya gönderildi');
  await expect(page.getByTestId('waiting-amount')).toContainText('20.000');
  await expect(page.getByTestId('waiting-needs')).toHaveText('Finans × 1, Yönetim × 1');
  await expect(page.getByTestId('waiting-note')).toContainText('Talimat, onaylar ilk ödeme tarihinden önce');
  await expect(page.getByTestId('page-actions').getByRole('link', { name: 'Talimatlarım' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page), 'waiting').toEqual([]);
  expect(await ordersNamed(bank)).toHaveLength(0);

  const href = await page.getByTestId('waiting-follow').getAttribute('href');
  const operationId = new URL(href!, bank.url).searchParams.get('id')!;
  const kerem = await approverOf(bank.url, demoIdentity('corporateApprover'));
  const ece = await approverOf(bank.url, demoIdentity('corporateApprover2'));
  expect((await approve(kerem, operationId)).body.data.status).toBe('Waiting');
  expect(await ordersNamed(bank)).toHaveLength(0);
  expect((await approve(ece, operationId)).body.data.status).toBe('Posted');
  const made = await ordersNamed(bank);
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({ status: 'Active', amount: 2_000_000n, frequency: 'Monthly' });

  // Her list shows the company's new order.
  await page.getByTestId('page-actions').getByRole('link', { name: 'Talimatlarım' }).click();
  await expect(page.locator(`[data-name="${NAME}"]`)).toBeVisible();
});
