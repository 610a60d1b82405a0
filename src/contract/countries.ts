/** A country of the phone input's menu (spec section 3: code, label, labelTr, calling code). */
export interface Country {
  code: string;
  label: string;
  labelTr: string;
  phone: string;
}

/** Türkiye first, then the countries customers call from most, alphabetically by English name. */
export const COUNTRIES: readonly Country[] = [
  { code: 'TR', label: 'Türkiye', labelTr: 'Türkiye', phone: '90' },
  { code: 'AE', label: 'United Arab Emirates', labelTr: 'Birleşik Arap Emirlikleri', phone: '971' },
  { code: 'AT', label: 'Austria', labelTr: 'Avusturya', phone: '43' },
  { code: 'AU', label: 'Australia', labelTr: 'Avustralya', phone: '61' },
  { code: 'AZ', label: 'Azerbaijan', labelTr: 'Azerbaycan', phone: '994' },
  { code: 'BA', label: 'Bosnia and Herzegovina', labelTr: 'Bosna-Hersek', phone: '387' },
  { code: 'BE', label: 'Belgium', labelTr: 'Belçika', phone: '32' },
  { code: 'BG', label: 'Bulgaria', labelTr: 'Bulgaristan', phone: '359' },
  { code: 'CA', label: 'Canada', labelTr: 'Kanada', phone: '1' },
  { code: 'CH', label: 'Switzerland', labelTr: 'İsviçre', phone: '41' },
  { code: 'CN', label: 'China', labelTr: 'Çin', phone: '86' },
  { code: 'CY', label: 'Cyprus', labelTr: 'Kıbrıs', phone: '357' },
  { code: 'DE', label: 'Germany', labelTr: 'Almanya', phone: '49' },
  { code: 'DK', label: 'Denmark', labelTr: 'Danimarka', phone: '45' },
  { code: 'EG', label: 'Egypt', labelTr: 'Mısır', phone: '20' },
  { code: 'ES', label: 'Spain', labelTr: 'İspanya', phone: '34' },
  { code: 'FR', label: 'France', labelTr: 'Fransa', phone: '33' },
  { code: 'GB', label: 'United Kingdom', labelTr: 'Birleşik Krallık', phone: '44' },
  { code: 'GE', label: 'Georgia', labelTr: 'Gürcistan', phone: '995' },
  { code: 'GR', label: 'Greece', labelTr: 'Yunanistan', phone: '30' },
  { code: 'IQ', label: 'Iraq', labelTr: 'Irak', phone: '964' },
  { code: 'IR', label: 'Iran', labelTr: 'İran', phone: '98' },
  { code: 'IT', label: 'Italy', labelTr: 'İtalya', phone: '39' },
  { code: 'JO', label: 'Jordan', labelTr: 'Ürdün', phone: '962' },
  { code: 'JP', label: 'Japan', labelTr: 'Japonya', phone: '81' },
  { code: 'KW', label: 'Kuwait', labelTr: 'Kuveyt', phone: '965' },
  { code: 'KZ', label: 'Kazakhstan', labelTr: 'Kazakistan', phone: '7' },
  { code: 'LB', label: 'Lebanon', labelTr: 'Lübnan', phone: '961' },
  { code: 'MK', label: 'North Macedonia', labelTr: 'Kuzey Makedonya', phone: '389' },
  { code: 'NL', label: 'Netherlands', labelTr: 'Hollanda', phone: '31' },
  { code: 'NO', label: 'Norway', labelTr: 'Norveç', phone: '47' },
  { code: 'PK', label: 'Pakistan', labelTr: 'Pakistan', phone: '92' },
  { code: 'QA', label: 'Qatar', labelTr: 'Katar', phone: '974' },
  { code: 'RO', label: 'Romania', labelTr: 'Romanya', phone: '40' },
  { code: 'RU', label: 'Russia', labelTr: 'Rusya', phone: '7' },
  { code: 'SA', label: 'Saudi Arabia', labelTr: 'Suudi Arabistan', phone: '966' },
  { code: 'SE', label: 'Sweden', labelTr: 'İsveç', phone: '46' },
  { code: 'TM', label: 'Turkmenistan', labelTr: 'Türkmenistan', phone: '993' },
  { code: 'UA', label: 'Ukraine', labelTr: 'Ukrayna', phone: '380' },
  { code: 'US', label: 'United States', labelTr: 'Amerika Birleşik Devletleri', phone: '1' },
  { code: 'UZ', label: 'Uzbekistan', labelTr: 'Özbekistan', phone: '998' },
];

export const countryByCode = (code: string): Country | undefined => COUNTRIES.find((c) => c.code === code);
