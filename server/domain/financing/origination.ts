/**
 * Making a financing: the plan worked out (plan-math.ts), the financing and installment rows, the
 * contract recorded in my documents (recordDocument: its PDF drawn when first listed or opened) and
 * the `FinancingDisbursement` journal (the bank paid the seller the cost; the receivable is cost plus
 * the profit share, the profit share deferred until it is earned), all in one commit. Installments
 * paid before the demo's history began (the seed) are booked in the same journal as received.
 */
import { randomUUID } from 'node:crypto';
import type { FinancingKind } from '../../../src/contract/financing';
import { formatAmount } from '../../../src/contract/money';
import { formatMoneyText } from '../../../src/contract/money-text';
import type { FinancingSettings } from '../../config';
import { financingInstallments, financings } from '../../db/schema/financing';
import { transactionText } from '../accounts/transaction-texts';
import { recordDocument, type ContractHolder } from '../documents/record';
import type { Chart } from '../ledger/chart';
import { areaRow, type Commit } from '../ledger/commit';
import type { Posting } from '../ledger/journal';
import { payment } from '../ledger/recipes';
import { FINANCING_NAMES } from './financing-texts';
import { buildPlan, percentText, type PlanRow } from './plan-math';

export interface FinancingTerms {
  kind: FinancingKind;
  reference: string;
  asset: string;
  principal: bigint;
  monthlyRate: string;
  termMonths: number;
  startDate: string;
  /** Installments 1..paidThrough were paid before (the seed's history); each paid on its due date. */
  paidThrough?: number;
}

const bothLanguages = (minor: bigint) => {
  const amount = formatAmount(minor, 'TRY');
  return {
    tur: formatMoneyText(amount, 'TRY', 'tur', { fixed: true }),
    eng: formatMoneyText(amount, 'TRY', 'eng', { fixed: true }),
  };
};

const CLAUSES = {
  tur: [
    'Banka, Müşterinin talep ettiği malı satıcısından peşin bedelle satın almış ve yukarıdaki kâr payını ekleyerek vadeli olarak Müşteriye satmıştır (murabaha). Kâr payı sözleşme tarihinde sabitlenmiştir ve sonradan değişmez.',
    'Müşteri taksitleri ödeme planındaki tarihlerde öder. Vadesinde ödenmeyen taksite, gün esasıyla sözleşmede ve tarifede yazılı gecikme cezası uygulanır.',
    'Müşteri borcunun tamamını veya bir kısmını vadesinden önce ödeyebilir; bu durumda ödenen kısım için henüz işlememiş kâr payı ve masraflar indirilir (Tüketici Kredisi Sözleşmeleri Yönetmeliği md. 15-17). Konut finansmanında kalan vade 36 ayı geçmiyorsa ödenen anaparanın en çok %1i, geçiyorsa en çok %2si erken ödeme ücreti olarak alınabilir.',
    'Kâr payı üzerinden yasal oranlarda KKDF ve BSMV tahsil edilir; konut finansmanı bu vergilerden muaftır.',
  ],
  eng: [
    'The Bank bought the asset the customer asked for from its seller for cash and sold it to the customer on deferred terms at that cost plus the profit share above (murabaha). The profit share was fixed on the contract date and does not change.',
    'The customer pays the installments on the dates of the payment plan. An installment not paid on its due date carries the late charge of the contract and the tariff, by the day.',
    'The customer may pay all or part of the debt early; the profit share not yet accrued and the costs for the part paid are then deducted (Consumer Credit Agreements Regulation art. 15-17). For housing financing an early repayment fee of at most 1% of the principal paid (at most 2% when more than 36 months are left) may be charged.',
    'KKDF and BSMV are collected on the profit share at the legal rates; housing financing is exempt from them.',
  ],
};

export interface Origination {
  financingId: string;
  plan: PlanRow[];
  commit: Commit;
}

