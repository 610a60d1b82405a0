/** The seeded demo identities: the README, the tests and the start banner read this list. */
export interface DemoIdentity {
  key: 'retail' | 'corporate' | 'firstLogin' | 'push';
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
  workgroups: string[];
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
    workgroups: ['Demir Tekstil A.Ş.', 'Demir Lojistik Ltd. Şti.'],
    shows:
      'SMS OTP, then the representative workgroup choice (2 workgroups); TRY, USD and participation accounts; security key Anahtar2024',
  },
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
