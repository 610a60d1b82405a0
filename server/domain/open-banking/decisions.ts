/**
 * The customer's decisions on a provider's consent, through the decision engine: approve (the
 * accounts chosen; B→Y, an authorisation code issued, the provider's other live AIS consent I/01)
 * and refuse (B→I/02), each confirmed with the code; revoke (an AIS consent Y or K → I/02, soft
 * deleted, an SMS notice) after the page's confirm popup. Each move is an areaTransition from the
 * statuses CONSENT_TRANSITIONS allows, so a consent moved meanwhile (timed out, decided twice) is refused.
 *
 * The approval's answer carries the provider's redirect address with the code. The code is an HMAC of
 * its row's id under a key derived from the bank's transport key: the decision stores the id and the
 * route recomputes the address for the answer and its replays (`approvalAnswer`), so neither the
 * decision nor the codes table (which keeps its hash) holds the code. It is single use and lives five
 * minutes.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { ActionCode } from '../../../src/contract/action-codes';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount } from '../../../src/contract/money';
import {
  CONSENT_AUTHORISATION_MS,
  obMaskName,
  statusesBefore,
  type ApproveConsent,
  type Consent,
  type ConsentDecided,
  type ConsentIdRequest,
} from '../../../src/contract/open-banking';
import type { DbOrTx } from '../../db/client';
import { obAuthCodes, obConsents } from '../../db/schema/open-banking';
import { BusinessError } from '../common/refusal';
import { success } from '../decisions/outcome';
import type { DecisionProduct, ProductContext } from '../decisions/product';
import { areaRow, areaTransition, type Guard } from '../ledger/commit';
import { derivedKey, macOf } from '../security/derived-keys';
import {
  authoriseByOf,
  choicesOf,
  consentOf,
  expireConsents,
  isRevocable,
  sha256,
  viewOf,
  type ConsentRow,
  type ProviderRow,
} from './consents';
import { OPERATION, revokedSms } from './ob-texts';

const refuse = (code: string): never => {
  throw new BusinessError([code]);
};

interface Facts {
  consent: ConsentRow;
  provider: ProviderRow;
  choices: { id: string; accountNumber: string; name: string; currency: string }[];
  /** The provider's other live (Y or K) AIS consents of the customer: replaced by an approval (I/01). */
  live: string[];
}

const loadFacts = async (ctx: ProductContext, consentId: string): Promise<Facts> => {
  const { db } = ctx.deps;
  await expireConsents(db, ctx.now);
  const found = (await consentOf(db, ctx.decider.customerId, consentId)) ?? refuse(MessageCode.ConsentNotFound);
  const choices = (await choicesOf(db, ctx.decider.customerId, found.consent.kind)).map((a) => ({
    id: a.id,
    accountNumber: a.accountNumber,
    name: a.name,
    currency: a.currency,
  }));
  const live =
    found.consent.kind === 'AIS'
      ? (
          await db
            .select({ id: obConsents.id })
            .from(obConsents)
            .where(
              and(
                eq(obConsents.customerId, ctx.decider.customerId),
                eq(obConsents.providerId, found.provider.id),
                eq(obConsents.kind, 'AIS'),
                inArray(obConsents.status, ['Y', 'K']),
                ne(obConsents.id, consentId),
              ),
            )
        ).map((r) => r.id)
      : [];
  return { ...found, choices, live };
};

/** The request is still awaiting the customer, at the commit's clock. */
const checkAwaiting = (ctx: ProductContext, consent: ConsentRow) => {
  if (consent.status !== 'B' || ctx.now.getTime() >= authoriseByOf(consent).getTime())
    refuse(MessageCode.ConsentNotAwaiting);
};

