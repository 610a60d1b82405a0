import { Trans } from '@lingui/react/macro';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { dayText } from '../../contract/date-text';
import type { FinancingPayoff } from '../../contract/financing';
import { formatPercentText } from '../../contract/money-text';
import { useLanguage } from '../../lib/use-language';
import type { PlannedInstallment } from './financing-decision';
import { InstallmentLabel } from './installment-label';

function FeeLabel({ percent }: { percent: string }) {
  return <Trans id="financing.payoff.fee">Early repayment fee ({percent})</Trans>;
}

/** The early payoff worked out: what is due, the principal left, the profit share accrued, the waived rest. */
export function PayoffRows({ payoff }: { payoff: FinancingPayoff }) {
  const language = useLanguage();
  return (
    <DetailList testId="financing-payoff">
      {payoff.dueInstallmentsTotal !== '0.00' ? (
        <DetailRow label={<Trans id="financing.payoff.due">Installments due (with late charges)</Trans>}>
          <Money amount={payoff.dueInstallmentsTotal} />
        </DetailRow>
      ) : null}
      <DetailRow label={<Trans id="financing.remainingPrincipal">Remaining principal</Trans>}>
        <Money amount={payoff.remainingPrincipal} />
      </DetailRow>
      <DetailRow label={<Trans id="financing.payoff.accrued">Profit share accrued to today</Trans>}>
        <Money amount={payoff.accruedProfitShare} />
      </DetailRow>
      <DetailRow label={<Trans id="financing.payoff.taxes">KKDF and BSMV on it</Trans>}>
        <Money amount={payoff.accruedTaxes} />
      </DetailRow>
      {payoff.earlyRepaymentFee !== '0.00' ? (
        <DetailRow
          label={<FeeLabel percent={formatPercentText(payoff.earlyRepaymentFeePercent, language, { fixed: true })} />}
        >
          <Money amount={payoff.earlyRepaymentFee} />
        </DetailRow>
      ) : null}
      <DetailRow
        label={<Trans id="financing.payoff.waived">Profit share waived (not charged)</Trans>}
        testId="financing-payoff-waived"
      >
        <Money amount={payoff.waivedProfitShare} />
      </DetailRow>
      <DetailRow label={<Trans id="financing.payoff.total">Payoff amount</Trans>} testId="financing-payoff-total">
        <Money amount={payoff.total} />
      </DetailRow>
      <DetailRow label={<Trans id="financing.payoff.asOf">Worked out for</Trans>}>
        {dayText(payoff.asOf, language)}
      </DetailRow>
    </DetailList>
  );
}

/** The installments a payment covers, each with its due date and what it takes (late charge included). */
export function InstallmentRows({ items }: { items: readonly PlannedInstallment[] }) {
  const language = useLanguage();
  return (
    <DetailList testId="financing-items">
      {items.map((i) => (
        <DetailRow
          key={`${i.financingName}-${i.no}`}
          label={<InstallmentLabel name={i.financingName} no={i.no} date={dayText(i.dueDate, language)} />}
        >
          <Money amount={i.payable} />
          {i.lateCharge !== '0.00' ? (
            <>
              {' '}
              <Trans id="financing.item.late">incl. late charge</Trans> <Money amount={i.lateCharge} />
            </>
          ) : null}
        </DetailRow>
      ))}
    </DetailList>
  );
}
