/**
 * The dashboard menu (GetMenuTree): only pages that exist. Titles are in the caller's
 * language; `roles` empty means every role, and the tree is served filtered for the session's
 * role set (src/contract/menu-roles.ts). updateTime changes with the tree and names the role set.
 * The top level is one item per product area, its `icon` the area's key (src/lib/nav-menu-areas.ts:
 * home, accounts, transfers, then payments, cards, credit-cards, gold, metals, financing,
 * documents, open-banking, corporate, settings, contact as their pages arrive); the page shows
 * each area as a labelled group with that area's icon.
 */
import type { Language } from '../../../src/contract/headers';
import type { MenuItem, MenuTree } from '../../../src/contract/menu';
import { CORPORATE_ROLES } from '../../../src/contract/corporate-roles';
import { INDIVIDUAL_MENU_ROLE, menuVisibleTo, type MenuRole } from '../../../src/contract/menu-roles';
import type { MenuEntry } from './menu-entry';
import { SERVICE_AREAS } from './menu-tree-service-areas';

export const MENU_UPDATE_TIME = '2026-11-25T22:45:00.000Z';

/** What moves money or opens a product: an individual's and a corporate maker's. */
const MAKER: readonly MenuRole[] = [INDIVIDUAL_MENU_ROLE, 'maker'];

