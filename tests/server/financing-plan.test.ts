/**
 * The murabaha arithmetic against hand-worked vectors (server/domain/financing/plan-math.ts): the
 * equal installment, the plan's principal/profit share/tax split, the late charge and the early
 * payoff (accrued profit share only, the rest waived). Each vector's arithmetic is in the comments.
 */
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  buildPlan,
  equalInstallment,
  lateChargeOf,
  payoffOf,
  percentText,
} from '../../server/domain/financing/plan-math';

// 10,000.00 TL over 3 months at a 2 % monthly profit share rate, KKDF 15 % and BSMV 15 % (consumer).
const TERMS = {
  principal: 1_000_000n,
  monthlyRate: '0.02',
  kkdfRate: '0.15',
  bsmvRate: '0.15',
  termMonths: 3,
  startDate: '2026-03-01',
};

describe('the plan', () => {
  it('works out the equal installment with the taxes grossed into the rate', () => {
    // g = 0.02 x (1 + 0.15 + 0.15) = 0.026; (1.026)^3 = 1.080045576
    // installment = 10000 x 0.026 x 1.080045576 / (1.080045576 - 1) = 280.81184976 / 0.080045576 = 3508.1495... → 3508.15
    expect(equalInstallment(TERMS)).toBe(350_815n);
  });

  it('splits each installment into principal, profit share, KKDF and BSMV; the last repays what is left', () => {
    // 1: profit 10000.00 x 0.02 = 200.00; KKDF 30.00; BSMV 30.00; principal 3508.15 - 260.00 = 3248.15; left 6751.85
    // 2: profit 6751.85 x 0.02 = 135.037 → 135.04; KKDF 20.256 → 20.26; BSMV 20.26; principal 3508.15 - 175.56 = 3332.59; left 3419.26
    // 3: profit 3419.26 x 0.02 = 68.3852 → 68.39; KKDF 10.2585 → 10.26; BSMV 10.26; principal 3419.26; amount 3419.26 + 88.91 = 3508.17
    expect(buildPlan(TERMS)).toEqual([
      {
        no: 1,
        dueDate: '2026-04-01',
        amount: 350_815n,
        principal: 324_815n,
        profitShare: 20_000n,
        kkdf: 3_000n,
        bsmv: 3_000n,
        remainingPrincipal: 675_185n,
      },
      {
        no: 2,
        dueDate: '2026-05-01',
        amount: 350_815n,
        principal: 333_259n,
        profitShare: 13_504n,
        kkdf: 2_026n,
        bsmv: 2_026n,
        remainingPrincipal: 341_926n,
      },
      {
        no: 3,
        dueDate: '2026-06-01',
        amount: 350_817n,
        principal: 341_926n,
        profitShare: 6_839n,
        kkdf: 1_026n,
        bsmv: 1_026n,
        remainingPrincipal: 0n,
      },
    ]);
    // Total profit share fixed by the contract: 200.00 + 135.04 + 68.39 = 403.43
    expect(buildPlan(TERMS).reduce((s, r) => s + r.profitShare, 0n)).toBe(40_343n);
  });

  it('housing carries no taxes: the installment is the plain equal installment', () => {
    // 12,000.00 over 2 months at 1 %: installment = 12000 x 0.01 x 1.0201 / 0.0201 = 122.412 / 0.0201 = 6090.149... → 6090.15
    // 1: profit 120.00, principal 5970.15, left 6029.85; 2: profit 60.2985 → 60.30, principal 6029.85, amount 6090.15
    const plan = buildPlan({
      ...TERMS,
      principal: 1_200_000n,
      monthlyRate: '0.01',
      kkdfRate: '0',
      bsmvRate: '0',
      termMonths: 2,
    });
    expect(plan.map((r) => [r.amount, r.principal, r.profitShare, r.kkdf, r.bsmv])).toEqual([
      [609_015n, 597_015n, 12_000n, 0n, 0n],
      [609_015n, 602_985n, 6_030n, 0n, 0n],
    ]);
  });

  it('dates installments month by month, keeping the day or the month’s last', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-08', -7)).toBe('2026-04-08');
    expect(addMonths('2026-12-15', 2)).toBe('2027-02-15');
  });

  it('shows rates as percents', () => {
    expect(percentText('0.0249')).toBe('2.49');
    expect(percentText('0.0249', 12n)).toBe('29.88');
    expect(percentText('0')).toBe('0.00');
  });
});

