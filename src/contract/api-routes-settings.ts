/** The route table's settings calls (issue 16, part A); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { customerCall as call, EmptyDataSchema, type ApiRoute } from './api-route';
import {
  ChangePasswordSchema,
  ChangeSecurityImageSchema,
  ChangeSecurityKeySchema,
  ConfirmContactChangeSchema,
  ContactCodeSentSchema,
  DeviceListSchema,
  DeviceRemovedSchema,
  LoginHistoryQuerySchema,
  LoginHistorySchema,
  PasswordChangedSchema,
  ProfileSchema,
  RemoveDeviceSchema,
  RenameDeviceSchema,
  StartContactChangeSchema,
} from './settings';
import {
  CreateIpRestrictionSchema,
  DeleteIpRestrictionSchema,
  IpRestrictionChangedSchema,
  IpRestrictionListSchema,
  UpdateIpRestrictionSchema,
} from './ip-restrictions';

const TAG = 'Settings';
const CODE_STEP =
  'First a challenge (201 SMS / 202 push / 203 e-mail) to the registered phone, then with `otpReferenceKey` and `otpCode` the change.';

export const SETTINGS_ROUTES: ApiRoute[] = [
  call({
    path: '/Auth/ChangePassword',
    name: 'changePassword',
    tag: TAG,
    summary: `The current password (a wrong one counts like a failed sign-in) and the new one twice, against \`/Auth/passwordRegex\`, not containing the identity number, not the current one. ${CODE_STEP} Every other session of the customer ends.`,
    body: ChangePasswordSchema,
    data: PasswordChangedSchema,
    actionCodes: [ActionCode.PasswordChanged],
    idempotent: true,
  }),
  call({
    path: '/ChannelManagement/GetLoginHistory',
    name: 'getLoginHistory',
    tag: TAG,
    summary:
      'Completed sign-ins and failed attempts (any step) newest first, with channel, address and device; filters by Istanbul days (at most a year) and result; paged by `cursor`.',
    query: LoginHistoryQuerySchema,
    data: LoginHistorySchema,
  }),
  call({
    path: '/Devices/deviceList',
    name: 'deviceList',
    tag: TAG,
    summary: 'The devices the customer completed a sign-in on, last used first; `current` marks this one.',
    data: DeviceListSchema,
  }),
  call({
    path: '/Devices/RenameDevice',
    name: 'renameDevice',
    tag: TAG,
    summary: 'Names one of the customer’s devices: the device list.',
    body: RenameDeviceSchema,
    data: DeviceListSchema,
    actionCodes: [ActionCode.DeviceRenamed],
    idempotent: true,
  }),
  call({
    path: '/Devices/RemoveDevice',
    name: 'removeDevice',
    tag: TAG,
    summary: 'Forgets a device; its sessions end at once (this one too, when it is this device).',
    body: RemoveDeviceSchema,
    data: DeviceRemovedSchema,
    actionCodes: [ActionCode.DeviceRemoved],
    idempotent: true,
  }),
  call({
    path: '/Customer/Profile',
    name: 'getProfile',
    tag: TAG,
    summary: 'Name, customer number, identity number (masked), phone, e-mail and whether it is verified, address.',
    data: ProfileSchema,
  }),
  call({
    path: '/Customer/StartContactChange',
    name: 'startContactChange',
    tag: TAG,
    summary: 'Sends a code to a new phone (SMS) or e-mail; answers its reference and the masked target.',
    body: StartContactChangeSchema,
    data: ContactCodeSentSchema,
    actionCodes: [ActionCode.ContactCodeSent],
  }),
  call({
    path: '/Customer/ConfirmContactChange',
    name: 'confirmContactChange',
    tag: TAG,
    summary: 'The code sent to the new phone or e-mail makes it the customer’s (an e-mail verified): the profile.',
    body: ConfirmContactChangeSchema,
    data: ProfileSchema,
    actionCodes: [ActionCode.ContactChanged],
    idempotent: true,
  }),
  call({
    path: '/Customer/ChangeSecurityImage',
    name: 'changeSecurityImage',
    tag: TAG,
    summary: `One of the security-image catalog’s codes. ${CODE_STEP}`,
    body: ChangeSecurityImageSchema,
    data: EmptyDataSchema,
    actionCodes: [ActionCode.SecurityImageChanged],
    idempotent: true,
  }),
  call({
    path: '/Customer/ChangeSecurityKey',
    name: 'changeSecurityKey',
    tag: TAG,
    summary: `A new security key (6 to 20 letters or digits, twice; not the identity number, not the password). ${CODE_STEP}`,
    body: ChangeSecurityKeySchema,
    data: EmptyDataSchema,
    actionCodes: [ActionCode.SecurityKeyChanged],
    idempotent: true,
  }),
  call({
    path: '/ChannelManagement/GetIpRestrictions',
    name: 'getIpRestrictions',
    tag: TAG,
    summary:
      'The addresses or ranges (IPv4, IPv6, CIDR) the customer may sign in from (none: any), and this call’s address as the bank sees it.',
    data: IpRestrictionListSchema,
  }),
  ...(
    [
      ['Create', CreateIpRestrictionSchema, 'Allows an address or range (at most 10, no duplicates).'],
      ['Update', UpdateIpRestrictionSchema, 'Changes an allowed address or range, or its label.'],
      ['Delete', DeleteIpRestrictionSchema, 'Removes an allowed address or range (none left: any address).'],
    ] as const
  ).map(([verb, body, summary]) =>
    call({
      path: `/ChannelManagement/${verb}IpRestriction`,
      name: `${verb.toLowerCase()}IpRestriction`,
      tag: TAG,
      summary: `${summary} A change that leaves this call’s address outside the rules answers settings.ipLockout unless \`acknowledgeLockout\` is true. ${CODE_STEP}`,
      body,
      data: IpRestrictionChangedSchema,
      actionCodes: [ActionCode.IpRestrictionsChanged],
      idempotent: true,
    }),
  ),
];
