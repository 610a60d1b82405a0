/**
 * Send money as a product of the decision flow: the facts it reads, its plan (plan.ts) and its
 * commit (transfer-commit.ts). Execute confirms with a code; Preview plans without deciding.
 */
import { MessageCode } from '../../../src/contract/message-codes';
import type { TransferRequest } from '../../../src/contract/transfers';
import { BusinessError } from '../common/refusal';
import type { DecisionProduct, ProductContext } from '../decisions/product';
import { loadTransferFacts, type TransferFacts } from './facts';
import { planTransfer, type TransferPlan } from './plan';

export const transferProduct: DecisionProduct<TransferRequest, TransferFacts, TransferPlan> = {
  name: 'transfer',
  challenged: true,
  load: (ctx, request) => loadTransferFacts(ctx, request, 'execute'),
  plan: (ctx, request, facts) => {
    const plan = planTransfer(ctx, request, facts);
    // Outside the EFT window the customer must have accepted the next one (the preview shows it).
    if (plan.status === 'Scheduled' && !request.acceptNextWindow)
      throw new BusinessError([MessageCode.TransferEftClosed]);
    return plan;
  },
};

/** The summary the customer confirms (a new exchange quote when one is needed; nothing else changes). */
export const previewTransfer = async (ctx: ProductContext, request: TransferRequest): Promise<TransferPlan> =>
  planTransfer(ctx, request, await loadTransferFacts(ctx, request, 'preview'));
