import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  CardStatementListSchema,
  CardStatementPdfSchema,
  StatementSettingsSchema,
  type UpdateStatementCutoffRequest,
  type UpdateStatementPreferenceRequest,
} from '../contract/card-statements';
import { ApproverInfoSchema, type VERIFICATION_FIELDS } from '../contract/transfers';
import { serviceEnvelopeRequest, serviceRequest } from './http';

/**
 * Credit card statements: a card's statements, one statement's PDF, and the statement settings
 * (cut-off day, sending preference), each a decision with a code. After a change invalidate
 * `cardKeys.all` and `cardStatementKeys.all`.
 */
export const cardStatementKeys = {
  all: ['cardStatements'] as const,
  list: (cardId: string) => ['cardStatements', 'list', cardId] as const,
};

export const cardStatementsQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: cardStatementKeys.list(cardId),
    queryFn: () => serviceRequest(`/Card/GetStatements/${encodeURIComponent(cardId)}`, CardStatementListSchema),
  });

/** The PDF is fetched when asked for, never cached. */
export const fetchStatementPdf = (statementId: string) =>
  serviceRequest(`/Card/GetStatementPdf/${encodeURIComponent(statementId)}`, CardStatementPdfSchema);

type WithCode<T> = T & Partial<Record<(typeof VERIFICATION_FIELDS)[number], string>>;
const SettingsAnswerSchema = v.union([StatementSettingsSchema, ApproverInfoSchema]);

export const updateStatementCutoff = (body: WithCode<UpdateStatementCutoffRequest>, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Card/UpdateStatementCutoff', SettingsAnswerSchema, { method: 'POST', body, idempotencyKey });

export const updateStatementPreference = (body: WithCode<UpdateStatementPreferenceRequest>, idempotencyKey: string) =>
  serviceEnvelopeRequest('/Card/UpdateStatementPreference', SettingsAnswerSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });
