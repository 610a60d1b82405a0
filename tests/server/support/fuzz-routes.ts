/**
 * One plan per route the server mounts (fuzz.test.ts checks the list against `app.routes`): who
 * calls it and a valid request the fuzzer mutates, so junk reaches the code past validation.
 */
import type { CallerName, FuzzWorld } from './fuzz-callers';

export interface Sample {
  body?: unknown;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

export interface RoutePlan {
  as: CallerName;
  sample?: Sample;
  /** Other valid requests of the route (other targets, products, types), fuzzed the same way. */
  variants?: Sample[];
  /** Fewer random cases for slow routes (PDFs). */
  runs?: number;
  /** What the fuzz cannot reach on this route, said out loud. */
  note?: string;
}

export const AYSE_TRY = '1000146-1';
export const IBAN_TARGET = { mode: 'IBAN', iban: 'TR510001000123400056789012', receiverName: 'Mehmet Yıldız' };
export const SOME_ID = '3f1c2b9e-8a4d-4c6e-9b2f-1d0e7a5c4b3a';
/** One of each other target mode (README: the sandbox's payees). */
export const OTHER_TARGETS = [
  { mode: 'Account', accountNumber: '1111111-1', receiverName: 'Ali Çelik' },
  { mode: 'AccountEft', bankCode: '00062', branchCode: '401', accountNumber: '6299145', receiverName: 'Elif Şahin' },
  { mode: 'Card', cardNumber: '4355081234567892', receiverName: 'Zehra Arslan' },
  { mode: 'KOLAS', type: 'PhoneNumber', value: '+905551112233' },
  { mode: 'AccountsBetween', accountNumber: '1000146-3' },
  { mode: 'Wallet', walletCode: 'PAPARA', walletNumber: '1234567890', receiverName: 'Burak Aksoy' },
  {
    mode: 'SecurePayment',
    iban: 'TR390006700068000044556677',
    receiverName: 'Deniz Aydın',
    sellerIdentityNumber: '19090909018',
    subject: 'Telefon',
  },
];
const TRANSFER = { sourceAccountNumber: AYSE_TRY, target: IBAN_TARGET, amount: '10.00', description: 'Kira' };
const otherTransfers = OTHER_TARGETS.map((target) => ({ body: { ...TRANSFER, target } }));
const FILTER = {
  from: '2024-01-01',
  to: '2030-12-31',
  minAmount: '1',
  maxAmount: '5000.50',
  direction: 'out',
  q: 'Kira',
  take: '20',
};

export const routePlans = (world: FuzzWorld): Record<string, RoutePlan> => {
  const { flows, ids } = world;
  const flow = (f: { flowReferenceKey: string }) => ({ flowReferenceKey: f.flowReferenceKey });
  return {
    'GET /api/auth/getsensitivedatamapping': { as: 'none' },
    'GET /api/external/getsensitivedatamapping': { as: 'none' },
    'GET /api/health': { as: 'none' },
    'POST /api/auth/initiallogin': {
      as: 'none',
      sample: {
        body: {
          identificationNumber: '17291716060',
          password: 'Demo1234',
          capthchaValue: 'AB12',
          captchaReference: SOME_ID,
        },
      },
    },
    'POST /api/auth/resendotp': { as: 'otp', sample: { body: { otpReferenceKey: world.otpReferenceKey } } },
    'POST /api/auth/refreshsession': { as: 'customer', sample: { body: {} } },
    'GET /api/auth/passwordregex': { as: 'none' },
    'POST /api/auth/logout': {
      as: 'none',
      sample: { body: {} },
      note: 'signed out: with a session it would end the session the other routes are fuzzed with',
    },
    'POST /api/auth/verifyemail': { as: 'none', sample: { body: { token: 'a'.repeat(43) } } },
    'POST /api/auth/sessioninitiate': {
      as: 'otp',
      sample: { body: { otpCode: '123456', otpReferenceKey: world.otpReferenceKey } },
    },
    'POST /api/auth/approvemessage': { as: 'push', sample: { body: { authorizationId: world.authorizationId } } },
    'POST /api/auth/setpassword': {
      as: 'firstLogin',
      sample: { body: { newPassword: 'Yeni12345', newPasswordRepeat: 'Yeni12345' } },
    },
    'POST /api/auth/setsecurityimage': { as: 'firstLogin', sample: { body: { imageCode: 'tulip' } } },
    'POST /api/auth/setsecuritykey': {
      as: 'firstLogin',
      sample: { body: { securityKey: 'Anahtar99', securityKeyRepeat: 'Anahtar99' } },
    },
    'POST /api/auth/setrepresentativeworkgroupid': {
      as: 'workgroup',
      sample: { body: { workgroupId: world.workgroupId } },
    },
    'POST /api/auth/forgotpassword': {
      as: 'none',
      sample: { body: { identificationNumber: '17291716060', capthchaValue: 'AB12', captchaReference: SOME_ID } },
    },
    'POST /api/auth/confirmflow': { as: 'none', sample: { body: { ...flows.atOtp, otpCode: '123456' } } },
    'POST /api/auth/resendflowotp': { as: 'none', sample: { body: flow(flows.atOtp) } },
    'POST /api/auth/verifysecuritykey': {
      as: 'none',
      sample: { body: { ...flow(flows.atSecurityKey), securityKey: 'Anahtar2025' } },
    },
    'POST /api/auth/setnewpassword': {
      as: 'none',
      sample: { body: { ...flow(flows.atNewPassword), newPassword: 'Yeni98765', newPasswordRepeat: 'Yeni98765' } },
    },
    'POST /api/auth/passwordregexflow': { as: 'none', sample: { body: flow(flows.atOtp) } },
    'POST /api/captcha/generate': { as: 'none', sample: { body: {} } },
    'POST /api/dkadc/getimageurls': { as: 'none', sample: { body: { area: 'securityImages', updateTime: 'x' } } },
    'GET /api/dkadc/getspecialdayimage': { as: 'customer' },
    'GET /api/dkadc/getclientshortcuts': { as: 'customer' },
    'POST /api/dkadc/saveclientshortcut': { as: 'customer', sample: { body: { menuCodes: ['MyAccounts', 'ToIban'] } } },
    'POST /api/dkadc/getlocalizationdata': { as: 'none', sample: { body: { languageCode: 'tur', updateTime: 'x' } } },
    'POST /api/dkadc/log': { as: 'none', sample: { body: { logs: [{ log: '{"page":"/"}', logType: 'info' }] } } },
    'GET /api/tenantsettings/getmenutree': { as: 'customer', sample: { query: { updateTime: '2024-01-01' } } },
    'GET /api/external/getparametersbygroupprelogin/:serviceName/:groupCode': {
      as: 'none',
      sample: { params: { serviceName: 'DKADC', groupCode: 'DKADC' } },
    },
    'GET /api/external/getparametersbygroup/:serviceName/:groupCode': {
      as: 'agent',
      sample: { params: { serviceName: 'DKADC', groupCode: 'DKADC' } },
    },
    'GET /api/external/getnetworth': { as: 'customer' },
    'GET /api/channelmanagement/getlastloginattempts': { as: 'customer' },
    'GET /api/channelmanagement/getlastfailedloginattempts': { as: 'customer' },
    'GET /api/customer/customer': { as: 'customer' },
    'GET /api/deposit/getaccounts/:isClosedIncluded': {
      as: 'customer',
      sample: { params: { isClosedIncluded: 'true' } },
    },
    'GET /api/deposit/getlasttransactions/:accountNumber': {
      as: 'customer',
      sample: { params: { accountNumber: AYSE_TRY }, query: { take: '10' } },
    },
    'GET /api/deposit/gettransactions/:accountNumber': {
      as: 'customer',
      sample: { params: { accountNumber: AYSE_TRY }, query: FILTER },
    },
    'GET /api/deposit/getstatementcsv/:accountNumber': {
      as: 'customer',
      sample: { params: { accountNumber: AYSE_TRY }, query: FILTER },
    },
    'GET /api/deposit/getstatementpdf/:accountNumber': {
      as: 'customer',
      sample: { params: { accountNumber: AYSE_TRY }, query: FILTER },
      runs: 10,
    },
    'POST /api/transfer/preview': { as: 'customer', sample: { body: TRANSFER }, variants: otherTransfers, runs: 12 },
    'POST /api/transfer/execute': {
      as: 'customer',
      sample: { body: TRANSFER },
      variants: [...otherTransfers, { body: { ...TRANSFER, otpReferenceKey: SOME_ID, otpCode: '123456' } }],
      runs: 12,
    },
    'POST /api/transfer/releasesecurepayment': {
      as: 'customer',
      sample: { body: { transferId: ids.heldToRelease } },
      note: 'the first case that keeps the id releases the payment; the rest find it no longer held',
    },
    'POST /api/transfer/cancelsecurepayment': {
      as: 'customer',
      sample: { body: { transferId: ids.heldToCancel } },
      note: 'the first case that keeps the id cancels the payment; the rest find it no longer held',
    },
    'GET /api/bill/getcategories': { as: 'customer' },
    'GET /api/bill/getinstitutions/:category': { as: 'customer', sample: { params: { category: 'Electricity' } } },
    'POST /api/bill/querybills': {
      as: 'customer',
      sample: { body: { billerCode: 'BEDAS', subscriberNo: '1123456947' } },
      variants: [{ body: { billerCode: 'TURKCELL', subscriberNo: '5123456812' } }],
    },
    'POST /api/bill/pay': {
      as: 'customer',
      sample: {
        body: { sourceAccountNumber: AYSE_TRY, billerCode: 'BEDAS', subscriberNo: '1123456947', billIds: [SOME_ID] },
      },
      note: 'bill ids are made by QueryBills; a fuzzed id is unknown (bill.notOpen), so no case pays',
    },
    'GET /api/bill/getpayment/:id': { as: 'customer', sample: { params: { id: SOME_ID } } },
    'GET /api/transfer/getlimits': { as: 'customer' },
    'POST /api/transfer/getexchangequote': {
      as: 'customer',
      sample: { body: { sourceAccountNumber: AYSE_TRY, targetAccountNumber: '1000146-3', amount: '10.00' } },
    },
    'GET /api/transfer/getbanks': { as: 'customer' },
    'GET /api/transfer/getpaymentwallets': { as: 'customer' },
    'GET /api/transfer/gettransfers': { as: 'customer', sample: { query: { take: '10' } } },
    'GET /api/transfer/gettransfer/:id': { as: 'customer', sample: { params: { id: ids.transfer } } },
    'GET /api/transfer/getreceiptpdf/:id': { as: 'customer', sample: { params: { id: ids.transfer } }, runs: 12 },
    'GET /api/transfer/getrepeattarget/:id': { as: 'customer', sample: { params: { id: ids.transfer } } },
    'GET /api/payment/getlasttransactions': {
      as: 'customer',
      sample: {
        query: {
          from: '2026-01-01',
          to: '2026-12-31',
          kind: 'Transfer',
          minAmount: '1',
          maxAmount: '5000',
          limit: '5',
        },
      },
      variants: [{ query: { cursor: `1763456400000.${SOME_ID}` } }],
    },
    'GET /api/payment/getlasttransaction/:id': { as: 'customer', sample: { params: { id: ids.movement } } },
    'GET /api/payment/getreceiptpdf/:id': { as: 'customer', sample: { params: { id: ids.movement } }, runs: 12 },
    'POST /api/kolas/resolve': {
      as: 'customer',
      sample: { body: { type: 'PhoneNumber', value: '+905551112233' } },
      variants: [
        { body: { type: 'Email', value: 'can.ozturk@example.com' } },
        { body: { type: 'TaxNumber', value: '4540536920' } },
      ],
    },
    'GET /api/deposit/getaccountdetail/:accountNumber': {
      as: 'customer',
      sample: { params: { accountNumber: AYSE_TRY } },
    },
    'GET /api/deposit/getaccountproducts': { as: 'customer' },
    'POST /api/deposit/getopeningquote': {
      as: 'customer',
      sample: { body: { sourceAccountNumber: AYSE_TRY, currency: 'USD', amount: '100.00' } },
    },
    'POST /api/deposit/createaccount': {
      as: 'customer',
      sample: { body: { kind: 'Current', currency: 'TRY', sourceAccountNumber: AYSE_TRY, amount: '0', alias: 'Yeni' } },
      variants: [
        {
          body: {
            kind: 'Participation',
            currency: 'TRY',
            termMonths: 3,
            poolCode: 'TRY-STD',
            sourceAccountNumber: AYSE_TRY,
            amount: '1000.00',
          },
        },
        {
          body: { kind: 'Current', currency: 'USD', sourceAccountNumber: AYSE_TRY, amount: '100.00', quoteId: SOME_ID },
        },
      ],
    },
    'POST /api/deposit/updateaccountalias': {
      as: 'customer',
      sample: { body: { accountNumber: AYSE_TRY, alias: 'Maaş' } },
    },
    'POST /api/deposit/closeaccount': { as: 'customer', sample: { body: { accountNumber: AYSE_TRY } } },
    'GET /api/kolas/geteasyaddresses': { as: 'customer' },
    'POST /api/kolas/createeasyaddress': {
      as: 'customer',
      sample: { body: { type: 'Email', value: 'ayse.yilmaz@example.com', accountNumber: AYSE_TRY } },
      variants: [
        { body: { type: 'PhoneNumber', value: '+905321000146', accountNumber: AYSE_TRY } },
        { body: { type: 'IdentityNumber', value: '10000000146', accountNumber: '1000146-2' } },
      ],
    },
    'POST /api/kolas/deleteeasyaddress': {
      as: 'customer',
      sample: { body: { id: ids.easyAddress } },
      note: 'the first case that keeps the id deletes the easy address; the rest find none',
    },
    'GET /api/dkadc/getrecordedtransactions': { as: 'customer' },
    'POST /api/dkadc/saverecordedtransaction': {
      as: 'customer',
      sample: { body: { name: 'Kira', target: IBAN_TARGET, amount: '10.00', description: 'Kira' } },
      variants: [
        { body: { name: 'Satış', fromTransferId: ids.transfer } },
        ...OTHER_TARGETS.map((target, i) => ({ body: { name: `Alıcı ${i}`, target, sourceAccountNumber: AYSE_TRY } })),
      ],
      runs: 12,
    },
    'POST /api/dkadc/updaterecordedtransaction': {
      as: 'customer',
      sample: { body: { id: ids.registered, name: 'Kira', target: IBAN_TARGET, description: 'Kira' } },
    },
    'GET /api/dkadc/deleterecordedtransaction/:id': {
      as: 'customer',
      sample: { params: { id: ids.registered } },
      note: 'the first case that keeps the id deletes it (after UpdateRecordedTransaction ran); the rest find none',
    },
    // Saved payments and card debt (issue 13): Zeynep Kaya's card of this bank, Elif Şahin's at Garanti.
    'GET /api/payment/getsavedpayments': { as: 'customer' },
    'GET /api/payment/getsavedpayment/:id': { as: 'customer', sample: { params: { id: SOME_ID } } },
    'POST /api/payment/savesavedpayment': {
      as: 'customer',
      sample: { body: { kind: 'CardDebt', nickname: 'Kart', cardNumber: '5158993444418011' } },
      variants: [{ body: { kind: 'Bill', nickname: 'Elektrik', billerCode: 'BEDAS', subscriberNo: '1234567897' } }],
      runs: 12,
    },
    'POST /api/payment/updatesavedpayment': {
      as: 'customer',
      sample: { body: { id: SOME_ID, nickname: 'Kart', cardNumber: '5406699876543214' } },
    },
    'POST /api/payment/deletesavedpayment/:id': { as: 'customer', sample: { params: { id: SOME_ID }, body: {} } },
    'POST /api/carddebt/query': {
      as: 'customer',
      sample: { body: { cardNumber: '5158993444418011' } },
      variants: [{ body: { cardNumber: '4355081234567892' } }],
    },
    'POST /api/carddebt/pay': {
      as: 'customer',
      sample: { body: { cardNumber: '5158993444418011', amount: '10.00', sourceAccountNumber: AYSE_TRY } },
      variants: [{ body: { cardNumber: '4355081234567892', amount: '10.00', sourceAccountNumber: AYSE_TRY } }],
      runs: 12,
    },
    'GET /api/carddebt/getpayment/:id': { as: 'customer', sample: { params: { id: SOME_ID } } },
    'GET /api/carddebt/getpaymentcard/:id': { as: 'customer', sample: { params: { id: SOME_ID } } },
    'GET /api/sandbox/outbox': {
      as: 'none',
      sample: { query: { recipient: '+905321000146', identificationNumber: '10000000146' } },
    },
    'GET /api/sandbox/captcha': { as: 'none', sample: { query: { reference: world.captchaReference } } },
    'POST /api/sandbox/approvepush': { as: 'none', sample: { body: { id: SOME_ID } } },
    'GET /api/sandbox/metrics': { as: 'none' },
    'GET /api/sandbox/clock': { as: 'none' },
    'POST /api/sandbox/clock': {
      as: 'none',
      sample: { body: { reset: true } },
      variants: [{ body: { advanceHours: 1 } }],
      runs: 8,
      note: 'moving the bank’s clock runs the scheduler; sessions and signatures keep the base clock',
    },
    'GET /api/standingorder/getorders': { as: 'customer' },
    'GET /api/standingorder/getorder/:id': {
      as: 'customer',
      sample: { params: { id: SOME_ID } },
      note: 'an unknown id: the order read itself is covered by tests/server/standing-orders.test.ts',
    },
    'POST /api/standingorder/previewschedule': {
      as: 'customer',
      sample: { body: { frequency: 'Monthly', dayOfMonth: 31, startDate: '2099-01-01', maxRuns: 12 } },
    },
    'POST /api/standingorder/create': {
      as: 'customer',
      sample: {
        body: {
          kind: 'Transfer',
          nickname: 'Kira',
          sourceAccountNumber: AYSE_TRY,
          target: IBAN_TARGET,
          amount: '10.00',
          frequency: 'Monthly',
          dayOfMonth: 5,
          startDate: '2099-01-01',
        },
      },
      variants: [
        {
          body: {
            kind: 'Bill',
            nickname: 'Elektrik',
            sourceAccountNumber: AYSE_TRY,
            billerCode: 'ENERJISA',
            subscriberNo: '1234567890',
            amountMode: 'WholeBill',
            frequency: 'Weekly',
            startDate: '2099-01-01',
          },
        },
      ],
      runs: 12,
      note: 'a start in 2099 is refused (more than a year ahead) before anything is written',
    },
    'POST /api/standingorder/update': {
      as: 'customer',
      sample: { body: { id: SOME_ID, nickname: 'Kira', amount: '10.00', frequency: 'Daily' } },
    },
    'POST /api/standingorder/pause': { as: 'customer', sample: { body: { id: SOME_ID } } },
    'POST /api/standingorder/resume': { as: 'customer', sample: { body: { id: SOME_ID } } },
    'POST /api/standingorder/cancel': { as: 'customer', sample: { body: { id: SOME_ID } } },
    'GET /api/openapi.json': { as: 'none' },
    'GET /api/docs': { as: 'none' },
    'GET /api/docs/:file': { as: 'none', sample: { params: { file: 'docs.js' } } },
    'GET /security-images/:file': { as: 'none', sample: { params: { file: 'tulip.svg' } } },
    'GET /prelogin-images/:file': { as: 'none', sample: { params: { file: 'welcome.svg' } } },
    'GET /special-days/:file': { as: 'none', sample: { params: { file: 'cumhuriyet.svg' } } },
    'GET /sandbox': { as: 'none' },
    'GET /sandbox/': { as: 'none' },
    'GET /sandbox/outbox.js': { as: 'none' },
    'GET /sandbox/outbox.css': { as: 'none' },
    'GET /sandbox/clock.js': { as: 'none' },
    'GET /callcenter': { as: 'none' },
    'GET /callcenter/*': { as: 'none', sample: { params: { '*': 'verify' } } },
    'GET /*': { as: 'none', sample: { params: { '*': 'dashboard/my-accounts' } } },
  };
};
