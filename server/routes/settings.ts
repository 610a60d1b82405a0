/**
 * Settings (issue 16, part A): change password (`/Auth/ChangePassword`), the login history
 * (`/ChannelManagement/GetLoginHistory`), the devices (`/Devices/*`) and the profile with its
 * phone, e-mail, security image and key (`/Customer/*`). docs/api.md describes the sequences.
 */
import { Hono } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import { MessageCode } from '../../src/contract/message-codes';
import {
  ChangePasswordSchema,
  ChangeSecurityImageSchema,
  ChangeSecurityKeySchema,
  ConfirmContactChangeSchema,
  LoginHistoryQuerySchema,
  RemoveDeviceSchema,
  RenameDeviceSchema,
  StartContactChangeSchema,
} from '../../src/contract/settings';
import {
  CreateIpRestrictionSchema,
  DeleteIpRestrictionSchema,
  UpdateIpRestrictionSchema,
} from '../../src/contract/ip-restrictions';
import { BusinessError } from '../domain/common/refusal';
import { applyContactChange, checkContactCode, startContactChange } from '../domain/settings/contact-change';
import {
  changePasswordProduct,
  changeSecurityImageProduct,
  changeSecurityKeyProduct,
} from '../domain/settings/credential-changes';
import { listDevices, removeDevice, renameDevice } from '../domain/settings/devices';
import { loginHistory } from '../domain/settings/login-history';
import {
  createIpRestrictionProduct,
  deleteIpRestrictionProduct,
  listIpRestrictions,
  updateIpRestrictionProduct,
} from '../domain/settings/ip-restrictions';
import { profileOf } from '../domain/settings/profile';
import type { AppEnv } from '../http/context';
import { respondChange, respondDecision } from '../http/decision';
import { serviceError, serviceSuccess } from '../http/envelopes';
import { enforceRateLimit } from '../http/rate-limit';
import { clientIp } from '../http/request-meta';
import { parseJsonBody, parseQuery } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

/** Mounted at /api: every path names its own controller. */
export const settingsRoutes = new Hono<AppEnv>();

settingsRoutes.post('/auth/changepassword', requireActive, async (c) =>
  respondDecision(c, changePasswordProduct, await parseJsonBody(c, ChangePasswordSchema)),
);

settingsRoutes.get('/channelmanagement/getloginhistory', requireActive, async (c) => {
  const query = parseQuery(c, LoginHistoryQuerySchema);
  return c.json(serviceSuccess(await loginHistory(c.var.deps.db, c.var.session!.userId, query)));
});

settingsRoutes.get('/devices/devicelist', requireActive, async (c) => {
  const { deps, session } = c.var;
  return c.json(serviceSuccess({ devices: await listDevices(deps.db, session!.userId, session!.deviceId) }));
});

settingsRoutes.post('/devices/renamedevice', requireActive, async (c) => {
  const request = await parseJsonBody(c, RenameDeviceSchema);
  const { session } = c.var;
  return respondChange(c, 'device-rename', request, async (tx) => {
    await renameDevice(tx, session!.userId, request.deviceId, request.name);
    return {
      actionCode: ActionCode.DeviceRenamed,
      data: { devices: await listDevices(tx, session!.userId, session!.deviceId) },
    };
  });
});

settingsRoutes.post('/devices/removedevice', requireActive, async (c) => {
  const request = await parseJsonBody(c, RemoveDeviceSchema);
  const { deps, session } = c.var;
  return respondChange(c, 'device-remove', request, async (tx) => ({
    actionCode: ActionCode.DeviceRemoved,
    data: {
      deviceId: request.deviceId,
      sessionsEnded: await removeDevice(tx, session!.userId, request.deviceId, deps.now()),
    },
  }));
});

settingsRoutes.get('/customer/profile', requireActive, async (c) =>
  c.json(serviceSuccess(await profileOf(c.var.deps.db, c.var.session!.userId))),
);

settingsRoutes.post('/customer/startcontactchange', requireActive, async (c) => {
  const request = await parseJsonBody(c, StartContactChangeSchema);
  const { deps, session, language } = c.var;
  await enforceRateLimit(c, 'otp', 'service', session!.userId);
  try {
    const sent = await startContactChange(deps, {
      customerId: session!.userId,
      sessionId: session!.id,
      request,
      language,
    });
    return c.json(serviceSuccess(sent, ActionCode.ContactCodeSent));
  } catch (error) {
    if (error instanceof BusinessError) return c.json(serviceError(error.codes, language));
    throw error;
  }
});

settingsRoutes.post('/customer/confirmcontactchange', requireActive, async (c) => {
  const request = await parseJsonBody(c, ConfirmContactChangeSchema);
  const { deps, session, decider, language } = c.var;
  // A replay of a done key answers its first answer; otherwise the code is checked first, outside
  // the change's transaction, so a wrong code counts.
  if (c.var.decision?.state !== 'done') {
    const checked = await checkContactCode(deps, {
      customerId: session!.userId,
      sessionId: session!.id,
      referenceKey: request.otpReferenceKey,
      code: request.otpCode,
    });
    if (!checked.ok)
      return c.json(
        serviceError([checked.outcome === 'expired' ? MessageCode.OtpExpired : MessageCode.OtpInvalid], language),
      );
    return respondChange(c, 'contact-change', request, async (tx) => {
      await applyContactChange(tx, {
        customerId: session!.userId,
        oldPhone: decider!.phone,
        kind: checked.kind,
        value: checked.value,
        now: deps.now(),
        language,
      });
      return { actionCode: ActionCode.ContactChanged, data: await profileOf(tx, session!.userId) };
    });
  }
  return respondChange(c, 'contact-change', request, () => Promise.reject(new Error('a done key replays')));
});

settingsRoutes.post('/customer/changesecurityimage', requireActive, async (c) =>
  respondDecision(c, changeSecurityImageProduct, await parseJsonBody(c, ChangeSecurityImageSchema)),
);

settingsRoutes.post('/customer/changesecuritykey', requireActive, async (c) =>
  respondDecision(c, changeSecurityKeyProduct, await parseJsonBody(c, ChangeSecurityKeySchema)),
);

settingsRoutes.get('/channelmanagement/getiprestrictions', requireActive, async (c) =>
  c.json(serviceSuccess(await listIpRestrictions(c.var.deps.db, c.var.session!.userId, clientIp(c)))),
);

// The caller's address joins the request (and its digest): the lockout check reads it.
settingsRoutes.post('/channelmanagement/createiprestriction', requireActive, async (c) =>
  respondDecision(c, createIpRestrictionProduct, {
    ...(await parseJsonBody(c, CreateIpRestrictionSchema)),
    currentIp: clientIp(c),
  }),
);

settingsRoutes.post('/channelmanagement/updateiprestriction', requireActive, async (c) =>
  respondDecision(c, updateIpRestrictionProduct, {
    ...(await parseJsonBody(c, UpdateIpRestrictionSchema)),
    currentIp: clientIp(c),
  }),
);

settingsRoutes.post('/channelmanagement/deleteiprestriction', requireActive, async (c) =>
  respondDecision(c, deleteIpRestrictionProduct, {
    ...(await parseJsonBody(c, DeleteIpRestrictionSchema)),
    currentIp: clientIp(c),
  }),
);
