/** The cards journeys' reads: a demo card's id from the bank's database, and a card as the bank answers it. */
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { cards } from '../../../server/db/schema/cards';
import type { CardDetail } from '../../../src/contract/cards';
import type { Bank } from './bank';

export const cardIdOf = async (bank: Bank, cardNumber: string): Promise<string> =>
  (await bank.db.select({ id: cards.id }).from(cards).where(eq(cards.cardNumber, cardNumber)))[0]!.id;

/** The card as the bank answers it, read through the page's own transport (the service worker signs it). */
export const readCard = (page: Page, cardId: string): Promise<CardDetail> =>
  page.evaluate(async (id) => {
    const response = await fetch(`/api/Card/GetCard/${id}`, { credentials: 'include' });
    return ((await response.json()) as { data: CardDetail }).data;
  }, cardId);
