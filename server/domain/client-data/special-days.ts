/**
 * Turkey's national days and New Year: an SVG each, served like the security images
 * (/special-days/<code>.svg). The day is read in Istanbul's time zone.
 */
import type { Language } from '../../../src/contract/headers';
import type { SpecialDayImage } from '../../../src/contract/special-day';
import { istanbulDate } from '../transfers/calendar';

export interface SpecialDay {
  /** MM-DD */
  day: string;
  code: string;
  title: Record<Language, string>;
  svg: string;
}

const banner = (background: string, accent: string, caption: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 120" role="img">` +
  `<rect width="360" height="120" rx="16" fill="${background}"/>` +
  `<circle cx="300" cy="60" r="34" fill="none" stroke="${accent}" stroke-width="10"/>` +
  `<circle cx="312" cy="60" r="28" fill="${background}"/>` +
  `<path d="M338 60l-22 7 14-19v24l-14-19z" fill="${accent}"/>` +
  `<text x="28" y="70" font-family="sans-serif" font-size="28" font-weight="700" fill="${accent}">${caption}</text></svg>`;

export const SPECIAL_DAYS: readonly SpecialDay[] = [
  {
    day: '01-01',
    code: 'new-year',
    title: { tur: 'Mutlu yıllar!', eng: 'Happy New Year!' },
    svg: banner('#004B50', '#FFFFFF', '1 Ocak'),
  },
  {
    day: '04-23',
    code: 'national-sovereignty',
    title: { tur: '23 Nisan Ulusal Egemenlik ve Çocuk Bayramı', eng: 'National Sovereignty and Children’s Day' },
    svg: banner('#C62828', '#FFFFFF', '23 Nisan'),
  },
  {
    day: '05-19',
    code: 'youth-and-sports',
    title: { tur: '19 Mayıs Atatürk’ü Anma, Gençlik ve Spor Bayramı', eng: 'Youth and Sports Day' },
    svg: banner('#C62828', '#FFFFFF', '19 Mayıs'),
  },
  {
    day: '08-30',
    code: 'victory-day',
    title: { tur: '30 Ağustos Zafer Bayramı', eng: 'Victory Day' },
    svg: banner('#C62828', '#FFFFFF', '30 Ağustos'),
  },
  {
    day: '10-29',
    code: 'republic-day',
    title: { tur: '29 Ekim Cumhuriyet Bayramı', eng: 'Republic Day' },
    svg: banner('#C62828', '#FFFFFF', '29 Ekim'),
  },
];

export const SPECIAL_DAYS_PATH = '/special-days';

export const specialDayOn = (at: Date, language: Language): SpecialDayImage | null => {
  const day = istanbulDate(at).slice(5); // MM-DD in Istanbul
  const found = SPECIAL_DAYS.find((d) => d.day === day);
  return found
    ? { code: found.code, url: `${SPECIAL_DAYS_PATH}/${found.code}.svg`, title: found.title[language], day }
    : null;
};
