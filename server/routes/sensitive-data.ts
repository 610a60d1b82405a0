/** GET /api/auth/getsensitivedatamapping (also under /api/external): pre-login, unsigned. */
import { Hono } from 'hono';
import type { SensitiveDataMapping } from '../../src/contract/sensitive-data';
import { SENSITIVE_DATA_MAPPINGS } from '../domain/security/sensitive-data-mapping';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';

export const sensitiveDataRoutes = new Hono<AppEnv>();

sensitiveDataRoutes.get('/getsensitivedatamapping', async (c) => {
  const { keyId, publicKey } = await c.var.deps.transport.publicInfo();
  return c.json(serviceSuccess<SensitiveDataMapping>({ keyId, publicKey, mappings: [...SENSITIVE_DATA_MAPPINGS] }));
});
