/**
 * Drives transfers through the HTTP API the way the app does (the test client encrypts and
 * signs like the service worker): Execute with an Idempotency-Key → 201 → the SMS code from
 * the sandbox outbox → Execute again with the code under the same key → the receipt.
 * Used by the property test, the SIGKILL test and the transfer benchmark.
 */
import type { DemoIdentity } from '../../server/seed/demo-identities';
import { ActionCode } from '../../src/contract/action-codes';
import type { ApproverInfo, TransferReceipt, TransferRequest } from '../../src/contract/transfers';
import { call, credentialsFrom, signIn, type Credentials, type Reply } from '../server/support/http-client';

export interface Teller {
  base: string;
  phone: string;
  credentials: Credentials;
}

type Identity = Pick<DemoIdentity, 'identificationNumber' | 'password' | 'phone'>;

export const openTeller = async (base: string, identity: Identity): Promise<Teller> => {
  const { credentials } = await signIn(base, identity as DemoIdentity);
  return { base, phone: identity.phone, credentials };
};

interface Envelope<T> {
  status: string;
  actionCode: number;
  data: T;
  messages: { code: string; text: string }[];
}

const execute = async <T>(teller: Teller, body: object, key: string): Promise<Reply<Envelope<T>>> => {
  const reply = await call<Envelope<T>>(teller.base, '/api/Transfer/Execute', {
    json: body,
    credentials: teller.credentials,
    headers: { 'Idempotency-Key': key },
  });
  teller.credentials = credentialsFrom(reply, teller.credentials);
  return reply;
};

/** The newest SMS code sent to the teller's phone for this reference. */
const smsCode = async (teller: Teller, referenceKey: string): Promise<string> => {
  const reply = await call<{ data: { items: { code: string | null; referenceKey?: string | null }[] } }>(
    teller.base,
    `/api/Sandbox/Outbox?recipient=${encodeURIComponent(teller.phone)}`,
  );
  const items = reply.body.data.items;
  const item = items.find((i) => i.referenceKey === referenceKey) ?? items[0];
  if (!item?.code) throw new Error('no SMS code in the outbox');
  return item.code;
};

export interface TransferOutcome {
  /** The final reply (the receipt, a business refusal, a 409…). */
  reply: Reply<Envelope<TransferReceipt | null>>;
  receipt: TransferReceipt | undefined;
  /** Milliseconds of the call that posted (the one carrying the code). */
  postingMs: number;
}

/** Where the SMS code of a challenge comes from: the sandbox outbox over HTTP by default. */
export type CodeSource = (teller: Teller, referenceKey: string) => Promise<string>;

/** One whole transfer decision under `key`: the challenge, the code, the posting. */
export const transfer = async (
  teller: Teller,
  request: TransferRequest,
  key: string,
  codeOf: CodeSource = smsCode,
): Promise<TransferOutcome> => {
  const first = await execute<ApproverInfo | TransferReceipt | null>(teller, request, key);
  if (first.body.actionCode !== ActionCode.TransactionOtp) {
    // A replay of a finished decision, or a refusal before any code was sent.
    const receipt = first.body.status === 'success' ? (first.body.data as TransferReceipt) : undefined;
    return { reply: first as TransferOutcome['reply'], receipt, postingMs: 0 };
  }
  const { otpReferenceKey } = first.body.data as ApproverInfo;
  const otpCode = await codeOf(teller, otpReferenceKey);
  const started = performance.now();
  const reply = await execute<TransferReceipt | null>(teller, { ...request, otpReferenceKey, otpCode }, key);
  const postingMs = performance.now() - started;
  const receipt = reply.body.status === 'success' ? (reply.body.data ?? undefined) : undefined;
  return { reply, receipt: receipt ?? undefined, postingMs };
};

/** A remittance (havale) by account number to another customer of the bank. */
export const remittance = (
  sourceAccountNumber: string,
  target: { accountNumber: string; name: string },
  amount: string,
): TransferRequest => ({
  sourceAccountNumber,
  target: { mode: 'Account', accountNumber: target.accountNumber, receiverName: target.name },
  amount,
  description: 'Yük testi',
  acceptNextWindow: false,
});
