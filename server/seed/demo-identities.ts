/** The seeded demo identities: the README, the tests and the start banner read this list. */
import type { CorporateRole } from '../../src/contract/corporate-roles';

/**
 * The seeded companies (Corporate customers with a tax number, VKN): they own accounts and cannot sign
 * in; their users reach them through representative workgroups.
 */
export interface DemoCompany {
  key: 'demirTekstil' | 'demirLojistik';
  name: string;
  customerNumber: string;
  /** VKN, 10 digits with its check digit; stored as the company's identification number. */
  taxNumber: string;
  phone: string;
  email: string;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    key: 'demirTekstil',
    name: 'Demir Tekstil A.Ş.',
    customerNumber: '5000101',
    taxNumber: '2910178034',
    phone: '+902122910178',
    email: 'finans@demirtekstil.example.com',
  },
  {
    key: 'demirLojistik',
    name: 'Demir Lojistik Ltd. Şti.',
    customerNumber: '5000102',
    taxNumber: '2910179035',
    phone: '+902122910179',
    email: 'muhasebe@demirlojistik.example.com',
  },
];

export const demoCompany = (key: DemoCompany['key']): DemoCompany => DEMO_COMPANIES.find((c) => c.key === key)!;

export interface DemoIdentity {
  key:
    | 'retail'
    | 'corporate'
    | 'firstLogin'
    | 'push'
    | 'corporateMaker'
    | 'corporateApprover'
    | 'corporateApprover2'
    | 'corporateViewer';
  identificationNumber: string;
  password: string;
  customerNumber: string;
  name: string;
  surname: string;
  customerType: 'Individual' | 'Corporate';
  phone: string;
  email: string;
  /** Unverified e-mails get a verification link at each sign-in. */
  emailVerified: boolean;
  /** Asked when the password is forgotten; null for the first-login user, who sets one. */
  securityKey: string | null;
  loginMethod: 'sms' | 'push';
  mustSetPassword: boolean;
  mustSetSecurityImage: boolean;
  mustSetSecurityKey: boolean;
  /** The companies this user represents (docs/corporate-access.md) and their roles in each. */
  workgroups: { company: DemoCompany['key']; roles: CorporateRole[] }[];
  /** YYYY-MM-DD; the cards area refuses a PIN that is its year. */
  birthDate?: string;
  /** The postal address on file (the profile page). */
  address?: string;
  /** What a person sees when signing in as this identity. */
  shows: string;
}

const base = {
  mustSetPassword: false,
  mustSetSecurityImage: false,
  mustSetSecurityKey: false,
  workgroups: [],
  emailVerified: true,
  securityKey: 'Anahtar2024',
};

/** A Demir Tekstil user signing in like Mehmet Demir (password Demo1234, SMS code, workgroup choice). */
function corporateUser(
  key: DemoIdentity['key'],
  identificationNumber: string,
  name: string,
  surname: string,
  roles: CorporateRole[],
  what: string,
): [DemoIdentity] {
  const tail = identificationNumber.slice(6);
  return [
    {
      ...base,
      key,
      identificationNumber,
      password: 'Demo1234',
      customerNumber: `17${tail}`,
      name,
      surname,
      customerType: 'Corporate',
      phone: `+90533${identificationNumber.slice(4)}`.slice(0, 13),
      email: `${name.toLowerCase().replace('ç', 'c').replace('ş', 's')}.${surname.toLowerCase().replace('ç', 'c').replace('ı', 'i').replace('ş', 's')}@demirtekstil.example.com`,
      loginMethod: 'sms',
      workgroups: [{ company: 'demirTekstil', roles }],
      shows: `SMS OTP, then the workgroup Demir Tekstil A.Ş.; ${what}; security key Anahtar2024`,
    },
  ];
}

