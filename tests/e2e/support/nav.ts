/** The main menu from a journey: on a phone its entries sit in the drawer the header's Menu button opens. */
import type { Page } from '@playwright/test';

/** Follows the menu entry `testId` (`nav-my-accounts`), opening the drawer first where there is one. */
export const followNavEntry = async (page: Page, testId: string) => {
  const open = page.getByTestId('nav-open');
  if (await open.isVisible()) await open.click();
  await page.getByTestId('app-nav').getByTestId(testId).click();
};
