/**
 * The products whose corporate decisions wait for approvals (pending.ts): transfers (own accounts,
 * virement, EFT, FAST, remittance: one product), bill payments, card debt payments (any card, and
 * one's own card by id), gold/FX trades in the market, account openings and new standing orders. The routes use the wrapped products; an
 * approval plans the inner product again by its name (a trade: at the bank's price of the approval).
 */
import type { OperationKind } from '../../../src/contract/corporate-roles';
import { MessageCode } from '../../../src/contract/message-codes';
import { maskCard } from '../../../src/contract/masking';
import { formatAmount, parseAmount, type Currency } from '../../../src/contract/money';
import { accountOpening } from '../accounts/account-management';
import { accountOpeningAtApproval } from '../accounts/opening-at-approval';
import { BusinessError } from '../common/refusal';
import { billPaymentProduct, checkBillPayment } from '../bills/bill-payment';
import { maskedHolderOf } from '../card-debt/cards';
import { ownCardDebtProduct } from '../card-debt/own-card';
import { cardDebtProduct, type CardDebtPlan } from '../card-debt/product';
import type { DecisionProduct, ProductPlan } from '../decisions/product';
import { marketTrade } from '../market/trade';
import { marketTradeAtApproval } from '../market/trade-at-approval';
import { standingOrderCreation } from '../standing-orders/creation';
import type { OrderTarget } from '../standing-orders/orders';
import { transferProduct } from '../transfers/product';
import { withApprovals } from './pending';

export const transferWithApprovals = withApprovals(transferProduct, 'transfer', (request, _facts, plan) => ({
  currency: plan.amountCurrency,
  amountMinor: plan.amountMinor,
  summary: {
    sourceAccountNumber: plan.summary.source.accountNumber,
    receiver: plan.summary.receiver.maskedName,
    receiverAccount: plan.summary.receiver.iban ?? plan.summary.receiver.accountNumber ?? null,
    bankName: plan.summary.receiver.bankName,
    transferType: plan.summary.transferType,
    fee: plan.summary.fee,
    description: request.description ?? null,
  },
}));

export const billPaymentWithApprovals = withApprovals(billPaymentProduct, 'billPayment', (request, facts) => {
  const { total } = checkBillPayment(request, facts);
  return {
    currency: 'TRY',
    amountMinor: total,
    summary: {
      sourceAccountNumber: request.sourceAccountNumber,
      receiver: facts.biller.name,
      subscriberNo: request.subscriberNo,
      bills: String(request.billIds.length),
    },
  };
});

/** A card debt payment as the approvers see it: the account, the card (masked), its bank and holder (masked), the amount. */
const describeCardDebt = (sourceAccountNumber: string, cardNumber: string, plan: CardDebtPlan) => ({
  currency: 'TRY' as const,
  amountMinor: plan.amount,
  summary: {
    sourceAccountNumber,
    receiver: maskedHolderOf(plan.facts.target) ?? maskCard(cardNumber),
    card: maskCard(cardNumber),
    bankName: plan.facts.target.bankName,
  },
});

export const cardDebtWithApprovals = withApprovals(cardDebtProduct, 'cardPayment', (request, _facts, plan) =>
  describeCardDebt(request.sourceAccountNumber, request.cardNumber, plan),
);

/**
 * One's own card by id: the stored request names the amount the maker saw ("Other"), so the period debt
 * or minimum read again at the approval does not change what the approvers approved.
 */
export const ownCardDebtWithApprovals = withApprovals(
  ownCardDebtProduct,
  'cardPayment',
  (request, facts, plan) =>
    describeCardDebt(request.sourceAccountNumber, facts.target.own ? facts.target.card.cardNumber : '', plan),
  (request, plan) => ({ ...request, option: 'Other' as const, amount: formatAmount(plan.amount, 'TRY') }),
);

/**
 * A gold or FX trade: the rule reads the instrument's amount (grams of gold, dollars); the approvers see
 * the maker's price and TRY amount as indicative, since the approval trades at the bank's price then
 * (market/trade-at-approval.ts).
 */
