/** Home-page shortcuts per customer: read (default when never chosen) and replace. */
import { eq } from 'drizzle-orm';
import { DEFAULT_SHORTCUTS, SHORTCUT_CODES, type ShortcutCode } from '../../../src/contract/shortcuts';
import type { DbOrTx } from '../../db/client';
import { clientShortcuts } from '../../db/schema/client-data';

const known = (code: string): code is ShortcutCode => (SHORTCUT_CODES as readonly string[]).includes(code);

export const shortcutsOf = async (db: DbOrTx, customerId: string): Promise<ShortcutCode[]> => {
  const [row] = await db.select().from(clientShortcuts).where(eq(clientShortcuts.customerId, customerId));
  // A code retired from the menu after it was saved is dropped, not shown.
  return row ? row.menuCodes.filter(known) : [...DEFAULT_SHORTCUTS];
};

export const saveShortcuts = async (db: DbOrTx, customerId: string, menuCodes: ShortcutCode[], now: Date) => {
  await db
    .insert(clientShortcuts)
    .values({ customerId, menuCodes, updatedAt: now })
    .onConflictDoUpdate({ target: clientShortcuts.customerId, set: { menuCodes, updatedAt: now } });
};
