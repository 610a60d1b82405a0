/** The OpenAPI document's description: what a client must do beyond the schemas (docs/api.md says the same at length). */
import { SIGNATURE_WINDOW_MS } from '../../src/contract/signing';
import { DEFAULT_CONFIG } from '../config';
import { traceKeptMs } from '../domain/security/replay-guard';

const BODY_LIMIT_KIB = DEFAULT_CONFIG.bodyLimitBytes / 1024;
const WINDOW_S = SIGNATURE_WINDOW_MS / 1000;
const TRACE_KEPT_S = traceKeptMs(SIGNATURE_WINDOW_MS) / 1000;

export const OPENAPI_GUIDE = `
The Emanet sandbox bank. Every path is under \`/api\` on the app's origin and case-insensitive.
Every answer is an envelope (HTTP 200 for business outcomes, including refusals: \`status: "error"\`
or \`result: false\`); 400 malformed input (each message names its \`field\`), 401 no valid session or
signature, 403 not at this step, 404 unknown, 409 idempotency conflict, 413 body over ${BODY_LIMIT_KIB} KiB,
429 rate limited (\`Retry-After\`), 503 rate limits or replays cannot be checked (Redis unreachable).
Money is a decimal string with an ISO 4217 code.

## Headers

Every call: \`X-Trace-Id\` (fresh UUID), \`X-Language\` (\`tur\`/\`eng\`), \`X-Channel\`, \`X-OS\`,
\`X-Device-Brand\`, \`X-Device-Model\`, \`X-Api-Version\`. Pre-login calls (security \`UnprotectedToken\`)
add \`X-Unprotected-Token\`. Customer calls after the first factor add \`X-Transaction-Token\`,
the \`emanet_sid\` cookie, \`X-Signed: true\`, \`X-Timestamp\` and \`X-Signature\`. CallCenter calls add
\`X-Agent-Token\` only. Changes add \`Idempotency-Key\`. A response header \`X-Transaction-Token\`
replaces the held token (it rotates when the second factor completes).

## Session key K

Before login, \`GET /api/Auth/GetSensitiveDataMapping\` gives \`keyId\`, \`publicKey\` (SPKI, base64,
RSA-OAEP SHA-256, 3072 bits) and \`mappings\`. Make a random 32-byte AES-256-GCM key K for each
login; send \`X-Client-Key: <keyId>.<base64url(RSA-OAEP-SHA256(publicKey, K))>\` (no OAEP label)
on \`InitialLogin\` (the session keeps K) and on every other pre-login call whose path has a mapping.

## ENC1 field encryption

A mapping entry names, for a \`methodPath\` (lower case, without \`/api\`; one ending in \`/\` is a
prefix), the request fields (of the JSON body) and the response fields (of the envelope's \`data\`)
that travel encrypted. \`parentPropertyName\` null means top level; otherwise a dotted path of
property names from the root, each array on the way meaning each of its object elements. Each
operation below lists its fields under \`x-encrypted-fields\`. Only string values are encrypted.

    value = "ENC1." + base64url(iv || ciphertext || tag)     (no padding)
    iv    = 12 random bytes, tag = 16 bytes, AES-256-GCM with K
    AAD   = UTF-8 of  path + "\\n" + propertyName

\`path\` is the request's URL path without \`/api\`, lower-cased, without the query
(\`/deposit/getaccountdetail/1000001-1\`), \`\\n\` one line feed, \`propertyName\` the field's own
name (never its parent). Example AAD: \`/auth/initiallogin\\npassword\`. Answers are encrypted the
same way with the same AAD; decrypt them with K. Refusals: 400 \`transport.sensitiveFieldPlain\`
(a mapped field sent plain), \`transport.sensitiveFieldUndecryptable\`, \`transport.clientKeyInvalid\`.

## Request signing

Calls with \`X-Transaction-Token\` are signed:

    S         = HKDF-SHA256(ikm = K, salt = empty, info = "sign", 32 bytes)
    canonical = METHOD + "\\n" + PATH?QUERY + "\\n" + X-Timestamp + "\\n" + X-Trace-Id + "\\n" + base64url(SHA-256(body))
    X-Signature = base64url(HMAC-SHA256(S, canonical))

\`METHOD\` upper case; \`PATH?QUERY\` the URL path **with** \`/api\`, case as sent, plus \`?query\`
when there is one; the body hash is over the bytes sent (after encryption; an empty body hashes the
empty string: \`47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU\`). Refusals (401):
\`signature.missing\`, \`signature.timestampOutOfWindow\` (over ${WINDOW_S} s), \`signature.invalid\`,
\`signature.replayed\` (a trace id used again within ${TRACE_KEPT_S} s).

## Idempotency

A change (\`Idempotency-Key\` required below) stores its first final answer, success or business
refusal, and answers it again for the same key and body; another body under the key is 409. A code
challenge (201-203) is not final: re-post the same body with \`otpReferenceKey\` and \`otpCode\`
under the same key.

## Sandbox

\`GET /api/Sandbox/Outbox?recipient=\` lists what the bank sent (SMS, e-mail, push, captcha answers),
newest first. \`referenceKey\` is the \`otpReferenceKey\` (or push id, or captcha reference) the
message's \`code\` answers: match it to the challenge you hold. \`POST /api/Sandbox/ApprovePush\`
approves a push by its outbox \`id\`. The page \`/sandbox\` shows the same.
`.trim();
