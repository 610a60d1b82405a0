import { Flex, Heading, Stack } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { CardDetail } from '../../contract/cards';
import { CardPageLink } from './card-page-link';
import { CARD_PATHS } from './card-paths';

export interface CardAction {
  /** The page's path; the card goes as `?cardId=`. */
  to: string;
  cardId: string;
  label: MessageDescriptor;
  testId: string;
}

const L = {
  pin: msg({ id: 'cards.action.pin', message: 'Change the PIN' }),
  permissions: msg({ id: 'cards.action.permissions', message: 'Card permissions' }),
  account: msg({ id: 'cards.action.account', message: 'Change the account' }),
  misc: msg({ id: 'cards.action.misc', message: 'Freeze, name and notifications' }),
  unfreeze: msg({ id: 'cards.action.unfreeze', message: 'Unfreeze the card' }),
  limits: msg({ id: 'cards.action.limits', message: 'Daily limits' }),
  renewal: msg({ id: 'cards.action.renewal', message: 'Renew the card' }),
  lostStolen: msg({ id: 'cards.action.lostStolen', message: 'Report lost or stolen' }),
  cancel: msg({ id: 'cards.action.cancel', message: 'Cancel the card' }),
  cutoff: msg({ id: 'cards.action.cutoff', message: 'Change the cut-off date' }),
  preference: msg({ id: 'cards.action.preference', message: 'How statements are sent' }),
  payDebt: msg({ id: 'cards.action.payDebt', message: 'Pay the debt' }),
  createVirtual: msg({ id: 'cards.action.createVirtual', message: 'Create a virtual card' }),
  virtualLimit: msg({ id: 'cards.action.virtualLimit', message: 'Change the virtual card limit' }),
  applyDebit: msg({ id: 'cards.list.applyDebit', message: 'Apply for a debit card' }),
  applyCredit: msg({ id: 'cards.list.applyCredit', message: 'Apply for a credit card' }),
};

const hasDebt = (card: CardDetail) => card.currentDebt !== null && !/^0(\.0+)?$/.test(card.currentDebt);

/**
 * What a card's detail offers, by its kind and state: every sub-page of the area that applies. An
 * Active card: its management pages (a plastic card's PIN, renewal and lost/stolen; a credit card's
 * statement settings, debt payment and virtual cards; a virtual card's own limit); Frozen: unfreezing
 * (and paying a credit card's debt); Blocked, Cancelled, Closed: applying for a new card (and paying
 * what a credit card still owes).
 */
export const cardActions = (card: CardDetail): CardAction[] => {
  const id = card.id;
  const base = card.kind === 'Debit' ? CARD_PATHS.debitDetail : CARD_PATHS.creditDetail;
  const sub = (path: string, label: MessageDescriptor, testId: string): CardAction => ({
    to: `${base}/${path}`,
    cardId: id,
    label,
    testId,
  });
  const payDebt: CardAction[] =
    card.kind === 'Credit'
      ? [{ to: CARD_PATHS.debtPayment, cardId: id, label: L.payDebt, testId: 'action-pay-debt' }]
      : card.kind === 'Virtual' && card.parentCardId
        ? [{ to: CARD_PATHS.debtPayment, cardId: card.parentCardId, label: L.payDebt, testId: 'action-pay-debt' }]
        : [];
  if (card.status === 'Frozen') return [sub('card-misc-options', L.unfreeze, 'action-unfreeze'), ...payDebt];
  if (card.status !== 'Active') {
    const apply = card.kind === 'Debit' ? CARD_PATHS.debitApplication : CARD_PATHS.creditApplication;
    const again = {
      to: apply,
      cardId: '',
      label: card.kind === 'Debit' ? L.applyDebit : L.applyCredit,
      testId: 'action-apply',
    };
    return [again, ...(hasDebt(card) ? payDebt : [])];
  }
  const plastic = card.kind !== 'Virtual';
  return [
    ...payDebt,
    ...(card.kind === 'Credit'
      ? [{ to: CARD_PATHS.virtualCreate, cardId: id, label: L.createVirtual, testId: 'action-create-virtual' }]
      : []),
    ...(card.kind === 'Virtual'
      ? [{ to: CARD_PATHS.virtualLimitUpdate, cardId: id, label: L.virtualLimit, testId: 'action-virtual-limit' }]
      : []),
    sub('card-permission', L.permissions, 'action-permissions'),
    sub('card-misc-options', L.misc, 'action-misc'),
    ...(plastic
      ? [
          sub('limit-management', L.limits, 'action-limits'),
          sub('card-password-change', L.pin, 'action-pin'),
          sub('card-account-select', L.account, 'action-account'),
        ]
      : []),
    ...(card.kind === 'Credit'
      ? [
          sub('statement-cutoff-date-update', L.cutoff, 'action-cutoff'),
          sub('statement-sending-preference', L.preference, 'action-preference'),
        ]
      : []),
    ...(plastic
      ? [
          sub('card-renewal', L.renewal, 'action-renewal'),
          sub('card-lost-stolen-report', L.lostStolen, 'action-lost-stolen'),
        ]
      : []),
    sub('card-cancellation', L.cancel, 'action-cancel'),
  ];
};

/** The card's actions as a short list under its picture, each opening its own step. */
export function CardActions({ card }: { card: CardDetail }) {
  const { i18n } = useLingui();
  const actions = cardActions(card);
  return (
    <Stack as="nav" gap="2" aria-labelledby="card-actions-title" data-testid="card-actions">
      <Heading as="h2" size="sm" id="card-actions-title">
        <Trans id="cards.detail.actions">What you can do</Trans>
      </Heading>
      <Flex as="ul" gap="2" wrap="wrap" listStyleType="none">
        {actions.map((action, index) => (
          <li key={action.testId}>
            <CardPageLink
              to={action.to}
              cardId={action.cardId || undefined}
              testId={action.testId}
              variant={index === 0 ? 'solid' : 'outline'}
            >
              {i18n._(action.label)}
            </CardPageLink>
          </li>
        ))}
      </Flex>
    </Stack>
  );
}
