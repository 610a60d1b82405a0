/**
 * Who the fuzz (fuzz.test.ts) calls as: nobody (pre-login), the call-center agent, Ayşe signed in,
 * and a session at each sign-in step (SMS code, push approval, first login, workgroup choice),
 * plus forgot-password flows at each of their steps, so every route is reached past its guard. The
 * corporate user has failed to sign in enough to be asked for a captcha (the server never locks
 * here). Ayşe owns what the id routes look up: a completed transfer, two held secure payments, a
 * registered transaction and an easy address.
 */
import { demoIdentity } from '../../../server/seed/demo-identities';
import { call, credentialsFrom, latestOutbox, signIn, startLogin, type Credentials } from './http-client';
import { login, newCaptcha, signInActive } from './login-steps';
import { get, post, send, type Party } from './transfer-steps';

export type CallerName =
  | 'none'
  | 'customer'
  | 'agent'
  | 'otp'
  | 'push'
  | 'firstLogin'
  | 'workgroup'
  /** Mehmet Demir acting for Demir Tekstil, its administrator (the corporate administration routes). */
  | 'corporateAdmin';

export interface Caller {
  credentials?: Credentials;
  headers?: Record<string, string>;
}

export interface Flow {
  flowReferenceKey: string;
  otpReferenceKey: string;
}

export interface FuzzWorld {
  callers: Record<CallerName, Caller>;
  otpReferenceKey: string;
  authorizationId: string;
  workgroupId: string;
  captchaReference: string;
  flows: { atOtp: Flow; atSecurityKey: Flow; atNewPassword: Flow };
  /** Ayşe's: a completed transfer, held secure payments, a registered transaction, an easy address. */
  ids: {
    transfer: string;
    heldToRelease: string;
    heldToCancel: string;
    registered: string;
    easyAddress: string;
    /** The newest movement of Ayşe's last transactions (a journal id). */
    movement: string;
  };
}

const corporate = demoIdentity('corporate');

const startFlow = async (base: string): Promise<Flow & { code: string }> => {
  const reply = await call<{ data: Flow }>(base, '/api/auth/forgotPassword', {
    json: { identificationNumber: corporate.identificationNumber },
  });
  const sms = await latestOutbox(base, corporate);
  return { ...reply.body.data, code: sms.code ?? '' };
};

const confirmed = async (base: string): Promise<Flow> => {
  const flow = await startFlow(base);
  await call(base, '/api/auth/confirmFlow', {
    json: { flowReferenceKey: flow.flowReferenceKey, otpReferenceKey: flow.otpReferenceKey, otpCode: flow.code },
  });
  return flow;
};

const SELLER = {
  mode: 'SecurePayment',
  iban: 'TR390006700068000044556677',
  receiverName: 'Deniz Aydın',
  sellerIdentityNumber: '17291716060',
  subject: 'Bisiklet',
};

/** What Ayşe owns for the id routes to find. */
const ownedIds = async (ayse: Party): Promise<FuzzWorld['ids']> => {
  const from = { sourceAccountNumber: '1000146-1', amount: '10.00' };
  const idOf = async (target: object) => {
    const { reply } = await send(ayse, { ...from, target });
    return (reply.body.data as { transferId: string }).transferId;
  };
  const transfer = await idOf({ mode: 'Account', accountNumber: '1111111-1', receiverName: 'Ali Çelik' });
  const heldToRelease = await idOf(SELLER);
  const heldToCancel = await idOf(SELLER);
  const key = () => crypto.randomUUID();
  const registered = await post<{ recordedTransaction: { id: string } }>(
    ayse,
    '/api/DkAdc/SaveRecordedTransaction',
    { name: 'Ali', fromTransferId: transfer },
    key(),
  );
  const easyAddress = await post<{ easyAddress: { id: string } }>(
    ayse,
    '/api/Kolas/CreateEasyAddress',
    { type: 'PhoneNumber', value: '+905321000146', accountNumber: '1000146-1' },
    key(),
  );
  const feed = await get<{ transactions: { id: string }[] }>(ayse, '/api/Payment/GetLastTransactions?limit=1');
  return {
    movement: feed.body.data.transactions[0]!.id,
    transfer,
    heldToRelease,
    heldToCancel,
    registered: registered.body.data.recordedTransaction.id,
    easyAddress: easyAddress.body.data.easyAddress.id,
  };
};

export const prepareWorld = async (base: string, agentToken: string): Promise<FuzzWorld> => {
  const customer = await signInActive(base, demoIdentity('retail'));
  const ayse: Party = { base, credentials: customer.credentials, recipient: demoIdentity('retail').phone };
  const ids = await ownedIds(ayse);
  const otp = await startLogin(base, demoIdentity('retail'));
  const push = await startLogin(base, demoIdentity('push'));
  const firstLogin = await signIn(base, demoIdentity('firstLogin'));
  const workgroup = await signIn(base, corporate);
  const admin = await signIn(base, corporate);
  const adminGroups = (admin.reply.body.data as { workgroups: { id: string; name: string }[] }).workgroups;
  const chosen = await call(base, '/api/auth/SetRepresentativeWorkgroupId', {
    json: { workgroupId: adminGroups.find((g) => g.name === 'Demir Tekstil A.Ş.')!.id },
    credentials: admin.credentials,
  });
  const groups = (workgroup.reply.body.data as { workgroups: { id: string }[] }).workgroups;
  const atOtp = await startFlow(base);
  const atSecurityKey = await confirmed(base);
  const atNewPassword = await confirmed(base);
  await call(base, '/api/auth/VerifySecurityKey', {
    json: { flowReferenceKey: atNewPassword.flowReferenceKey, securityKey: corporate.securityKey },
  });
  // Wrong passwords until the captcha is asked: sign-in and forgot-password then check the captcha fields too.
  for (let i = 0; i < 3; i += 1) await login(base, corporate.identificationNumber, 'Wrong999');
  return {
    callers: {
      none: {},
      customer: { credentials: ayse.credentials },
      agent: { headers: { 'X-Agent-Token': agentToken } },
      otp: { credentials: otp.credentials },
      push: { credentials: push.credentials },
      firstLogin: { credentials: firstLogin.credentials },
      workgroup: { credentials: workgroup.credentials },
      corporateAdmin: { credentials: credentialsFrom(chosen, admin.credentials) },
    },
    otpReferenceKey: otp.referenceKey,
    authorizationId: push.referenceKey,
    workgroupId: groups[0]!.id,
    captchaReference: (await newCaptcha(base)).captchaReference,
    flows: { atOtp, atSecurityKey, atNewPassword },
    ids,
  };
};
