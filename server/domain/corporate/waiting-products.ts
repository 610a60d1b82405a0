/**
 * The products whose corporate decisions wait for approvals (pending.ts): transfers (own accounts,
 * virement, EFT, FAST, remittance: one product) and bill payments. The routes use the wrapped
 * products; an approval plans the inner product again by its name.
 */
import type { OperationKind } from '../../../src/contract/corporate-roles';
import { billPaymentProduct, checkBillPayment } from '../bills/bill-payment';
import type { DecisionProduct, ProductPlan } from '../decisions/product';
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

/** Any product: the registry holds products of different request and fact types; each is called only with its own stored ones. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StoredProduct = DecisionProduct<any, any, ProductPlan>;

/** The inner products by their decision name, as an approval plans them again. */
export const WAITING_PRODUCTS: Record<string, { kind: OperationKind; product: StoredProduct }> = {
  [transferProduct.name]: { kind: 'transfer', product: transferProduct },
  [billPaymentProduct.name]: { kind: 'billPayment', product: billPaymentProduct },
};
