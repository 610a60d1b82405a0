import {
  RevealAnswerSchema,
  VirtualCardDecisionAnswerSchema,
  type CreateVirtualCardRequest,
  type RevealVirtualCardRequest,
  type UpdateVirtualLimitRequest,
} from '../contract/cards-virtual';
import type { VERIFICATION_FIELDS } from '../contract/transfers';
import { serviceEnvelopeRequest } from './http';

/**
 * Virtual cards: create, limit update and reveal, each a decision with a code (the page action flow).
 * The reveal's answer is never put in the query cache: the page keeps it in state for a short time.
 * After create or limit update invalidate `cardKeys.all`.
 */
type WithCode<T> = T & Partial<Record<(typeof VERIFICATION_FIELDS)[number], string>>;

export const createVirtualCard = (body: WithCode<CreateVirtualCardRequest>, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Card/CreateVirtualCard', VirtualCardDecisionAnswerSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

export const updateVirtualCardLimit = (body: WithCode<UpdateVirtualLimitRequest>, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Card/UpdateVirtualCardLimit', VirtualCardDecisionAnswerSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

export const revealVirtualCard = (body: WithCode<RevealVirtualCardRequest>, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Card/RevealVirtualCard', RevealAnswerSchema, { method: 'POST', body, idempotencyKey });
