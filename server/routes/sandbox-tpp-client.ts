/**
 * The sandbox provider's (YÖS) side of the open-banking API: it calls the bank over HTTP like any
 * provider would (`/api/Ohvps/*` at the bank's own address), with its client credentials or the
 * consent's bearer token, and reads the service envelope's `data` or its first message.
 */
import { DEMO_PROVIDERS } from '../domain/open-banking/providers';

export type DemoProvider = (typeof DEMO_PROVIDERS)[number];

export const providerOf = (code: string | undefined): DemoProvider =>
  DEMO_PROVIDERS.find((p) => p.code === code) ?? DEMO_PROVIDERS[0];

export type BankAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

interface Envelope {
  status?: string;
  data?: unknown;
  messages?: { text?: string }[] | Record<string, unknown>;
}

const firstMessage = (envelope: Envelope | undefined): string => {
  const messages = envelope?.messages;
  if (Array.isArray(messages)) return messages[0]?.text ?? '';
  return messages ? JSON.stringify(messages) : '';
};

export const callBank = async <T>(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; language: 'tur' | 'eng' },
): Promise<BankAnswer<T>> => {
  const response = await fetch(`${origin}/api/Ohvps/${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'X-Language': options.language,
      ...(options.body ? { 'Content-Type': 'application/json' } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const envelope = (await response.json().catch(() => undefined)) as Envelope | undefined;
  if (response.ok && envelope?.status === 'success') return { ok: true, data: envelope.data as T };
  return { ok: false, status: response.status, message: firstMessage(envelope) || `HTTP ${response.status}` };
};

export const clientToken = async (origin: string, provider: DemoProvider, language: 'tur' | 'eng') =>
  callBank<{ accessToken: string }>(origin, 'POST', 'Token', {
    language,
    body: { grantType: 'client_credentials', clientId: provider.clientId, clientSecret: provider.clientSecret },
  });

export const exchangeCode = async (origin: string, provider: DemoProvider, code: string, language: 'tur' | 'eng') =>
  callBank<{ accessToken: string; consentId: string }>(origin, 'POST', 'Token', {
    language,
    body: { grantType: 'authorization_code', clientId: provider.clientId, clientSecret: provider.clientSecret, code },
  });

export interface AccountData {
  accountRef: string;
  iban: string;
  name: string;
  currency: string;
  balance?: string;
  transactions: { id: string; date: string; amount: string; currency: string; description: string }[];
  error?: string;
}

/** Reads what an AIS token allows: the accounts, then each one's balance and movements. */
export const readAll = async (
  origin: string,
  token: string,
  language: 'tur' | 'eng',
): Promise<BankAnswer<AccountData[]>> => {
  const list = await callBank<{ accounts: Omit<AccountData, 'transactions'>[] }>(origin, 'GET', 'Accounts', {
    token,
    language,
  });
  if (!list.ok) return list;
  const out: AccountData[] = [];
  for (const account of list.data.accounts) {
    const ref = encodeURIComponent(account.accountRef);
    const balance = await callBank<{ balance: string }>(origin, 'GET', `Balance?accountRef=${ref}`, {
      token,
      language,
    });
    const moves = await callBank<{ transactions: AccountData['transactions'] }>(
      origin,
      'GET',
      `Transactions?accountRef=${ref}`,
      { token, language },
    );
    out.push({
      ...account,
      balance: balance.ok ? balance.data.balance : undefined,
      transactions: moves.ok ? moves.data.transactions.slice(0, 10) : [],
      error: !balance.ok ? balance.message : !moves.ok ? moves.message : undefined,
    });
  }
  return { ok: true, data: out };
};
