/** The main menu from a journey: on a phone its entries sit in the drawer the header's Menu button opens. */
import { expect, type Page } from '@playwright/test';

/** Follows the menu entry `testId` (`nav-my-accounts`), opening the drawer first where there is one. */
export const followNavEntry = async (page: Page, testId: string) => {
  // The header first: the URL changes before the (lazily loaded) layout renders, and a look for the
  // menu button before it exists read "no drawer" on a phone, then waited for an entry in a closed one.
  await expect(page.getByTestId('settings-open')).toBeVisible();
  const open = page.getByTestId('nav-open');
  if (await open.isVisible()) await open.click();
  await page.getByTestId('app-nav').getByTestId(testId).click();
};