export const marketTradeWithApprovals = withApprovals(marketTrade, 'trade', (request, facts) => ({
  currency: request.instrument,
  amountMinor: parseAmount(request.amount, request.instrument) ?? 0n,
  summary: {
    sourceAccountNumber: request.tryAccountNumber,
    receiver: facts.instrumentAccount?.accountNumber ?? null,
    side: request.side,
    instrument: request.instrument,
    indicativeRate: facts.quote?.rate ?? null,
    indicativeTryAmount: facts.quote
      ? formatAmount(request.side === 'Buy' ? facts.quote.sourceAmount : facts.quote.targetAmount, 'TRY')
      : null,
  },
}));

/**
 * Opening an account with an initial deposit (kind accountOperation): the rule reads the deposit in
 * the new account's currency (an opening at 0 asks the lowest band); planned again at the approval,
 * a cross-currency one at the bank's rate then (accounts/opening-at-approval.ts).
 */
export const accountOpeningWithApprovals = withApprovals(accountOpening, 'accountOperation', (request, facts) => ({
  currency: request.currency as Currency,
  amountMinor: parseAmount(request.amount, request.currency as Currency) ?? 0n,
  summary: {
    sourceAccountNumber: request.sourceAccountNumber,
    receiver: null,
    accountKind: request.kind,
    currency: request.currency,
    termMonths: request.termMonths ? String(request.termMonths) : null,
    sourceCurrency: facts.source.currency,
  },
}));

/**
 * A new standing order (kind standingOrder): the rule reads the amount of one run in the source
 * account's currency; an order paying the whole bill as it comes names no amount and asks the band from 0.
 * The approvers see the source, the receiver (masked) or biller, the frequency and the first date.
 */
export const standingOrderWithApprovals = withApprovals(standingOrderCreation, 'standingOrder', (request, facts) => {
  const { order } = facts;
  const target = order.target as OrderTarget;
  // A whole-bill order has no amount: the rule could not weigh what it pays, so a company gives a cap.
  if (order.amount === null) throw new BusinessError([MessageCode.StandingOrderWholeBillCompany]);
  return {
    currency: order.currency,
    amountMinor: order.amount,
    summary: {
      sourceAccountNumber: request.sourceAccountNumber,
      receiver: target.kind === 'Transfer' ? target.receiver.maskedName : target.billerName,
      receiverAccount:
        target.kind === 'Transfer' ? (target.receiver.iban ?? target.receiver.accountNumber ?? null) : null,
      subscriberNo: target.kind === 'Bill' ? target.subscriberNo : null,
      orderName: order.nickname,
      frequency: order.frequency,
      firstDate: order.nextDueDate,
      description: order.description,
    },
  };
});

/** Any product: the registry holds products of different request and fact types; each is called only with its own stored ones. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StoredProduct = DecisionProduct<any, any, ProductPlan>;

/** The inner products by their decision name, as an approval plans them again. */
export const WAITING_PRODUCTS: Record<string, { kind: OperationKind; product: StoredProduct }> = {
  [transferProduct.name]: { kind: 'transfer', product: transferProduct },
  [billPaymentProduct.name]: { kind: 'billPayment', product: billPaymentProduct },
  [cardDebtProduct.name]: { kind: 'cardPayment', product: cardDebtProduct },
  [ownCardDebtProduct.name]: { kind: 'cardPayment', product: ownCardDebtProduct },
  // Planned again at the bank's price of the approval: the maker's quote has long expired.
  [marketTrade.name]: { kind: 'trade', product: marketTradeAtApproval },
  // A cross-currency opening at the bank's rate of the approval.
  [accountOpening.name]: { kind: 'accountOperation', product: accountOpeningAtApproval },
  // Checked again at the approval's clock: its first date must still lie ahead.
  [standingOrderCreation.name]: { kind: 'standingOrder', product: standingOrderCreation },
};
