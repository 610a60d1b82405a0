import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import type { CardDetail, CardPermissions, StatementPreference } from '../../contract/cards';
import { formatDate } from '../../contract/date-text';
import { useLanguage } from '../../lib/use-language';
import { CARD_KIND_LABEL, CARD_STATUS_LABEL, CARD_STATUS_REASON_LABEL } from './card-labels';

const PERMISSION_LABEL: Record<keyof CardPermissions, MessageDescriptor> = {
  online: msg({ id: 'cards.permission.online', message: 'Online shopping' }),
  contactless: msg({ id: 'cards.permission.contactless', message: 'Contactless' }),
  abroad: msg({ id: 'cards.permission.abroad', message: 'Use abroad' }),
  atmAbroad: msg({ id: 'cards.permission.atmAbroad', message: 'ATMs abroad' }),
};

const PREFERENCE_LABEL: Record<StatementPreference, MessageDescriptor> = {
  Email: msg({ id: 'cards.preference.email', message: 'By e-mail' }),
  Post: msg({ id: 'cards.preference.post', message: 'By post' }),
  None: msg({ id: 'cards.preference.none', message: 'Not sent' }),
};

/**
 * What a card is: state (with reason and date), number, account, a credit card's next cut-off and
 * statement sending, daily limits, permissions, SMS and PIN (the credit figures are above, in large).
 */
export function CardFacts({ card }: { card: CardDetail }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const opened = Object.entries(card.permissions)
    .filter(([, on]) => on)
    .map(([name]) => i18n._(PERMISSION_LABEL[name as keyof CardPermissions]));
  const closed = Object.entries(card.permissions)
    .filter(([, on]) => !on)
    .map(([name]) => i18n._(PERMISSION_LABEL[name as keyof CardPermissions]));
  const isMain = card.kind === 'Credit';
  return (
    <DetailList testId="card-facts">
      <DetailRow label={<Trans id="cards.detail.kind">Card type</Trans>}>
        {i18n._(CARD_KIND_LABEL[card.kind])}
      </DetailRow>
      <DetailRow label={<Trans id="cards.detail.status">Status</Trans>} testId="detail-status">
        {i18n._(CARD_STATUS_LABEL[card.status])}
        {card.statusReason ? ` · ${i18n._(CARD_STATUS_REASON_LABEL[card.statusReason])}` : ''}
        {card.statusChangedAt ? ` · ${formatDate(card.statusChangedAt, language)}` : ''}
      </DetailRow>
      <DetailRow label={<Trans id="cards.detail.number">Card number</Trans>} testId="detail-masked-number">
        {card.maskedNumber}
      </DetailRow>
      {card.accountNumber ? (
        <DetailRow
          label={
            card.kind === 'Debit' ? (
              <Trans id="cards.detail.account">Linked account</Trans>
            ) : (
              <Trans id="cards.detail.paymentAccount">Automatic payment account</Trans>
            )
          }
          testId="detail-account"
        >
          {card.accountNumber}
        </DetailRow>
      ) : null}
      {card.cutoffDate !== null ? (
        <DetailRow label={<Trans id="cards.detail.cutoff">Next cut-off date</Trans>} testId="detail-cutoff">
          {formatDate(card.cutoffDate, language)}
        </DetailRow>
      ) : null}
      {isMain && card.statementPreference ? (
        <DetailRow label={<Trans id="cards.detail.preference">Statement sent</Trans>} testId="detail-preference">
          {i18n._(PREFERENCE_LABEL[card.statementPreference])}
        </DetailRow>
      ) : null}
      {card.kind !== 'Virtual' ? (
        <DetailRow label={<Trans id="cards.detail.limits">Daily limits</Trans>} testId="detail-limits">
          <Trans id="cards.detail.limitsValue">
            ATM <Money amount={card.limits.atm} /> · Shops <Money amount={card.limits.pos} /> · Online{' '}
            <Money amount={card.limits.online} />
          </Trans>
        </DetailRow>
      ) : null}
      <DetailRow label={<Trans id="cards.detail.open">Open to</Trans>} testId="detail-permissions-open">
        {opened.length > 0 ? opened.join(', ') : <Trans id="cards.detail.none">None</Trans>}
      </DetailRow>
      <DetailRow label={<Trans id="cards.detail.closedTo">Closed to</Trans>} testId="detail-permissions-closed">
        {closed.length > 0 ? closed.join(', ') : <Trans id="cards.detail.none">None</Trans>}
      </DetailRow>
      <DetailRow label={<Trans id="cards.detail.notifications">Transaction SMS</Trans>}>
        {card.notificationsEnabled ? <Trans id="cards.detail.on">On</Trans> : <Trans id="cards.detail.off">Off</Trans>}
      </DetailRow>
      {card.kind !== 'Virtual' ? (
        <DetailRow label={<Trans id="cards.detail.pin">PIN</Trans>}>
          {card.pinSet ? (
            <Trans id="cards.detail.pinSet">Set</Trans>
          ) : (
            <Trans id="cards.detail.pinNotSet">Not set yet</Trans>
          )}
        </DetailRow>
      ) : null}
    </DetailList>
  );
}
