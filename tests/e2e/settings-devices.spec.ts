/**
 * Settings, my devices (issue 16), from the menu: this browser listed and marked after its sign-in,
 * another device of the customer (with a live session) removed, its session ended at once, and this
 * device renamed. Turkish at 1440 px with the mouse, English at 375 px by keyboard. Axe on each screen.
 */
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { customers, sessions } from '../../server/db/schema/auth';
import { devices } from '../../server/db/schema/settings';
import type { Language } from '../../src/contract/headers';
import { seriousViolations } from './support/axe';
import { expect, test, type Bank } from './support/bank';
import { followNavEntry } from './support/nav';
import { field, retail, signIn } from './support/send-money-steps';

const checkScreen = async (page: Page, name: string) => {
  expect(await seriousViolations(page), name).toEqual([]);
};

/** Another device of Ayşe with a live session on it. */
const otherDevice = async (bank: Bank) => {
  const [customer] = await bank.db
    .select()
    .from(customers)
    .where(eq(customers.identificationNumber, retail.identificationNumber));
  const at = new Date(Date.now() - 86_400_000);
  const [device] = await bank.db
    .insert(devices)
    .values({
      customerId: customer!.id,
      keyHash: 'other',
      description: 'Android / Samsung / SM-A546',
      firstUsedAt: at,
      lastUsedAt: at,
    })
    .returning();
  const [session] = await bank.db
    .insert(sessions)
    .values({
      tokenHash: `t-${crypto.randomUUID()}`,
      cookieHash: `c-${crypto.randomUUID()}`,
      customerId: customer!.id,
      userId: customer!.id,
      stage: 'active',
      channel: 'Internet',
      createdAt: new Date(),
      lastSeenAt: new Date(),
      deviceId: device!.id,
    })
    .returning();
  return { device: device!, session: session! };
};

const CASES: { language: Language; width: number; keyboard: boolean; name: string; removed: string }[] = [
  { language: 'tur', width: 1440, keyboard: false, name: 'Ev bilgisayarım', removed: 'Cihaz kaldırıldı' },
  { language: 'eng', width: 375, keyboard: true, name: 'My laptop', removed: 'The device is removed' },
];

for (const c of CASES)
  test(`my devices: remove another, rename this one (${c.language}, ${c.width} px)`, async ({
    page,
    bank,
    request,
  }) => {
    await page.setViewportSize({ width: c.width, height: 900 });
    const other = await otherDevice(bank);
    await signIn(page, request, bank, c.language);
    await followNavEntry(page, 'nav-defined-devices');
    const rows = page.getByTestId('device-row');
    await expect(rows).toHaveCount(2);
    const current = page.locator('[data-testid="device-row"][data-current="true"]');
    await expect(current.getByTestId('device-current')).toBeVisible();
    await checkScreen(page, 'list');

    const otherRow = page.locator(`[data-testid="device-row"][data-id="${other.device.id}"]`);
    await expect(otherRow).toContainText('Samsung');
    if (c.keyboard) {
      await otherRow.getByTestId('device-remove').focus();
      await page.keyboard.press('Enter');
    } else await otherRow.getByTestId('device-remove').click();
    await expect(page.getByTestId('confirm-dialog')).toBeVisible();
    await checkScreen(page, 'confirm');
    if (c.keyboard) {
      await page.getByTestId('confirm-ok').focus();
      await page.keyboard.press('Enter');
    } else await page.getByTestId('confirm-ok').click();
    await expect(page.getByText(c.removed)).toBeVisible();
    await expect(rows).toHaveCount(1);
    expect(await bank.db.select().from(devices).where(eq(devices.id, other.device.id))).toHaveLength(0);
    const [ended] = await bank.db.select().from(sessions).where(eq(sessions.id, other.session.id));
    expect(ended!.endReason).toBe('device-removed');
    // The snackbar fades out before the next axe check (a fading toast reads as low contrast).
    await expect(page.getByText(c.removed)).toBeHidden();

    if (c.keyboard) {
      await current.getByTestId('device-rename').focus();
      await page.keyboard.press('Enter');
      await field(page, 'device-name').focus();
      await page.keyboard.type(c.name);
      await page.keyboard.press('Enter');
    } else {
      await current.getByTestId('device-rename').click();
      await field(page, 'device-name').fill(c.name);
      await checkScreen(page, 'rename');
      await page.getByTestId('device-rename-save').click();
    }
    await expect(current.getByTestId('device-title')).toHaveText(c.name);
    const [mine] = await bank.db.select().from(devices);
    expect(mine!.name).toBe(c.name);
  });
