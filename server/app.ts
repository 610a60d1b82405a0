/** Composes the Hono app: security headers, context, errors, /api routes, the sandbox page and the built apps. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getPath } from 'hono/utils/url';
import type { AppDeps, AppEnv } from './http/context';
import { RequestError } from './http/errors';
import { createRateLimiter } from './domain/rate-limit';
import { authenticate } from './middleware/authenticate';
import { secureTransport } from './middleware/secure-transport';
import { createReplayGuard } from './domain/replay-guard';
import { createTransport } from './domain/transport-keys';
import { SIGNATURE_WINDOW_MS } from '../src/contract/signing';
import { apiNotFound, onError, onNotFound } from './middleware/errors';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { authRoutes } from './routes/auth';
import { secondFactorRoutes } from './routes/auth-second-factor';
import { firstLoginRoutes } from './routes/auth-first-login';
import { forgotRoutes } from './routes/auth-forgot';
import { callCenterRoutes } from './routes/callcenter';
import { captchaRoutes } from './routes/captcha';
import { channelManagementRoutes } from './routes/channel-management';
import { clientDataRoutes } from './routes/client-data';
import { dkAdcRoutes } from './routes/dkadc';
import { externalRoutes } from './routes/external';
import { imageRoutes } from './routes/images';
import { customerRoutes } from './routes/customer';
import { depositRoutes } from './routes/deposit';
import { transferRoutes } from './routes/transfer';
import { kolasResolveRoutes } from './routes/kolas-resolve';
import { accountManagementRoutes } from './routes/account-management';
import { kolasRoutes } from './routes/kolas';
import { recordedTransactionRoutes } from './routes/recorded-transactions';
import { healthRoutes } from './routes/health';
import { sandboxRoutes } from './routes/sandbox';
import { sensitiveDataRoutes } from './routes/sensitive-data';
import { sandboxPageRoutes } from './routes/sandbox-page';
import { staticRoutes } from './static';
import { tenantSettingsRoutes } from './routes/tenant-settings';

/** /api paths route case-insensitively (the spec mixes /Auth/ and /auth/); route definitions are lower case. */
const caseInsensitiveApiPath = (request: Request): string => {
  const path = getPath(request);
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/') ? lower : path;
};

type Defaulted = 'limiter' | 'transport' | 'replay';
export type AppInput = Omit<AppDeps, Defaulted> & Partial<Pick<AppDeps, Defaulted>>;

export const createApp = (input: AppInput): Hono<AppEnv> => {
  const deps: AppDeps = {
    ...input,
    limiter: input.limiter ?? createRateLimiter(),
    transport: input.transport ?? createTransport(input.db, input.now),
    replay: input.replay ?? createReplayGuard(SIGNATURE_WINDOW_MS),
  };
  const app = new Hono<AppEnv>({ getPath: caseInsensitiveApiPath });
  app.use('*', securityHeaders);
  app.use('*', requestContext(deps));
  app.onError(onError);
  app.notFound(onNotFound);

  const api = new Hono<AppEnv>();
  api.use(
    '*',
    bodyLimit({
      maxSize: deps.config.bodyLimitBytes,
      onError: () => {
        throw new RequestError(413, ['request.tooLarge']);
      },
    }),
  );
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  api.use('*', authenticate);
  api.use('*', secureTransport);
  api.route('/auth', sensitiveDataRoutes);
  api.route('/external', sensitiveDataRoutes);
  api.route('/health', healthRoutes);
  api.route('/auth', authRoutes);
  api.route('/auth', secondFactorRoutes);
  api.route('/auth', firstLoginRoutes);
  api.route('/auth', forgotRoutes);
  api.route('/captcha', captchaRoutes);
  api.route('/dkadc', dkAdcRoutes);
  api.route('/dkadc', clientDataRoutes);
  api.route('/tenantsettings', tenantSettingsRoutes);
  api.route('/external', externalRoutes);
  api.route('/channelmanagement', channelManagementRoutes);
  api.route('/customer', customerRoutes);
  api.route('/deposit', depositRoutes);
  api.route('/transfer', transferRoutes);
  api.route('/kolas', kolasResolveRoutes);
  api.route('/deposit', accountManagementRoutes);
  api.route('/kolas', kolasRoutes);
  api.route('/dkadc', recordedTransactionRoutes);
  api.route('/callcenter', callCenterRoutes);
  if (deps.config.sandbox) api.route('/sandbox', sandboxRoutes);
  api.all('*', apiNotFound);
  app.route('/api', api);

  app.route('/', imageRoutes);
  if (deps.config.sandbox) app.route('/', sandboxPageRoutes);
  app.route('/', staticRoutes(deps.distDir));
  return app;
};
