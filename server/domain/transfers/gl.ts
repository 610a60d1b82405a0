/** The bank GL accounts transfers post to; the clearing and FX ones are seeded, the rest made by ensureTransferDirectory. */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema';

export const GL = {
  fastClearing: 'GL-FAST-TRY',
  eftClearing: 'GL-EFT-TRY',
  /** The bank's account at the central bank: what the clearing house settles into. */
  settlement: 'GL-CBRT-TRY',
  feeIncome: 'GL-FEE-TRY',
  escrow: 'GL-ESCROW-TRY',
} as const;
export type GlKey = keyof typeof GL;

/** GL accounts transfers need that the first seed did not open. */
export const EXTRA_GL_ACCOUNTS = [
  { accountNumber: GL.settlement, name: 'TCMB ödeme sistemleri hesabı' },
  { accountNumber: GL.feeIncome, name: 'Ücret ve komisyon gelirleri' },
  { accountNumber: GL.escrow, name: 'Güvenli ödeme emanet hesabı' },
] as const;

/** The ids of the transfer GL accounts, by key. */
export const glIds = async (db: DbOrTx): Promise<Record<GlKey, string>> => {
  const rows = await db
    .select({ id: accounts.id, number: accounts.accountNumber })
    .from(accounts)
    .where(inArray(accounts.accountNumber, Object.values(GL)));
  const byNumber = new Map(rows.map((r) => [r.number, r.id]));
  const out = {} as Record<GlKey, string>;
  for (const [key, number] of Object.entries(GL) as [GlKey, string][]) {
    const found = byNumber.get(number);
    if (!found) throw new Error(`${number} is missing`);
    out[key] = found;
  }
  return out;
};
