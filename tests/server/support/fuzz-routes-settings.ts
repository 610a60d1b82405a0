/** The fuzz plans of the settings area's routes (issue 16, part A). */
import { SOME_ID, type RoutePlan } from './fuzz-routes';

export const settingsRoutePlans: Record<string, RoutePlan> = {
  // The current password is right and the new one fits: a code is sent, nothing changes without it.
  'POST /api/auth/changepassword': {
    as: 'customer',
    sample: { body: { currentPassword: 'Demo1234', newPassword: 'Yeni98765', newPasswordRepeat: 'Yeni98765' } },
    // argon2 checks the current password and hashes the new one: slow, so fewer runs.
    runs: 6,
  },
  'GET /api/channelmanagement/getloginhistory': {
    as: 'customer',
    sample: { query: { from: '2026-01-01', to: '2026-11-30', result: 'failed' } },
    variants: [{ query: { cursor: '1790000000000.12' } }],
    runs: 12,
  },
  'GET /api/devices/devicelist': { as: 'customer' },
  'POST /api/devices/renamedevice': { as: 'customer', sample: { body: { deviceId: SOME_ID, name: 'Ev bilgisayarı' } } },
  'POST /api/devices/removedevice': { as: 'customer', sample: { body: { deviceId: SOME_ID } } },
  'GET /api/customer/profile': { as: 'customer' },
  'POST /api/customer/startcontactchange': {
    as: 'customer',
    sample: { body: { kind: 'email', value: 'ayse.yeni@example.com' } },
    variants: [{ body: { kind: 'phone', value: '+905329998877' } }],
    runs: 6,
  },
  'POST /api/customer/confirmcontactchange': {
    as: 'customer',
    sample: { body: { otpReferenceKey: SOME_ID, otpCode: '123456' } },
  },
  'POST /api/customer/changesecurityimage': { as: 'customer', sample: { body: { imageCode: 'tulip' } } },
  'POST /api/customer/changesecuritykey': {
    as: 'customer',
    sample: { body: { securityKey: 'Anahtar2025', securityKeyRepeat: 'Anahtar2025' } },
  },
  'GET /api/channelmanagement/getiprestrictions': { as: 'customer' },
  'POST /api/channelmanagement/createiprestriction': {
    as: 'customer',
    sample: { body: { cidr: '203.0.113.0/24', label: 'Ofis', acknowledgeLockout: false } },
    variants: [{ body: { cidr: '2001:db8::/32' } }],
  },
  'POST /api/channelmanagement/updateiprestriction': {
    as: 'customer',
    sample: { body: { id: SOME_ID, cidr: '198.51.100.7', label: 'Ev' } },
  },
  'POST /api/channelmanagement/deleteiprestriction': { as: 'customer', sample: { body: { id: SOME_ID } } },
};
