/**
 * The payment pages' rules: installments are paid in order within a financing, so choosing one chooses
 * the unpaid ones before it and dropping one drops the ones after it; what a choice costs now.
 */
import type { FinancingInstallment } from '../../contract/financing';
import { formatAmount, parseAmount } from '../../contract/money';

export interface Choosable {
  id: string;
  financingId: string;
  no: number;
  payable: string;
}

/** The choice after `id` is ticked (`on`) or unticked. */
export const toggleInstallment = (
  all: readonly Choosable[],
  chosen: ReadonlySet<string>,
  id: string,
  on: boolean,
): Set<string> => {
  const target = all.find((i) => i.id === id);
  const next = new Set(chosen);
  if (!target) return next;
  for (const i of all) {
    if (i.financingId !== target.financingId) continue;
    if (on && i.no <= target.no) next.add(i.id);
    if (!on && i.no >= target.no) next.delete(i.id);
  }
  return next;
};

/** The sum of what the chosen installments take now, as the API's decimal string. */
export const payableTotal = (items: readonly Pick<Choosable, 'payable'>[]): string =>
  formatAmount(
    items.reduce((sum, i) => sum + (parseAmount(i.payable, 'TRY') ?? 0n), 0n),
    'TRY',
  );

/** A financing's next `count` unpaid installments, in order. */
export const nextInstallments = (plan: readonly FinancingInstallment[], count: number): FinancingInstallment[] =>
  plan.filter((i) => i.state === 'Due' || i.state === 'Overdue').slice(0, Math.max(0, count));

/** Whether the account's available balance covers an amount (both decimal strings). */
export const covers = (balance: string | undefined, amount: string): boolean => {
  const have = balance === undefined ? undefined : parseAmount(balance, 'TRY');
  const need = parseAmount(amount, 'TRY');
  return have !== undefined && need !== undefined && have >= need;
};
