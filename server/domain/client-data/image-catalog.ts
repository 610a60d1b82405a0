/**
 * The image catalogs of GetImageUrls: the security images a customer picks at first login and
 * the login-page banners. Simple SVGs drawn in code; updateTime changes when a catalog does.
 */
import type { Language } from '../../../src/contract/headers';

export interface CatalogImage {
  code: string;
  title: Record<Language, string>;
  svg: string;
}

const frame = (background: string, body: string, size = '0 0 120 120'): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${size}" role="img">` +
  `<rect width="100%" height="100%" rx="16" fill="${background}"/>${body}</svg>`;

export const SECURITY_IMAGES: readonly CatalogImage[] = [
  {
    code: 'tulip',
    title: { tur: 'Lale', eng: 'Tulip' },
    svg: frame(
      '#FDECEF',
      '<path d="M60 70v36" stroke="#2E7D32" stroke-width="5"/><path d="M60 96c-14-2-22-12-24-22 12 0 20 8 24 22z" fill="#43A047"/>' +
        '<path d="M40 34c4 22 10 36 20 36s16-14 20-36l-10 10-10-16-10 16z" fill="#D81B60"/>',
    ),
  },
  {
    code: 'boat',
    title: { tur: 'Kayık', eng: 'Boat' },
    svg: frame(
      '#E3F2FD',
      '<path d="M60 20v56" stroke="#5D4037" stroke-width="4"/><path d="M62 24l30 46H62z" fill="#FFFFFF" stroke="#90A4AE"/>' +
        '<path d="M24 80h72l-12 16H36z" fill="#1565C0"/><path d="M10 104q12-8 25 0t25 0 25 0 25 0" stroke="#42A5F5" stroke-width="4" fill="none"/>',
    ),
  },
  {
    code: 'tree',
    title: { tur: 'Ağaç', eng: 'Tree' },
    svg: frame(
      '#E8F5E9',
      '<rect x="54" y="70" width="12" height="32" fill="#6D4C41"/><circle cx="60" cy="50" r="28" fill="#388E3C"/>' +
        '<circle cx="44" cy="62" r="16" fill="#43A047"/><circle cx="76" cy="62" r="16" fill="#43A047"/>',
    ),
  },
  {
    code: 'star',
    title: { tur: 'Yıldız', eng: 'Star' },
    svg: frame(
      '#1A237E',
      '<path d="M60 18l11 26 28 2-21 18 7 28-25-15-25 15 7-28-21-18 28-2z" fill="#FFD54F"/>' +
        '<circle cx="24" cy="24" r="2" fill="#FFF"/><circle cx="98" cy="96" r="2" fill="#FFF"/>',
    ),
  },
  {
    code: 'mountain',
    title: { tur: 'Dağ', eng: 'Mountain' },
    svg: frame(
      '#E1F5FE',
      '<path d="M8 100l36-52 20 28 14-18 34 42z" fill="#546E7A"/><path d="M44 48l10 14-10-4-8 6z" fill="#FFFFFF"/>' +
        '<circle cx="92" cy="28" r="10" fill="#FFCA28"/>',
    ),
  },
  {
    code: 'key',
    title: { tur: 'Anahtar', eng: 'Key' },
    svg: frame(
      '#FFF8E1',
      '<circle cx="40" cy="60" r="18" fill="none" stroke="#F9A825" stroke-width="8"/>' +
        '<path d="M58 60h44M88 60v14M98 60v10" stroke="#F9A825" stroke-width="8" stroke-linecap="round"/>',
    ),
  },
  {
    code: 'sun',
    title: { tur: 'Güneş', eng: 'Sun' },
    svg: frame(
      '#FFFDE7',
      '<circle cx="60" cy="60" r="22" fill="#FFB300"/><g stroke="#FFB300" stroke-width="6" stroke-linecap="round">' +
        '<path d="M60 14v12M60 94v12M14 60h12M94 60h12M27 27l9 9M84 84l9 9M27 93l9-9M84 36l9-9"/></g>',
    ),
  },
  {
    code: 'bird',
    title: { tur: 'Kuş', eng: 'Bird' },
    svg: frame(
      '#E0F7FA',
      '<ellipse cx="58" cy="66" rx="30" ry="20" fill="#00897B"/><circle cx="84" cy="50" r="13" fill="#00897B"/>' +
        '<path d="M96 50l12 4-12 4z" fill="#FB8C00"/><circle cx="88" cy="47" r="2.5" fill="#FFF"/>' +
        '<path d="M40 60q14-24 34-8" fill="#26A69A"/><path d="M30 70l-18 8 20 2z" fill="#00796B"/>',
    ),
  },
];

export const PRELOGIN_IMAGES: readonly CatalogImage[] = [
  {
    code: 'welcome',
    title: { tur: 'Emanet internet şubesine hoş geldiniz', eng: 'Welcome to Emanet internet banking' },
    svg: frame(
      '#00A76F',
      '<circle cx="300" cy="40" r="80" fill="#FFFFFF" opacity=".12"/><circle cx="40" cy="160" r="60" fill="#FFFFFF" opacity=".1"/>' +
        '<path d="M40 110q60-50 120 0t120 0" stroke="#FFFFFF" stroke-width="6" fill="none" opacity=".6"/>',
      '0 0 360 180',
    ),
  },
  {
    code: 'security',
    title: {
      tur: 'Şifrenizi ve SMS kodlarınızı kimseyle paylaşmayın',
      eng: 'Never share your password or SMS codes with anyone',
    },
    svg: frame(
      '#004B50',
      '<path d="M180 30l50 20v36c0 34-22 56-50 66-28-10-50-32-50-66V50z" fill="#00A76F"/>' +
        '<path d="M158 92l16 16 30-32" stroke="#FFFFFF" stroke-width="10" fill="none" stroke-linecap="round"/>',
      '0 0 360 180',
    ),
  },
];

export type ImageArea = 'securityImages' | 'prelogin';

export const IMAGE_CATALOGS: Record<ImageArea, { path: string; updateTime: string; images: readonly CatalogImage[] }> =
  {
    securityImages: { path: '/security-images', updateTime: '2026-01-05T09:00:00.000Z', images: SECURITY_IMAGES },
    prelogin: { path: '/prelogin-images', updateTime: '2026-01-05T09:00:00.000Z', images: PRELOGIN_IMAGES },
  };

export const isSecurityImageCode = (code: string): boolean => SECURITY_IMAGES.some((image) => image.code === code);