export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  {
    ...base,
    key: 'retail',
    identificationNumber: '10000000146',
    password: 'Demo1234',
    customerNumber: '1000146',
    birthDate: '1986-03-14',
    address: 'Bağdat Caddesi No: 146 D: 5, 34728 Kadıköy / İstanbul',
    name: 'Ayşe',
    surname: 'Yılmaz',
    customerType: 'Individual',
    phone: '+905321000146',
    email: 'ayse.yilmaz@example.com',
    emailVerified: false,
    loginMethod: 'sms',
    shows:
      'SMS OTP; TRY özel cari, TRY katılma (3 ay, 70/30), USD, EUR, altın (XAU) and one closed TRY account; 4 months of history; e-mail unverified (a verification link is e-mailed at each sign-in); security key Anahtar2024',
  },
  {
    ...base,
    key: 'corporate',
    identificationNumber: '17291716060',
    password: 'Demo1234',
    customerNumber: '1729171',
    name: 'Mehmet',
    surname: 'Demir',
    customerType: 'Corporate',
    phone: '+905331716060',
    email: 'mehmet.demir@example.com',
    loginMethod: 'sms',
    workgroups: [
      { company: 'demirTekstil', roles: ['admin', 'maker', 'approver'] },
      { company: 'demirLojistik', roles: ['admin', 'maker', 'approver'] },
    ],
    shows:
      'SMS OTP, then the representative workgroup choice (Demir Tekstil A.Ş. or Demir Lojistik Ltd. Şti.); admin, maker and approver in both (the owner); Tekstil: TRY, USD and participation accounts, Lojistik: a TRY account; group Yönetim; security key Anahtar2024',
  },
  ...corporateUser(
    'corporateMaker',
    '17291716138',
    'Selin',
    'Korkmaz',
    ['maker'],
    'maker: starts transfers and payments, which wait for approval',
  ),
  ...corporateUser('corporateApprover', '17291716206', 'Kerem', 'Aksu', ['approver'], 'approver in group Finans'),
  ...corporateUser('corporateApprover2', '17291716374', 'Ece', 'Tunç', ['approver'], 'approver in group Yönetim'),
  ...corporateUser(
    'corporateViewer',
    '17291716442',
    'Can',
    'Aydın',
    ['viewer'],
    'viewer: sees the accounts, starts nothing',
  ),
  {
    ...base,
    key: 'firstLogin',
    identificationNumber: '34444185856',
    password: 'Ilk12345',
    customerNumber: '3444418',
    name: 'Zeynep',
    surname: 'Kaya',
    customerType: 'Individual',
    phone: '+905344185856',
    email: 'zeynep.kaya@example.com',
    loginMethod: 'sms',
    mustSetPassword: true,
    mustSetSecurityImage: true,
    mustSetSecurityKey: true,
    securityKey: null,
    shows: 'SMS OTP, then the first-login chain: set password, security image, security key',
  },
  {
    ...base,
    key: 'push',
    identificationNumber: '11111111110',
    password: 'Demo1234',
    customerNumber: '1111111',
    name: 'Ali',
    surname: 'Çelik',
    customerType: 'Individual',
    phone: '+905351111110',
    email: 'ali.celik@example.com',
    loginMethod: 'push',
    shows: 'Push approval (approve it on the /sandbox page); TRY and EUR accounts; security key Anahtar2024',
  },
];

export const SANDBOX_AGENT_NAME = 'Sandbox Agent';

export const demoIdentity = (key: DemoIdentity['key']): DemoIdentity => {
  const found = DEMO_IDENTITIES.find((identity) => identity.key === key);
  if (!found) throw new Error(`no demo identity ${key}`);
  return found;
};

/** The seeded approval groups' members (corp-admin's seed of groups and rules reads this). */
export const DEMO_APPROVAL_GROUPS: readonly {
  company: DemoCompany['key'];
  name: string;
  members: DemoIdentity['key'][];
}[] = [
  { company: 'demirTekstil', name: 'Finans', members: ['corporateApprover'] },
  { company: 'demirTekstil', name: 'Yönetim', members: ['corporateApprover2', 'corporate'] },
  { company: 'demirLojistik', name: 'Yönetim', members: ['corporate'] },
];