const withQuery = (uri: string, params: Record<string, string>): string =>
  `${uri}${uri.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;

const CODE_KEY = 'emanet-open-banking-code';

/** The authorisation code of a codes-table row: base64url of HMAC-SHA256(key, row id). */
const authCodeOf = (key: Buffer, codeId: string): string => macOf(key, codeId).toString('base64url');

/** What the approval stores: the view, the provider's address and the code's row id, never the code. */
interface StoredApproval {
  consent: Consent;
  redirectUri: string;
  codeId: string;
}

export const approvalCodeKey = (db: DbOrTx): Promise<Buffer> => derivedKey(db, CODE_KEY);

/** The approval's answer (ConsentDecided) from what its decision stored: the address with the code. */
export const approvalAnswer = (codeKey: Buffer, data: unknown): ConsentDecided => {
  const { consent, redirectUri, codeId } = data as StoredApproval;
  const code = authCodeOf(codeKey, codeId);
  return { consent, redirectUrl: withQuery(redirectUri, { code, consent: consent.id }) };
};

/** The approval, with the bank's code key (read by the route, never part of the stored facts). */
export const approveConsentProduct = (codeKey: Buffer): DecisionProduct<ApproveConsent, Facts> => ({
  name: 'open-banking-approve',
  challenged: true,
  load: (ctx, request) => loadFacts(ctx, request.consentId),
  plan: (ctx, request, facts) => {
    const { consent, provider, choices } = facts;
    checkAwaiting(ctx, consent);
    const numbers = [...new Set(request.accountNumbers)];
    const chosen = numbers.map(
      (n) => choices.find((c) => c.accountNumber === n) ?? refuse(MessageCode.ConsentAccountsInvalid),
    );
    if (consent.kind === 'PIS' && chosen.length !== 1) refuse(MessageCode.ConsentAccountsInvalid);
    const accountIds = chosen.map((c) => c.id);
    return {
      message:
        consent.kind === 'PIS'
          ? {
              operation: OPERATION.payment,
              amount: `${formatAmount(consent.amount ?? 0n, 'TRY')} TRY`,
              payee: obMaskName(consent.payeeName ?? ''),
            }
          : { operation: OPERATION.approve },
      commit: () => {
        const codeId = randomUUID();
        const replaced: Guard[] = facts.live.map((id) =>
          areaTransition(
            obConsents,
            id,
            statusesBefore('I').filter((s) => s === 'Y' || s === 'K'),
            { status: 'I', statusCode: '01', updatedAt: ctx.now },
            MessageCode.ConsentNotAwaiting,
          ),
        );
        const after: ConsentRow = { ...consent, status: 'Y', accountIds, authorisedAt: ctx.now, updatedAt: ctx.now };
        return {
          commit: {
            at: ctx.now,
            guards: [
              ...replaced,
              areaTransition(
                obConsents,
                consent.id,
                statusesBefore('Y'),
                { status: 'Y', accountIds, authorisedAt: ctx.now, updatedAt: ctx.now },
                MessageCode.ConsentNotAwaiting,
              ),
            ],
            rows: [
              areaRow(obAuthCodes, {
                id: codeId,
                consentId: consent.id,
                codeHash: sha256(authCodeOf(codeKey, codeId)),
                expiresAt: new Date(ctx.now.getTime() + CONSENT_AUTHORISATION_MS),
              }),
            ],
          },
          outcome: success(ActionCode.ConsentApproved, {
            consent: viewOf(after, provider, choices),
            redirectUri: provider.redirectUri,
            codeId,
          } satisfies StoredApproval),
        };
      },
    };
  },
});

export const refuseConsentProduct: DecisionProduct<ConsentIdRequest, Facts> = {
  name: 'open-banking-refuse',
  challenged: true,
  load: (ctx, request) => loadFacts(ctx, request.consentId),
  plan: (ctx, _request, { consent, provider, choices }) => {
    checkAwaiting(ctx, consent);
    const after: ConsentRow = { ...consent, status: 'I', statusCode: '02', updatedAt: ctx.now };
    return {
      message: { operation: OPERATION.refuse },
      commit: () => ({
        commit: {
          at: ctx.now,
          guards: [
            areaTransition(
              obConsents,
              consent.id,
              ['B'],
              { status: 'I', statusCode: '02', updatedAt: ctx.now },
              MessageCode.ConsentNotAwaiting,
            ),
          ],
        },
        outcome: success(ActionCode.ConsentRefused, {
          consent: viewOf(after, provider, choices),
          redirectUrl: withQuery(provider.redirectUri, { error: 'access_denied', consent: consent.id }),
        }),
      }),
    };
  },
};

export const revokeConsentProduct: DecisionProduct<ConsentIdRequest, Facts> = {
  name: 'open-banking-revoke',
  challenged: false,
  load: (ctx, request) => loadFacts(ctx, request.consentId),
  plan: (ctx, _request, { consent, provider, choices }) => {
    if (!isRevocable(consent)) refuse(MessageCode.ConsentNotRevocable);
    const set = { status: 'I', statusCode: '02', revokedAt: ctx.now, deleted: true, updatedAt: ctx.now };
    const after: ConsentRow = { ...consent, ...set };
    return {
      message: { operation: OPERATION.revoke },
      commit: () => ({
        commit: {
          at: ctx.now,
          guards: [areaTransition(obConsents, consent.id, ['Y', 'K'], set, MessageCode.ConsentNotRevocable)],
          rows: [
            {
              table: 'outbox',
              row: {
                id: randomUUID(),
                channel: 'sms',
                recipient: ctx.decider.phone,
                text: revokedSms(ctx.language, provider.name),
                createdAt: ctx.now,
              },
            },
          ],
        },
        outcome: success(ActionCode.ConsentRevoked, { consent: viewOf(after, provider, choices) }),
      }),
    };
  },
};