const TREE: MenuEntry[] = [
  { title: { tur: 'Ana sayfa', eng: 'Home' }, path: '/dashboard', icon: 'home' },
  {
    title: { tur: 'Hesaplar', eng: 'Accounts' },
    path: '/dashboard/my-accounts',
    icon: 'accounts',
    children: [
      {
        title: { tur: 'Hesaplarım', eng: 'My accounts' },
        path: '/dashboard/my-accounts',
        icon: 'list',
        info: { tur: 'Hesaplarınız ve bakiyeleri', eng: 'Your accounts and balances' },
      },
      {
        title: { tur: 'Hesap Aç', eng: 'Open an account' },
        path: '/dashboard/create-account',
        roles: MAKER,
        icon: 'plus',
        info: { tur: 'Özel cari veya katılma hesabı', eng: 'Current or participation account' },
      },
      {
        title: { tur: 'Kolay Adreslerim', eng: 'My easy addresses' },
        path: '/dashboard/easy-addresses',
        icon: 'at',
        info: { tur: 'KOLAS: telefon, e-posta, kimlik no', eng: 'KOLAS: phone, e-mail, identity number' },
      },
    ],
  },
  {
    title: { tur: 'Para Transferleri', eng: 'Money transfers' },
    path: '/dashboard/registered-transactions',
    roles: MAKER,
    icon: 'transfers',
    children: [
      {
        title: { tur: "IBAN'a Gönder", eng: 'Send to an IBAN' },
        path: '/dashboard/to-iban',
        roles: MAKER,
        icon: 'transfer',
        info: { tur: 'Havale, FAST veya EFT', eng: 'Remittance, FAST or EFT' },
      },
      {
        title: { tur: 'Hesaplarım Arası', eng: 'Between my accounts' },
        path: '/dashboard/between-my-accounts',
        roles: MAKER,
        icon: 'transfer',
        info: { tur: 'Virman, dövizli hesaplar dahil', eng: 'Virement, foreign-currency accounts too' },
      },
      {
        title: { tur: 'Hesap Numarasına Gönder', eng: 'Send to an account number' },
        path: '/dashboard/to-account-number',
        roles: MAKER,
        icon: 'transfer',
        info: { tur: 'Bankamıza havale, başka bankaya EFT', eng: 'Remittance here, EFT to another bank' },
      },
      {
        title: { tur: 'Kredi Kartına Gönder', eng: 'Send to a credit card' },
        path: '/dashboard/to-credit-card',
        roles: MAKER,
        icon: 'transfer',
        info: { tur: 'Herhangi bir bankanın kredi kartına', eng: "To any bank's credit card" },
      },
      {
        title: { tur: 'Kolay Adrese Gönder', eng: 'Send to an easy address' },
        path: '/dashboard/with-my-easy-address',
        roles: MAKER,
        icon: 'at',
        info: { tur: 'Telefon, e-posta veya kimlik numarasına', eng: 'To a phone, e-mail or identity number' },
      },
      {
        title: { tur: 'Ödeme Cüzdanına Gönder', eng: 'Send to a payment wallet' },
        path: '/dashboard/payment-wallet',
        roles: MAKER,
        icon: 'wallet',
        info: { tur: 'Elektronik para kuruluşu cüzdanları', eng: 'E-money institution wallets' },
      },
      {
        title: { tur: 'Güvenli Ödeme', eng: 'Secure payment' },
        path: '/dashboard/secure-payment-transaction',
        roles: MAKER,
        icon: 'transfer',
        info: { tur: 'Siz onaylayana kadar bankada bekler', eng: 'Held by the bank until you release it' },
      },
      {
        title: { tur: 'Kayıtlı İşlemlerim', eng: 'Registered transactions' },
        path: '/dashboard/registered-transactions',
        icon: 'bookmark',
        info: { tur: 'Kayıtlı alıcılar ve hesaplar arası', eng: 'Saved recipients and between accounts' },
      },
    ],
  },
  {
    title: { tur: 'Ödemeler', eng: 'Payments' },
    path: '/dashboard/bill-payment',
    icon: 'payments',
    children: [
      {
        title: { tur: 'Fatura Öde', eng: 'Pay a bill' },
        path: '/dashboard/bill-payment',
        roles: MAKER,
        icon: 'receipt',
        info: { tur: 'Elektrik, su, doğalgaz, telefon, vergi', eng: 'Electricity, water, gas, phone, taxes' },
      },
      {
        title: { tur: 'Kayıtlı Ödemelerim', eng: 'Saved payments' },
        path: '/dashboard/saved-transactions',
        roles: MAKER,
        icon: 'bookmark',
        info: { tur: 'Abonelikler ve kart borçları', eng: 'Subscriptions and card debts' },
      },
      {
        title: { tur: 'Başka Kartın Borcunu Öde', eng: "Pay another card's debt" },
        path: '/dashboard/pay-another-card-debt',
        roles: MAKER,
        icon: 'card',
        info: { tur: 'Herhangi bir bankanın kredi kartına', eng: "Any bank's credit card" },
      },
      {
        title: { tur: 'Finansman Taksiti Öde', eng: 'Pay financing installments' },
        path: '/dashboard/financing-installment-payment',
        roles: MAKER,
        icon: 'banknote',
        info: { tur: 'Vadesi gelen taksitleriniz', eng: 'Your installments falling due' },
      },
      {
        title: { tur: 'Talimatlarım', eng: 'My standing orders' },
        path: '/dashboard/my-orders',
        icon: 'repeat',
        info: {
          tur: 'Düzenli transfer ve otomatik fatura ödemesi',
          eng: 'Recurring transfers and automatic bill payment',
        },
      },
      {
        title: { tur: 'Son İşlemlerim', eng: 'Last transactions' },
        path: '/dashboard/last-transactions',
        icon: 'history',
        info: { tur: 'Tüm para hareketleriniz ve dekontları', eng: 'All your money movements and receipts' },
      },
    ],
  },
  {
    title: { tur: 'Banka Kartları', eng: 'Debit cards' },
    path: '/dashboard/cards',
    icon: 'cards',
    children: [
      {
        title: { tur: 'Kartlarım', eng: 'My cards' },
        path: '/dashboard/cards',
        icon: 'card',
        info: { tur: 'Banka kartlarınız, izinleri ve limitleri', eng: 'Your debit cards, permissions and limits' },
      },
      {
        title: { tur: 'Kapalı Kartlarım', eng: 'Closed cards' },
        path: '/dashboard/cards/my_cards_disabled',
        icon: 'card-off',
        info: { tur: 'İptal edilen, kapanan, bloke kartlar', eng: 'Cancelled, closed and blocked cards' },
      },
      {
        title: { tur: 'Banka Kartı Başvurusu', eng: 'Apply for a debit card' },
        path: '/dashboard/card-application/debit-card-application',
        roles: MAKER,
        icon: 'application',
        info: { tur: 'Hesabınıza yeni bir kart', eng: 'A new card on your account' },
      },
      {
        title: { tur: 'Kart Başvurularım', eng: 'My card applications' },
        path: '/dashboard/my_card_applications',
        icon: 'applications',
        info: { tur: 'Başvurudan teslimata durum', eng: 'Status from application to delivery' },
      },
    ],
  },
  {
    title: { tur: 'Kredi Kartları', eng: 'Credit cards' },
    path: '/dashboard/credit-cards',
    icon: 'credit-cards',
    children: [
      {
        title: { tur: 'Kredi Kartlarım', eng: 'My credit cards' },
        path: '/dashboard/credit-cards',
        icon: 'card',
        info: { tur: 'Limit, dönem borcu, ekstreler', eng: 'Limit, period debt, statements' },
      },
      {
        title: { tur: 'Kredi Kartı Borcu Öde', eng: 'Pay credit card debt' },
        path: '/dashboard/debt_payment',
        roles: MAKER,
        icon: 'banknote',
        info: { tur: 'Dönem borcu, asgari veya başka tutar', eng: 'Period debt, minimum or another amount' },
      },
      {
        title: { tur: 'Sanal Kart Oluştur', eng: 'Create a virtual card' },
        path: '/dashboard/credit-cards/virtual-credit-card/create',
        roles: MAKER,
        icon: 'virtual',
        info: {
          tur: 'İnternet alışverişi için ayrı limitli kart',
          eng: 'A card with its own limit for online shopping',
        },
      },
      {
        title: { tur: 'Kredi Kartı Başvurusu', eng: 'Apply for a credit card' },
        path: '/dashboard/card-application/credit-card-application',
        roles: MAKER,
        icon: 'application',
        info: { tur: 'Gelirinize göre limit', eng: 'A limit by your income' },
      },
    ],
  },
  {
    title: { tur: 'Fiziki Altın', eng: 'Physical gold' },
    path: '/dashboard/physical-gold/buy-physical-gold',
    icon: 'gold',
    children: [
      {
        title: { tur: 'Fiziki Altın Al', eng: 'Buy physical gold' },
        path: '/dashboard/physical-gold/buy-physical-gold',
        roles: MAKER,
        icon: 'list',
        info: {
          tur: 'Külçe ve Cumhuriyet altını, adrese veya şubeye',
          eng: 'Bars and coins, to your address or a branch',
        },
      },
      {
        title: { tur: 'Altın Siparişlerim', eng: 'My gold orders' },
        path: '/dashboard/physical-gold/my-orders',
        icon: 'history',
        info: { tur: 'Siparişleriniz ve teslimat durumu', eng: 'Your orders and their delivery' },
      },
    ],
  },
  {
    title: { tur: 'Döviz ve Kıymetli Madenler', eng: 'Currency and precious metals' },
    path: '/dashboard/currency-and-precious-metals',
    icon: 'metals',
    children: [
      {
        title: { tur: 'Döviz ve Maden Fiyatları', eng: 'Currency and metal prices' },
        path: '/dashboard/currency-and-precious-metals',
        icon: 'list',
        info: {
          tur: 'Alış-satış fiyatları, günlük grafik, varlıklarınız',
          eng: "Buy and sell prices, the day's chart, your holdings",
        },
      },
      {
        title: { tur: 'Döviz ve Maden Al/Sat', eng: 'Buy and sell currency and metals' },
        path: '/dashboard/currency-and-precious-metals/buy',
        roles: MAKER,
        icon: 'transfer',
        info: { tur: 'USD, EUR, GBP, altın, gümüş, platin', eng: 'USD, EUR, GBP, gold, silver, platinum' },
      },
    ],
  },
  {
    title: { tur: 'Finansman', eng: 'Financing' },
    path: '/dashboard/my-financings',
    icon: 'financing',
    children: [
      {
        title: { tur: 'Finansmanlarım', eng: 'My financings' },
        path: '/dashboard/my-financings',
        icon: 'list',
        info: {
          tur: 'Taşıt, konut, mal finansmanı; ödeme planı ve erken kapama',
          eng: 'Vehicle, housing, goods financing; payment plan and early payoff',
        },
      },
    ],
  },
  {
    title: { tur: 'Belgeler', eng: 'Documents' },
    path: '/dashboard/my-documents',
    icon: 'documents',
    children: [
      {
        title: { tur: 'Belgelerim', eng: 'My documents' },
        path: '/dashboard/my-documents',
        icon: 'list',
        info: {
          tur: 'Sözleşmeler, hesap özetleri, dekontlar, bildirimler',
          eng: 'Contracts, statements, receipts, notices',
        },
      },
    ],
  },
  ...SERVICE_AREAS,
];

