/** Composes the Hono app: security headers, context, errors, /api routes, the sandbox page and the built apps. */
import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import type { AppDeps, AppEnv } from './http/context';
import { bodyLimit } from './http/body-limit';
import { createDbRateLimiter } from './domain/security/rate-limit';
import { agentAccess } from './middleware/agent-access';
import { authenticate } from './middleware/authenticate';
import { secureTransport } from './middleware/secure-transport';
import { createDbReplayGuard } from './domain/security/replay-guard';
import { createTransport } from './domain/security/transport-keys';
import { compressAnswers } from './middleware/compress-answers';
import { apiNotFound, onError, onNotFound } from './middleware/errors';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { corporateStartGate } from './middleware/corporate-role';
import { corporateOperationRoutes } from './routes/corporate-operations';
import { authRoutes } from './routes/auth';
import { secondFactorRoutes } from './routes/auth-second-factor';
import { firstLoginRoutes } from './routes/auth-first-login';
import { forgotRoutes } from './routes/auth-forgot';
import { callCenterRoutes } from './routes/callcenter';
import { captchaRoutes } from './routes/captcha';
import { channelManagementRoutes } from './routes/channel-management';
import { clientDataRoutes } from './routes/client-data';
import { homePageRoutes } from './routes/home-page';
import { externalRoutes } from './routes/external';
import { imageRoutes } from './routes/images';
import { customerRoutes } from './routes/customer';
import { depositRoutes } from './routes/deposit';
import { transferRoutes } from './routes/transfers';
import { billRoutes } from './routes/bills';
import { easyAddressResolveRoutes } from './routes/easy-address-resolve';
import { apiDocsRoutes } from './routes/api-docs';
import { accountManagementRoutes } from './routes/account-management';
import { easyAddressRoutes } from './routes/easy-addresses';
import { registeredTransactionRoutes } from './routes/registered-transactions';
import { cardDebtRoutes } from './routes/card-debt';
import { savedPaymentRoutes } from './routes/saved-payments';
import { healthRoutes } from './routes/health';
import { lastTransactionRoutes, repeatTransferRoutes } from './routes/last-transactions';
import { sandboxRoutes } from './routes/sandbox';
import { sandboxCardRoutes } from './routes/sandbox-cards';
import { sensitiveDataRoutes } from './routes/sensitive-data';
import { sandboxPageRoutes } from './routes/sandbox-page';
import { staticRoutes } from './static';
import { standingOrderRoutes } from './routes/standing-orders';
import { cardRoutes } from './routes/cards';
import { cardTransactionRoutes } from './routes/card-transactions';
import { cardStatementRoutes } from './routes/card-statements';
import { cardManagementRoutes } from './routes/cards-management';
import { cardVirtualRoutes } from './routes/cards-virtual';
import { cardApplicationRoutes } from './routes/card-applications';
import { marketRoutes } from './routes/market';
import { physicalGoldRoutes } from './routes/physical-gold';
import { goldPaymentPageRoutes } from './routes/gold-payment-page';
import { documentRoutes } from './routes/documents';
import { settingsRoutes } from './routes/settings';
import { openBankingRoutes } from './routes/open-banking';
import { ohvpsRoutes } from './routes/ohvps';
import { sandboxTppRoutes } from './routes/sandbox-tpp-page';
import { financingRoutes } from './routes/financing';
import { otherBankRoutes } from './routes/other-banks';
import { otherBankPageRoutes } from './routes/other-bank-page';
import { UPLOAD_BODY_LIMIT_BYTES } from '../src/contract/documents';
import { CONTACT_BODY_LIMIT_BYTES } from '../src/contract/contact';
import { contactRoutes } from './routes/contact';
import { corporateAdminRoutes } from './routes/corporate-admin';
import { sandboxTelephonyRoutes } from './routes/sandbox-telephony';
import { sandboxContactRoutes } from './routes/sandbox-contact';
import { ccTransferRoutes, sandboxCcTransferRoutes } from './routes/callcenter-transfers';
import { tenantSettingsRoutes } from './routes/tenant-settings';

/** /api paths route case-insensitively (the spec mixes /Auth/ and /auth/); route definitions are lower case. */
const caseInsensitiveApiPath = (request: Request): string => {
  const path = getPath(request);
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/') ? lower : path;
};

/** Calls whose bodies may be larger than the limit: a document's upload (its file in base64). */
const LARGER_BODIES: Readonly<Record<string, number>> = {
  '/api/document/uploadmissingdocument': UPLOAD_BODY_LIMIT_BYTES,
  '/api/dkenquiryagency/savecontactus': CONTACT_BODY_LIMIT_BYTES,
};

