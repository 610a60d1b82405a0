import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import type { CardDebtInfo } from '../../contract/card-debt';
import { formatDate } from '../../contract/date-text';
import { useLanguage } from '../../lib/use-language';

/** How the money reaches the card: at once (this bank), or FAST up to its limit and EFT above it. */
export function CardRailText({ info }: { info: CardDebtInfo }) {
  const { t } = useLingui();
  if (info.isOwnBank) return <Trans id="cardDebt.rail.internal">At once (a card of this bank)</Trans>;
  const limit = info.fastLimit ?? '';
  return (
    <>
      {t({
        id: 'cardDebt.rail.interbank',
        message: `FAST up to ${limit} TL, every day at any hour; EFT above it, in EFT hours`,
      })}
    </>
  );
}

/** The card as Query answers it: issuer, masked holder and, for a card of this bank, its debts. */
export function CardDebtInfoRows({ info, children }: { info: CardDebtInfo; children?: ReactNode }) {
  const language = useLanguage();
  return (
    <DetailList testId="card-debt-info">
      <DetailRow label={<Trans id="cardDebt.card">Card</Trans>} testId="card-debt-masked-card">
        {info.maskedCardNumber}
      </DetailRow>
      <DetailRow label={<Trans id="cardDebt.bank">Issuing bank</Trans>} testId="card-debt-bank">
        {info.bankName}
      </DetailRow>
      {info.maskedHolderName ? (
        <DetailRow label={<Trans id="cardDebt.holder">Card holder</Trans>} testId="card-debt-holder">
          {info.maskedHolderName}
        </DetailRow>
      ) : null}
      {info.isOwnBank && info.currentDebt !== null ? (
        <>
          <DetailRow label={<Trans id="cardDebt.statementDebt">Statement debt</Trans>} testId="card-debt-statement">
            <Money amount={info.statementDebt ?? '0'} />
          </DetailRow>
          <DetailRow label={<Trans id="cardDebt.minimumPayment">Minimum payment</Trans>} testId="card-debt-minimum">
            <Money amount={info.minimumPayment ?? '0'} />
          </DetailRow>
          {info.dueDate ? (
            <DetailRow label={<Trans id="cardDebt.dueDate">Due date</Trans>} testId="card-debt-due">
              {formatDate(info.dueDate, language)}
            </DetailRow>
          ) : null}
          <DetailRow label={<Trans id="cardDebt.currentDebt">Current debt</Trans>} testId="card-debt-current">
            <Money amount={info.currentDebt} />
          </DetailRow>
        </>
      ) : null}
      <DetailRow label={<Trans id="cardDebt.rail">How it is paid</Trans>} testId="card-debt-rail">
        <CardRailText info={info} />
      </DetailRow>
      {children}
    </DetailList>
  );
}
