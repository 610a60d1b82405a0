/** Service answers for unit tests of the page's action flow and its kits. */
import { serviceEnvelope, type ServiceEnvelope } from '../../src/contract/envelope';

/** A success (`data: {}`, action code 0) with what the test changes. */
export const envelope = (patch: Partial<ServiceEnvelope<unknown>> = {}): ServiceEnvelope<unknown> =>
  serviceEnvelope<unknown>({}, patch);

/** The bank's refusal: status "error" with one message. */
export const refusal = (code: string, text: string): ServiceEnvelope<unknown> =>
  envelope({ status: 'error', data: null, messages: [{ code, text }] });
