/**
 * The card changes that end a card or ask for a new one: a cancellation (+approve), a lost or
 * stolen report (+approve: Blocked at once, a replacement offered, the 24-hour liability rule), a
 * renewal (+approve: a Renewal application). The applications are APPS's from then on
 * (applications/advance.ts moves them, and at delivery makes or renews the card).
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { ActionCode } from '../../../../src/contract/action-codes';
import type {
  CardChangeRequest,
  RenewCardRequest,
  ReportLostStolenRequest,
} from '../../../../src/contract/cards-management';
import { MessageCode } from '../../../../src/contract/message-codes';
import { formatAmount } from '../../../../src/contract/money';
import { formatMoneyText } from '../../../../src/contract/money-text';
import { cardApplications } from '../../../db/schema/cards';
import { BusinessError } from '../../common/refusal';
import { newApplicationRow } from '../applications/application-row';
import { cardChangeProduct } from './change';
import { debtStaysNotice, liabilityNotice } from './management-texts';

const LIVE = ['Active', 'Frozen'] as const;

/**
 * Active or Frozen → Cancelled (reason Customer, closed now). A credit card's live virtual cards are
 * cancelled with it in the same commit. A credit card with a debt may be cancelled: the debt stays
 * on its account, statements and due dates go on until it is paid (the answer's notice says so).
 */
export const cancelProduct = cardChangeProduct<CardChangeRequest>({
  change: 'Cancel',
  from: LIVE,
  actionCode: ActionCode.CardCancelled,
  plan: (ctx, _request, { card, virtuals }) => {
    const debt = card.card.kind === 'Credit' ? card.debt : 0n;
    return (now) => {
      const set = { status: 'Cancelled', statusReason: 'Customer', closedAt: now } as const;
      return {
        set,
        others: virtuals
          .filter((v) => v.card.status === 'Active' || v.card.status === 'Frozen')
          .map((v) => ({ id: v.card.id, from: LIVE, set: { ...set, statusChangedAt: now } })),
        notice:
          debt > 0n
            ? debtStaysNotice(ctx.language, formatMoneyText(formatAmount(debt, 'TRY'), 'TRY', ctx.language))
            : null,
      };
    };
  },
});

/**
 * Lost or stolen: Active or Frozen → Blocked with the reason, at once and for good. With
 * `replacement` a Replacement application for the same account goes to the delivery address.
 */
export const reportLostStolenProduct = cardChangeProduct<ReportLostStolenRequest>({
  change: 'ReportLostStolen',
  from: LIVE,
  actionCode: ActionCode.CardBlocked,
  plan: (ctx, request, { card }) => {
    if (request.replacement && !request.deliveryAddress)
      throw new BusinessError([MessageCode.CardDeliveryAddressRequired]);
    return (now) => {
      const row = request.replacement
        ? newApplicationRow({
            now,
            customerId: ctx.decider.customerId,
            kind: 'Replacement',
            productName: card.card.productName,
            sourceCardId: card.card.id,
            accountId: card.card.accountId,
            deliveryAddress: request.deliveryAddress,
          })
        : null;
      return {
        set: { status: 'Blocked', statusReason: request.reason },
        rows: row ? [{ table: 'card_applications', row }] : [],
        application: row ? { id: row.id!, reference: row.reference } : null,
        notice: liabilityNotice(ctx.language),
      };
    };
  },
});

const CLOSED_APPLICATION: ('Rejected' | 'Delivered')[] = ['Rejected', 'Delivered'];

/** A Renewal application to the delivery address; refused while another renewal of the card is under way. */
export const renewProduct = cardChangeProduct<RenewCardRequest, { renewalOpen: boolean }>({
  change: 'Renew',
  from: LIVE,
  actionCode: ActionCode.CardRenewalRequested,
  loadExtra: async (ctx, _request, facts) => {
    const open = await ctx.deps.db
      .select({ id: cardApplications.id })
      .from(cardApplications)
      .where(
        and(
          eq(cardApplications.sourceCardId, facts.card.id),
          inArray(cardApplications.kind, ['Renewal']),
          notInArray(cardApplications.status, CLOSED_APPLICATION),
        ),
      )
      .limit(1);
    return { renewalOpen: open.length > 0 };
  },
  plan: (ctx, request, { card, extra }) => {
    if (extra.renewalOpen) throw new BusinessError([MessageCode.CardRenewalOpen]);
    return (now) => {
      const row = newApplicationRow({
        now,
        customerId: ctx.decider.customerId,
        kind: 'Renewal',
        productName: card.card.productName,
        sourceCardId: card.card.id,
        accountId: card.card.accountId,
        deliveryAddress: request.deliveryAddress,
      });
      return {
        set: {},
        rows: [{ table: 'card_applications', row }],
        application: { id: row.id!, reference: row.reference },
      };
    };
  },
});
