import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import type { CardSummary } from '../../contract/cards';
import { formatDate } from '../../contract/date-text';
import { useLanguage } from '../../lib/use-language';

/** One's own credit card as the debt payment shows it: the number (BIN + last 4), its debts and the due date. */
export function OwnCardDebtRows({ card, children }: { card: CardSummary; children?: ReactNode }) {
  const language = useLanguage();
  return (
    <DetailList testId="debt-payment-card-info">
      <DetailRow label={<Trans id="cardDebt.card">Card</Trans>} testId="debt-payment-masked-card">
        {card.maskedNumber}
      </DetailRow>
      {card.periodDebt !== null ? (
        <DetailRow label={<Trans id="debtPayment.periodDebt">Period debt</Trans>} testId="debt-payment-period-debt">
          <Money amount={card.periodDebt} />
        </DetailRow>
      ) : null}
      {card.minimumPayment !== null ? (
        <DetailRow label={<Trans id="cardDebt.minimumPayment">Minimum payment</Trans>} testId="debt-payment-minimum">
          <Money amount={card.minimumPayment} />
        </DetailRow>
      ) : null}
      {card.dueDate !== null ? (
        <DetailRow label={<Trans id="cardDebt.dueDate">Due date</Trans>} testId="debt-payment-due">
          {formatDate(card.dueDate, language)}
        </DetailRow>
      ) : null}
      {card.currentDebt !== null ? (
        <DetailRow label={<Trans id="cardDebt.currentDebt">Current debt</Trans>} testId="debt-payment-current-debt">
          <Money amount={card.currentDebt} />
        </DetailRow>
      ) : null}
      {children}
    </DetailList>
  );
}
