import { serviceEnvelope } from '../src/contract/envelope';
import type { Language } from '../src/contract/headers';
import { OFFLINE_CODE, OFFLINE_HEADER, OFFLINE_TEXT } from '../src/contract/offline';

/** A 503 service envelope: what the page gets for an /api call the network could not carry. */
export const offlineAnswer = (language: Language): Response =>
  new Response(
    JSON.stringify(
      serviceEnvelope(null, { status: 'error', messages: [{ code: OFFLINE_CODE, text: OFFLINE_TEXT[language] }] }),
    ),
    { status: 503, headers: { 'Content-Type': 'application/json', [OFFLINE_HEADER]: '1' } },
  );

/** fetch, but a network failure (offline, DNS, refused) becomes the offline answer instead of a rejection. */
export const fetchOrOffline =
  (fetcher: (request: Request) => Promise<Response>, language: () => Language) =>
  async (request: Request): Promise<Response> => {
    try {
      return await fetcher(request);
    } catch {
      return offlineAnswer(language());
    }
  };