describe('late charge', () => {
  it('charges the monthly rate by the day on the overdue installment', () => {
    // 3508.15 x 0.0455 x 10 / 30 = 53.2069... → 53.21
    expect(lateChargeOf(350_815n, '0.0455', 10)).toBe(5_321n);
    expect(lateChargeOf(350_815n, '0.0455', 0)).toBe(0n);
  });
});

describe('early payoff', () => {
  const plan = buildPlan(TERMS);
  const unpaid = (from: number) => plan.slice(from).map((r) => ({ ...r, lateCharge: 0n }));

  it('charges the profit share accrued since the last due date only and waives the rest', () => {
    // Installment 1 paid; payoff on 2026-04-16, 15 of the 30 days from 2026-04-01 to 2026-05-01.
    // remaining principal 6751.85 (3332.59 + 3419.26)
    // accrued profit share 6751.85 x 0.02 x 15 / 30 = 67.5185 → 67.52; KKDF 10.128 → 10.13; BSMV 10.13
    // total 6751.85 + 67.52 + 20.26 = 6839.63
    // waived: (135.04 + 20.26 + 20.26) + (68.39 + 10.26 + 10.26) - (67.52 + 20.26) = 264.47 - 87.78 = 176.69
    expect(payoffOf({ ...TERMS, today: '2026-04-16', unpaid: unpaid(1), feeRate: '0' })).toMatchObject({
      dueTotal: 0n,
      remainingPrincipal: 675_185n,
      accruedProfitShare: 6_752n,
      accruedTaxes: 2_026n,
      earlyRepaymentFee: 0n,
      waived: 17_669n,
      total: 683_963n,
    });
  });

  it('takes the installments already due in full, late charge included, and accrues on the rest', () => {
    // Nothing paid; payoff on 2026-04-11: installment 1 (due 04-01) is 10 days overdue:
    // 3508.15 + late charge 53.21 = 3561.36
    // accrued on 6751.85 for 10 of 30 days: 6751.85 x 0.02 x 10 / 30 = 45.0123 → 45.01; KKDF 6.7515 → 6.75; BSMV 6.75
    // total 3561.36 + 6751.85 + 45.01 + 13.50 = 10371.72
    const unpaidAll = plan.map((r) => ({ ...r, lateCharge: r.no === 1 ? lateChargeOf(r.amount, '0.0455', 10) : 0n }));
    const payoff = payoffOf({ ...TERMS, today: '2026-04-11', unpaid: unpaidAll, feeRate: '0' });
    expect(payoff).toMatchObject({
      dueTotal: 356_136n,
      remainingPrincipal: 675_185n,
      accruedProfitShare: 4_501n,
      accruedTaxes: 1_350n,
      total: 1_037_172n,
    });
    expect(payoff.due.map((i) => i.no)).toEqual([1]);
  });

  it('adds a housing early repayment fee on the principal prepaid', () => {
    // Housing at 1 %, 12,000.00 over 2 months, nothing paid, payoff on the start date 2026-03-01:
    // nothing accrued; fee 2 % of 12000.00 = 240.00; total 12240.00
    const housing = buildPlan({
      ...TERMS,
      principal: 1_200_000n,
      monthlyRate: '0.01',
      kkdfRate: '0',
      bsmvRate: '0',
      termMonths: 2,
    });
    const payoff = payoffOf({
      monthlyRate: '0.01',
      kkdfRate: '0',
      bsmvRate: '0',
      startDate: '2026-03-01',
      today: '2026-03-01',
      unpaid: housing.map((r) => ({ ...r, lateCharge: 0n })),
      feeRate: '0.02',
    });
    expect(payoff).toMatchObject({ accruedProfitShare: 0n, earlyRepaymentFee: 24_000n, total: 1_224_000n });
  });
});
