/**
 * /api/card/*: card management, each change a decision confirmed with a code (the code bound to
 * the Idempotency-Key and the body), answering the card's detail (docs/api.md, Card management).
 */
import { Hono } from 'hono';
import {
  CardChangeSchema,
  ChangePinSchema,
  RenewCardSchema,
  ReportLostStolenSchema,
  SetAccountSchema,
  SetLimitsSchema,
  SetNicknameSchema,
  SetNotificationsSchema,
  SetPermissionsSchema,
} from '../../src/contract/cards-management';
import { cancelProduct, renewProduct, reportLostStolenProduct } from '../domain/cards/management/lifecycle-products';
import {
  changePinProduct,
  freezeProduct,
  setAccountProduct,
  setLimitsProduct,
  setNicknameProduct,
  setNotificationsProduct,
  setPermissionsProduct,
  unfreezeProduct,
} from '../domain/cards/management/settings-products';
import type { AppEnv } from '../http/context';
import { respondDecision } from '../http/decision';
import { parseJsonBody } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const cardManagementRoutes = new Hono<AppEnv>();
cardManagementRoutes.use('*', requireActive);

cardManagementRoutes.post('/changepin', async (c) =>
  respondDecision(c, changePinProduct, await parseJsonBody(c, ChangePinSchema)),
);
cardManagementRoutes.post('/setpermissions', async (c) =>
  respondDecision(c, setPermissionsProduct, await parseJsonBody(c, SetPermissionsSchema)),
);
cardManagementRoutes.post('/setaccount', async (c) =>
  respondDecision(c, setAccountProduct, await parseJsonBody(c, SetAccountSchema)),
);
cardManagementRoutes.post('/setlimits', async (c) =>
  respondDecision(c, setLimitsProduct, await parseJsonBody(c, SetLimitsSchema)),
);
cardManagementRoutes.post('/freeze', async (c) =>
  respondDecision(c, freezeProduct, await parseJsonBody(c, CardChangeSchema)),
);
cardManagementRoutes.post('/unfreeze', async (c) =>
  respondDecision(c, unfreezeProduct, await parseJsonBody(c, CardChangeSchema)),
);
cardManagementRoutes.post('/setnickname', async (c) =>
  respondDecision(c, setNicknameProduct, await parseJsonBody(c, SetNicknameSchema)),
);
cardManagementRoutes.post('/setnotifications', async (c) =>
  respondDecision(c, setNotificationsProduct, await parseJsonBody(c, SetNotificationsSchema)),
);
cardManagementRoutes.post('/cancel', async (c) =>
  respondDecision(c, cancelProduct, await parseJsonBody(c, CardChangeSchema)),
);
/**
 * A CallCenter agent blocks the card on the verified caller's word, without a code: the customer is on
 * the line, the agent has no code to type for them, and a block only protects them (the SMS notice
 * still tells them). The only card change an agent's call may make (the agent allowlist).
 */
const agentReportLostStolenProduct = { ...reportLostStolenProduct, challenged: false };

cardManagementRoutes.post('/reportloststolen', async (c) =>
  respondDecision(
    c,
    c.var.agent ? agentReportLostStolenProduct : reportLostStolenProduct,
    await parseJsonBody(c, ReportLostStolenSchema),
  ),
);
cardManagementRoutes.post('/renew', async (c) =>
  respondDecision(c, renewProduct, await parseJsonBody(c, RenewCardSchema)),
);
