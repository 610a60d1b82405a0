/** A fake bank for the financing pages' unit tests: the list of financings and the due installments, by path. */
import type { DueInstallment, FinancingInstallment, FinancingSummary } from '../../src/contract/financing';
import { envelope } from './envelopes';
import { jsonResponse } from './render';

export const installment = (patch: Partial<FinancingInstallment> = {}): FinancingInstallment => ({
  id: 'b1f0c7a2-1d2e-4c3b-9a8f-000000000007',
  no: 7,
  dueDate: '2026-11-08',
  amount: '8092.07',
  principal: '6000.00',
  profitShare: '1600.05',
  kkdf: '246.01',
  bsmv: '246.01',
  remainingPrincipal: '101000.00',
  state: 'Overdue',
  lateCharge: '122.73',
  payable: '8214.80',
  paidAt: null,
  ...patch,
});

export const financingSummary = (patch: Partial<FinancingSummary> = {}): FinancingSummary => ({
  id: 'f1f0c7a2-1d2e-4c3b-9a8f-000000000001',
  kind: 'Vehicle',
  name: 'Taşıt Finansmanı',
  asset: '2024 Toyota Corolla 1.5 Vision',
  reference: 'FIN-1000146-01',
  status: 'Active',
  currency: 'TRY',
  principal: '150000.00',
  totalProfitShare: '44210.12',
  monthlyRatePercent: '2.49',
  yearlyRatePercent: '29.88',
  termMonths: 24,
  paidCount: 6,
  overdueCount: 1,
  remainingPrincipal: '107000.00',
  startDate: '2026-04-08',
  nextInstallment: installment(),
  ...patch,
});

export const dueInstallment = (patch: Partial<DueInstallment> = {}): DueInstallment => ({
  ...installment(),
  financingId: financingSummary().id,
  financingName: 'Vehicle financing',
  asset: '2024 Toyota Corolla 1.5 Vision',
  ...patch,
});

export const financingBankFetch =
  (financings: FinancingSummary[], due: DueInstallment[] = []) =>
  async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://bank.test').pathname;
    if (path === '/api/Financing/GetFinancings') return jsonResponse(envelope({ data: { financings } }));
    if (path === '/api/Financing/GetDueInstallments') return jsonResponse(envelope({ data: { installments: due } }));
    return jsonResponse({ status: 'error', data: null, messages: [], actionCode: 0, isTransactionSigning: false }, 404);
  };
