/**
 * CallCenter steps (issue 18): a new call from the sandbox telephony and a caller verified by the SMS
 * code the bank sent to the customer's phone. The agent's headers then act for that customer on the
 * routes of server/domain/callcenter/agent-rights.ts.
 */
import { expect } from 'vitest';
import { Header } from '../../../src/contract/headers';
import { call } from './http-client';

export interface AgentCallSession {
  token: string;
  headers: Record<string, string>;
}

/** A new call (its agent token) from the sandbox telephony; the agent's earlier call ends. */
export const newCall = async (base: string, link: Record<string, string> = {}): Promise<AgentCallSession> => {
  const reply = await call<{ data: { token: string; link: string } }>(base, '/api/sandbox/telephony/calls', {
    json: link,
    plain: true,
  });
  expect(reply.status).toBe(200);
  const token = reply.body.data.token;
  return { token, headers: { [Header.AgentToken]: token } };
};

/** The last SMS code sent to an identity's phone for the call (the sandbox outbox). */
export const lastCallCode = async (base: string, identificationNumber: string): Promise<string> => {
  const reply = await call<{ data: { items: { code: string | null; referenceKey: string | null }[] } }>(
    base,
    `/api/sandbox/outbox?identificationNumber=${identificationNumber}`,
    { plain: true },
  );
  const item = reply.body.data.items.find((entry) => entry.referenceKey?.startsWith('cc:'));
  expect(item?.code).toMatch(/^\d{6}$/);
  return item!.code!;
};

/** Finds the caller by identity number and verifies them by the SMS code sent to their phone. */
export const verifyCaller = async (base: string, agent: AgentCallSession, identificationNumber: string) => {
  const found = await call(base, '/api/CallCenter/FindCustomer', {
    headers: agent.headers,
    json: { by: 'identityNumber', value: identificationNumber },
  });
  expect(found.body.status).toBe('success');
  const sent = await call(base, '/api/CallCenter/SendVerificationCode', { headers: agent.headers, method: 'POST' });
  expect(sent.body.status).toBe('success');
  const code = await lastCallCode(base, identificationNumber);
  const verified = await call<{ status: string; data: { verification: string } }>(
    base,
    '/api/Customer/VerifyCallInformation',
    { headers: agent.headers, json: { method: 'sms', code } },
  );
  expect(verified.body.data.verification).toBe('verified');
  return verified.body.data;
};

/** A new call whose caller is verified: the headers every agent test acts with. */
export const verifiedCall = async (base: string, identificationNumber: string): Promise<AgentCallSession> => {
  const agent = await newCall(base);
  await verifyCaller(base, agent, identificationNumber);
  return agent;
};
