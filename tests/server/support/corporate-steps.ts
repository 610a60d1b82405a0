/**
 * Steps of the corporate maker-checker tests (issue 17): a demo user signed in to Demir Tekstil's
 * workgroup, a decision under one Idempotency-Key with its code, an approval or rejection, a pending
 * operation's status.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { pendingOperations } from '../../../server/db/schema/corporate-access';
import { approvalRules } from '../../../server/db/schema/corporate-approvals';
import { demoCompany, demoIdentity, type DemoIdentity } from '../../../server/seed/demo-identities';
import { seedApprovals } from '../../../server/seed/seed-approvals';
import type { CorporateOperation } from '../../../src/contract/corporate-operations';
import { call, credentialsFrom, signIn } from './http-client';
import type { TestServer } from './test-server';
import { codeFor, type Envelope, type Party } from './transfer-steps';

/** Signs the user in and chooses Demir Tekstil's workgroup. */
export const signInToTekstil = async (base: string, identity: DemoIdentity): Promise<Party> => {
  const { credentials, reply } = await signIn(base, identity);
  const groups = (reply.body.data as { workgroups: { id: string; name: string }[] }).workgroups;
  const chosen = await call(base, '/api/auth/SetRepresentativeWorkgroupId', {
    json: { workgroupId: groups.find((g) => g.name === demoCompany('demirTekstil').name)!.id },
    credentials,
  });
  return { base, credentials: credentialsFrom(chosen, credentials), recipient: identity.email };
};

/** A decision under one key: the first call, then (when challenged) the code from the outbox. */
export const decide = async <T>(party: Party, route: string, body: object) => {
  const key = randomUUID();
  const send = async (json: object) => {
    const reply = await call<Envelope<T & { otpReferenceKey?: string }>>(party.base, route, {
      json,
      credentials: party.credentials,
      headers: { 'Idempotency-Key': key },
    });
    party.credentials = credentialsFrom(reply, party.credentials);
    return reply;
  };
  const first = await send(body);
  if (first.body.status !== 'success' || ![201, 203].includes(first.body.actionCode)) return first;
  const otpReferenceKey = first.body.data.otpReferenceKey!;
  return send({ ...body, otpReferenceKey, otpCode: await codeFor(party, otpReferenceKey) });
};

export const approve = (party: Party, operationId: string, decision: 'approve' | 'reject' = 'approve') =>
  decide<CorporateOperation>(party, '/api/Saga/ApproveExternalUserTask', { operationId, decision });

export const operationRow = async (db: Db, id: string) =>
  (await db.select().from(pendingOperations).where(eq(pendingOperations.id, id)))[0]!;

/** Demir Tekstil's demo users in its workgroup: the maker, the Finans and Yönetim approvers, the administrator. */
export interface TekstilUsers {
  selin: Party;
  kerem: Party;
  ece: Party;
  mehmet: Party;
}

/** The seeded approval rules (once per database, at `now`), then the four users signed in to Demir Tekstil. */
export const tekstilUsers = async (server: TestServer, now: Date): Promise<TekstilUsers> => {
  if ((await server.db.select().from(approvalRules)).length === 0)
    await server.db.transaction((tx) => seedApprovals(tx, now));
  return {
    selin: await signInToTekstil(server.url, demoIdentity('corporateMaker')),
    kerem: await signInToTekstil(server.url, demoIdentity('corporateApprover')),
    ece: await signInToTekstil(server.url, demoIdentity('corporateApprover2')),
    mehmet: await signInToTekstil(server.url, demoIdentity('corporate')),
  };
};
