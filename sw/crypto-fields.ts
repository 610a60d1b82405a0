import { utf8 } from '../src/contract/base64url';
import {
  decryptField,
  encryptField,
  transformMapped,
  type SensitiveMapping,
  type WebCryptoKey,
} from '../src/contract/sensitive-data';

/** The body with its mapped string fields as ENC1 values; other bodies (not JSON) pass unchanged. */
export const sealBody = async (
  body: Uint8Array<ArrayBuffer>,
  path: string,
  mapping: SensitiveMapping,
  key: WebCryptoKey,
): Promise<Uint8Array<ArrayBuffer>> => {
  if (body.length === 0 || mapping.requestSensitiveDataProperties.length === 0) return body;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return body;
  }
  await transformMapped(json, mapping.requestSensitiveDataProperties, (value, name) =>
    typeof value === 'string' ? encryptField(key, path, name, value) : Promise.resolve(value),
  );
  return utf8(JSON.stringify(json));
};

/**
 * The response with its mapped `data` fields decrypted, so the page sees plain JSON.
 * Undefined when a mapped field does not decrypt (the caller answers an error).
 */
export const openResponse = async (
  response: Response,
  path: string,
  mapping: SensitiveMapping,
  key: WebCryptoKey,
): Promise<Response | undefined> => {
  if (mapping.responseSensitiveDataProperties.length === 0) return response;
  if (!response.headers.get('Content-Type')?.includes('application/json')) return response;
  const envelope = (await response.json()) as { data?: unknown } | null;
  let intact = true;
  await transformMapped(envelope?.data, mapping.responseSensitiveDataProperties, async (value, name) => {
    const plain = await decryptField(key, path, name, value);
    if (plain === undefined) intact = false;
    return plain ?? null;
  });
  if (!intact) return undefined;
  // The new body is plain JSON of another length: the network's length and coding do not apply to it.
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(JSON.stringify(envelope), { status: response.status, statusText: response.statusText, headers });
};
