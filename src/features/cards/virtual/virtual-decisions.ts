import type {
  CreateVirtualCardRequest,
  UpdateVirtualLimitRequest,
  VirtualCardAnswer,
} from '../../../contract/cards-virtual';
import { parseAmount } from '../../../contract/money';
import { IssueKey, MessageCode } from '../../../contract/message-codes';
import { decisionStore } from '../../../lib/decision-store';

/** What the approve step shows beside the request: the main card and its limit. */
export interface VirtualCreatePlan {
  mainMasked: string;
  mainProductName: string;
  mainLimit: string;
}

/** What the limit update's approve step shows: the virtual card, its limit now and its main card's. */
export interface VirtualLimitPlan {
  maskedNumber: string;
  nickname: string | null;
  currentLimit: string;
  mainLimit: string;
}

export const virtualCreateDecision = decisionStore<CreateVirtualCardRequest, VirtualCreatePlan, VirtualCardAnswer>(
  'virtual-card-create',
);
export const virtualLimitDecision = decisionStore<UpdateVirtualLimitRequest, VirtualLimitPlan, VirtualCardAnswer>(
  'virtual-card-limit',
);

export const VIRTUAL_CREATE_ORIGIN = 'virtual-credit-card/create';
export const VIRTUAL_LIMIT_ORIGIN = 'virtual-credit-card/limit-update';

export const isVirtualCardAnswer = (data: unknown): data is VirtualCardAnswer =>
  typeof data === 'object' && data !== null && 'cardId' in data && 'mainLimit' in data;

/** The limit field's check as the bank makes it: above zero, at most the main card's limit. */
export const virtualLimitIssue = (limit: string, mainLimit: string | null | undefined): string | undefined => {
  const amount = parseAmount(limit, 'TRY');
  if (!limit) return IssueKey.Required;
  if (amount === undefined) return IssueKey.Invalid;
  if (amount <= 0n) return IssueKey.AmountNotPositive;
  const main = mainLimit ? parseAmount(mainLimit, 'TRY') : undefined;
  if (main !== undefined && amount > main) return MessageCode.VirtualLimitOverMain;
  return undefined;
};
