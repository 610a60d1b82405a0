/** A service envelope as the body runIdempotent stores and replays. */
import type { ServiceEnvelope } from '../../src/contract/envelope';
import type { StoredResponse } from './idempotency';

export const storable = <T>(envelope: ServiceEnvelope<T>): StoredResponse['body'] =>
  envelope as unknown as StoredResponse['body'];