type Defaulted = 'limiter' | 'transport' | 'replay' | 'statements';
export type AppInput = Omit<AppDeps, Defaulted> & Partial<Pick<AppDeps, Defaulted>>;

export const createApp = (input: AppInput): Hono<AppEnv> => {
  const deps: AppDeps = {
    ...input,
    limiter: input.limiter ?? createDbRateLimiter(input.db),
    transport: input.transport ?? createTransport(input.db, input.now),
    replay: input.replay ?? createDbReplayGuard(input.db),
    statements: input.statements ?? (() => 0),
  };
  const app = new Hono<AppEnv>({ getPath: caseInsensitiveApiPath });
  app.use('*', securityHeaders);
  app.use('*', requestContext(deps));
  app.onError(onError);
  app.notFound(onNotFound);

  const api = new Hono<AppEnv>();
  api.use('*', compressAnswers);
  api.use('*', bodyLimit(deps.config.bodyLimitBytes, LARGER_BODIES));
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  api.use('*', authenticate);
  api.use('*', agentAccess);
  api.use('*', secureTransport);
  api.use('*', corporateStartGate);
  api.route('/auth', sensitiveDataRoutes);
  api.route('/external', sensitiveDataRoutes);
  api.route('/health', healthRoutes);
  api.route('/auth', authRoutes);
  api.route('/auth', secondFactorRoutes);
  api.route('/auth', firstLoginRoutes);
  api.route('/auth', forgotRoutes);
  api.route('/captcha', captchaRoutes);
  api.route('/dkadc', homePageRoutes);
  api.route('/dkadc', clientDataRoutes);
  api.route('/tenantsettings', tenantSettingsRoutes);
  api.route('/external', externalRoutes);
  api.route('/channelmanagement', channelManagementRoutes);
  api.route('/customer', customerRoutes);
  api.route('/deposit', depositRoutes);
  api.route('/transfer', transferRoutes);
  api.route('/transfer', repeatTransferRoutes);
  api.route('/bill', billRoutes);
  api.route('/kolas', easyAddressResolveRoutes);
  api.route('/deposit', accountManagementRoutes);
  api.route('/kolas', easyAddressRoutes);
  api.route('/dkadc', registeredTransactionRoutes);
  api.route('/carddebt', cardDebtRoutes);
  api.route('/payment', savedPaymentRoutes);
  api.route('/payment', lastTransactionRoutes);
  api.route('/', callCenterRoutes);
  api.route('/callcenter/transfer', ccTransferRoutes);
  api.route('/standingorder', standingOrderRoutes);
  api.route('/card', cardRoutes);
  api.route('/card', cardTransactionRoutes);
  api.route('/card', cardStatementRoutes);
  api.route('/card', cardManagementRoutes);
  api.route('/card', cardVirtualRoutes);
  api.route('/card', cardApplicationRoutes);
  api.route('/market', marketRoutes);
  api.route('/dktransfer', physicalGoldRoutes);
  api.route('/document', documentRoutes);
  api.route('/', settingsRoutes);
  api.route('/', openBankingRoutes);
  api.route('/', ohvpsRoutes);
  api.route('/financing', financingRoutes);
  api.route('/otherbankaccess', otherBankRoutes);
  api.route('/', contactRoutes);
  api.route('/corporateadmin', corporateAdminRoutes);
  if (deps.config.sandbox) api.route('/sandbox', sandboxRoutes);
  if (deps.config.sandbox) api.route('/sandbox', sandboxCardRoutes);
  if (deps.config.sandbox) api.route('/sandbox', sandboxContactRoutes);
  if (deps.config.sandbox) api.route('/sandbox', sandboxTelephonyRoutes);
  if (deps.config.sandbox) api.route('/sandbox', sandboxCcTransferRoutes);
  api.route('/saga', corporateOperationRoutes);
  api.route('/', apiDocsRoutes);
  api.all('*', apiNotFound);
  app.route('/api', api);

  app.route('/', imageRoutes);
  if (deps.config.sandbox) app.route('/', sandboxPageRoutes);
  if (deps.config.sandbox) app.route('/', goldPaymentPageRoutes);
  if (deps.config.sandbox) app.route('/', sandboxTppRoutes);
  if (deps.config.sandbox) app.route('/', otherBankPageRoutes);
  app.route('/', staticRoutes(deps.distDir));
  return app;
};