/** The commit that makes a financing for `holder` on `at` (the bank's clock). */
export const originate = (
  chart: Chart,
  settings: FinancingSettings,
  holder: ContractHolder,
  terms: FinancingTerms,
  at: Date,
): Origination => {
  const taxes = settings.taxRates[terms.kind];
  const plan = buildPlan({ ...terms, kkdfRate: taxes.kkdf, bsmvRate: taxes.bsmv });
  const financingId = randomUUID();
  const journalId = randomUUID();
  const totalProfit = plan.reduce((s, r) => s + r.profitShare, 0n);
  const totalAmount = plan.reduce((s, r) => s + r.amount, 0n);
  const paidThrough = terms.paidThrough ?? 0;
  const paid = plan.filter((r) => r.no <= paidThrough);
  const names = FINANCING_NAMES[terms.kind];
  const text = transactionText('financingDisbursement', '', terms.reference);
  const receivable = chart.id('financingReceivables', 'TRY');
  const deferred = chart.id('deferredProfitShare', 'TRY');
  const bank = chart.id('centralBank', 'TRY');
  const paidPrincipalProfit = paid.reduce((s, r) => s + r.principal + r.profitShare, 0n);
  const paidProfit = paid.reduce((s, r) => s + r.profitShare, 0n);
  const paidTaxes = paid.reduce((s, r) => s + r.kkdf + r.bsmv, 0n);
  const postings: Posting[] = [
    payment(receivable, bank, terms.principal, 'TRY', { text }),
    { ...payment(receivable, deferred, totalProfit, 'TRY', { text }), code: 'profit_share' as const },
    payment(bank, receivable, paidPrincipalProfit, 'TRY', { text }),
    { ...payment(bank, chart.id('taxPayable', 'TRY'), paidTaxes, 'TRY', { text }), code: 'tax' as const },
    {
      ...payment(deferred, chart.id('financingIncome', 'TRY'), paidProfit, 'TRY', { text }),
      code: 'profit_share' as const,
    },
  ].filter((p) => p.amount > 0n);
  const percent = (rate: string, factor = 1n) => `%${percentText(rate, factor)}`;
  const contract = recordDocument({
    customerId: holder.customerId,
    kind: 'Contract',
    product: 'Financing',
    productId: financingId,
    at,
    facts: {
      title: { tur: `Murabaha Finansman Sözleşmesi: ${names.tur}`, eng: `Murabaha Financing Agreement: ${names.eng}` },
      customerName: holder.customerName,
      customerNumber: holder.customerNumber,
      rows: [
        { label: { tur: 'Ürün', eng: 'Product' }, value: names },
        { label: { tur: 'Sözleşme numarası', eng: 'Contract number' }, value: terms.reference },
        { label: { tur: 'Finanse edilen mal', eng: 'Asset financed' }, value: terms.asset },
        {
          label: { tur: 'Mal bedeli (anapara)', eng: 'Cost of the asset (principal)' },
          value: bothLanguages(terms.principal),
        },
        { label: { tur: 'Toplam kâr payı', eng: 'Total profit share' }, value: bothLanguages(totalProfit) },
        {
          label: { tur: 'Kâr payı oranı (aylık / yıllık)', eng: 'Profit share rate (monthly / yearly)' },
          value: `${percent(terms.monthlyRate)} / ${percent(terms.monthlyRate, 12n)}`,
        },
        { label: { tur: 'KKDF / BSMV', eng: 'KKDF / BSMV' }, value: `${percent(taxes.kkdf)} / ${percent(taxes.bsmv)}` },
        {
          label: { tur: 'Vade', eng: 'Term' },
          value: { tur: `${terms.termMonths} ay`, eng: `${terms.termMonths} months` },
        },
        { label: { tur: 'Taksit tutarı', eng: 'Installment amount' }, value: bothLanguages(plan[0]!.amount) },
        { label: { tur: 'Toplam geri ödeme', eng: 'Total repayment' }, value: bothLanguages(totalAmount) },
        { label: { tur: 'İlk taksit tarihi', eng: 'First installment date' }, value: plan[0]!.dueDate },
      ],
      clauses: CLAUSES,
      date: terms.startDate,
    },
  });
  return {
    financingId,
    plan,
    commit: {
      at,
      rows: [
        areaRow(financings, {
          id: financingId,
          customerId: holder.customerId,
          kind: terms.kind,
          status: paidThrough >= terms.termMonths ? 'Closed' : 'Active',
          reference: terms.reference,
          asset: terms.asset,
          principal: terms.principal,
          totalProfitShare: totalProfit,
          monthlyRate: terms.monthlyRate,
          kkdfRate: taxes.kkdf,
          bsmvRate: taxes.bsmv,
          termMonths: terms.termMonths,
          startDate: terms.startDate,
          journalId,
          createdAt: at,
          closedAt: null,
          updatedAt: at,
        }),
        ...plan.map((r) =>
          areaRow(financingInstallments, {
            id: randomUUID(),
            financingId,
            customerId: holder.customerId,
            no: r.no,
            dueDate: r.dueDate,
            amount: r.amount,
            principal: r.principal,
            profitShare: r.profitShare,
            kkdf: r.kkdf,
            bsmv: r.bsmv,
            remainingPrincipal: r.remainingPrincipal,
            status: r.no <= paidThrough ? 'Paid' : 'Due',
            lateChargePaid: 0n,
            paidAt: r.no <= paidThrough ? new Date(`${r.dueDate}T07:00:00Z`) : null,
            paymentId: null,
          }),
        ),
        contract,
      ],
      journal: { id: journalId, kind: 'FinancingDisbursement', description: text, createdAt: at, postings },
    },
  };
};
