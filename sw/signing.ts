import { Header } from '../src/contract/headers';
import { hashBody, signParts } from '../src/contract/signing';
import type { WebCryptoKey } from '../src/contract/sensitive-data';

/** Adds X-Timestamp and X-Signature (contract.md, Signing) to a signed call's headers. */
export const signRequest = async (
  headers: Headers,
  request: { method: string; url: URL; body: Uint8Array<ArrayBuffer> },
  key: WebCryptoKey,
  now: number = Date.now(),
): Promise<void> => {
  const timestamp = String(now);
  const signature = await signParts(key, {
    method: request.method,
    pathAndQuery: request.url.pathname + request.url.search,
    timestamp,
    traceId: headers.get(Header.TraceId) ?? '',
    bodyHash: await hashBody(request.body),
  });
  headers.set(Header.Timestamp, timestamp);
  headers.set(Header.Signature, signature);
};