const toItem = (entry: MenuEntry, language: Language): MenuItem => ({
  title: entry.title[language],
  path: entry.path,
  icon: entry.icon,
  ...(entry.info ? { info: entry.info[language] } : {}),
  disabled: false,
  roles: [...(entry.roles ?? [])],
  children: (entry.children ?? []).map((child) => toItem(child, language)),
});

/** The role letters after the tree's time; an individual's answer keeps the bare time (one cache for all). */
const ROLE_LETTERS: Readonly<Record<(typeof CORPORATE_ROLES)[number], string>> = {
  viewer: 'v',
  maker: 'm',
  approver: 'p',
  admin: 'a',
};

/**
 * The updateTime of the tree a role set sees: the tree's time, and for a corporate set its roles,
 * so a role change (read fresh on every request) answers a changed tree to the stored updateTime.
 */
export const menuUpdateTimeFor = (roles: readonly MenuRole[]): string =>
  roles.includes(INDIVIDUAL_MENU_ROLE)
    ? MENU_UPDATE_TIME
    : `${MENU_UPDATE_TIME}+${CORPORATE_ROLES.filter((role) => roles.includes(role))
        .map((role) => ROLE_LETTERS[role])
        .join('')}`;

export const menuTreeFor = (
  language: Language,
  updateTime: string | null | undefined,
  roles: readonly MenuRole[],
): MenuTree => {
  const time = menuUpdateTimeFor(roles);
  const current = updateTime === time;
  return {
    children: current
      ? []
      : menuVisibleTo(
          TREE.map((entry) => toItem(entry, language)),
          roles,
        ),
    updateTime: time,
    isChanged: !current,
  };
};
