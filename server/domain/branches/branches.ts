/**
 * The sandbox bank's branches, one list for everyone: the contact page lists them by city
 * (`GET /Auth/Branches`) and physical gold offers the ones with a gold desk for collection
 * (physical-gold/places.ts). Cities are names from cities.ts.
 */
import type { Language } from '../../../src/contract/headers';
import type { Branch, BranchList } from '../../../src/contract/contact';

export interface BankBranch {
  branchCode: string;
  name: string;
  city: string;
  district: string;
  address: string;
  phone: string;
  /** Saturday opening (a few city-centre branches). */
  saturday: boolean;
  /** Gold can be collected here (physical gold's delivery to a branch). */
  goldDesk: boolean;
}

export const BANK_BRANCHES: readonly BankBranch[] = [
  {
    branchCode: '001',
    name: 'Genel Müdürlük Şubesi',
    city: 'İstanbul',
    district: 'Ümraniye',
    address: 'Saray Mah. Dr. Adnan Büyükdeniz Cad. No: 4, 34768 Ümraniye/İstanbul',
    phone: '0216 555 10 01',
    saturday: false,
    goldDesk: true,
  },
  {
    branchCode: '014',
    name: 'Kadıköy Şubesi',
    city: 'İstanbul',
    district: 'Kadıköy',
    address: 'Caferağa Mah. Moda Cad. No: 52, 34710 Kadıköy/İstanbul',
    phone: '0216 555 10 14',
    saturday: true,
    goldDesk: true,
  },
  {
    branchCode: '019',
    name: 'Kapalıçarşı Şubesi',
    city: 'İstanbul',
    district: 'Fatih',
    address: 'Beyazıt Mah. Çarşıkapı Cad. No: 9, 34126 Fatih/İstanbul',
    phone: '0212 555 10 19',
    saturday: true,
    goldDesk: false,
  },
  {
    branchCode: '027',
    name: 'Kızılay Şubesi',
    city: 'Ankara',
    district: 'Çankaya',
    address: 'Kızılay Mah. Atatürk Bulvarı No: 101, 06420 Çankaya/Ankara',
    phone: '0312 555 10 27',
    saturday: false,
    goldDesk: true,
  },
  {
    branchCode: '031',
    name: 'Ulus Şubesi',
    city: 'Ankara',
    district: 'Altındağ',
    address: 'Hacı Bayram Mah. Çankırı Cad. No: 18, 06050 Altındağ/Ankara',
    phone: '0312 555 10 31',
    saturday: false,
    goldDesk: false,
  },
  {
    branchCode: '035',
    name: 'Alsancak Şubesi',
    city: 'İzmir',
    district: 'Konak',
    address: 'Alsancak Mah. Kıbrıs Şehitleri Cad. No: 77, 35220 Konak/İzmir',
    phone: '0232 555 10 35',
    saturday: true,
    goldDesk: true,
  },
  {
    branchCode: '048',
    name: 'Osmangazi Şubesi',
    city: 'Bursa',
    district: 'Osmangazi',
    address: 'Nalbantoğlu Mah. Atatürk Cad. No: 40, 16010 Osmangazi/Bursa',
    phone: '0224 555 10 48',
    saturday: false,
    goldDesk: true,
  },
  {
    branchCode: '052',
    name: 'Konya Mevlana Şubesi',
    city: 'Konya',
    district: 'Karatay',
    address: 'Aziziye Mah. Mevlana Cad. No: 21, 42030 Karatay/Konya',
    phone: '0332 555 10 52',
    saturday: false,
    goldDesk: false,
  },
  {
    branchCode: '063',
    name: 'Gaziantep Şubesi',
    city: 'Gaziantep',
    district: 'Şahinbey',
    address: 'Şehitkamil Mah. Suburcu Cad. No: 14, 27010 Şahinbey/Gaziantep',
    phone: '0342 555 10 63',
    saturday: false,
    goldDesk: false,
  },
  {
    branchCode: '071',
    name: 'Trabzon Meydan Şubesi',
    city: 'Trabzon',
    district: 'Ortahisar',
    address: 'Kemerkaya Mah. Uzun Sok. No: 3, 61030 Ortahisar/Trabzon',
    phone: '0462 555 10 71',
    saturday: false,
    goldDesk: false,
  },
];

const HOURS: Record<'weekdays' | 'saturday', Record<Language, string>> = {
  weekdays: { tur: 'Hafta içi 09:00–17:00', eng: 'Weekdays 09:00–17:00' },
  saturday: { tur: 'Hafta içi 09:00–17:00, Cumartesi 10:00–14:00', eng: 'Weekdays 09:00–17:00, Saturday 10:00–14:00' },
};

const byCityThenName = (a: BankBranch, b: BankBranch) =>
  a.city.localeCompare(b.city, 'tr') || a.name.localeCompare(b.name, 'tr');

/** `GET /Auth/Branches`: every branch with its hours in the caller's language, and the cities with a branch. */
export const branchList = (language: Language): BranchList => {
  const sorted = [...BANK_BRANCHES].sort(byCityThenName);
  const branches: Branch[] = sorted.map(({ saturday, goldDesk: _goldDesk, ...branch }) => ({
    ...branch,
    hours: HOURS[saturday ? 'saturday' : 'weekdays'][language],
  }));
  return { branches, cities: [...new Set(sorted.map((b) => b.city))] };
};
