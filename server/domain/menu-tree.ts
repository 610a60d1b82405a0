/**
 * The dashboard menu (GetMenuTree): only pages that exist. Titles are in the caller's
 * language; `roles` empty means every role. updateTime changes with the tree.
 */
import type { Language } from '../../src/contract/headers';
import type { MenuItem, MenuTree } from '../../src/contract/menu';

export const MENU_UPDATE_TIME = '2026-11-21T09:00:00.000Z';

type Localized = Record<Language, string>;
interface Entry {
  title: Localized;
  path: string;
  icon: string;
  info?: Localized;
  children?: Entry[];
}

const TREE: Entry[] = [
  { title: { tur: 'Ana sayfa', eng: 'Home' }, path: '/dashboard', icon: 'home' },
  {
    title: { tur: 'Hesaplar', eng: 'Accounts' },
    path: '/dashboard/my-accounts',
    icon: 'wallet',
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
    icon: 'transfer',
    children: [
      {
        title: { tur: 'Kayıtlı İşlemlerim', eng: 'Registered transactions' },
        path: '/dashboard/registered-transactions',
        icon: 'bookmark',
        info: { tur: 'Kayıtlı alıcılar ve hesaplar arası', eng: 'Saved recipients and between accounts' },
      },
    ],
  },
];

const toItem = (entry: Entry, language: Language): MenuItem => ({
  title: entry.title[language],
  path: entry.path,
  icon: entry.icon,
  ...(entry.info ? { info: entry.info[language] } : {}),
  disabled: false,
  roles: [],
  children: (entry.children ?? []).map((child) => toItem(child, language)),
});

export const menuTreeFor = (language: Language, updateTime?: string | null): MenuTree => {
  const current = updateTime === MENU_UPDATE_TIME;
  return {
    children: current ? [] : TREE.map((entry) => toItem(entry, language)),
    updateTime: MENU_UPDATE_TIME,
    isChanged: !current,
  };
};
