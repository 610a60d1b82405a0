/**
 * The ÖHVPS account-information permissions (01–09) by name, Turkish and English, for the sandbox's
 * own server-rendered pages (the provider page and the other banks' authorisation page).
 */
export const PERMISSION_NAMES = {
  tur: {
    '01': 'Temel hesap bilgisi',
    '02': 'Ayrıntılı hesap bilgisi',
    '03': 'Bakiye bilgisi',
    '04': 'Temel işlem bilgisi',
    '05': 'Ayrıntılı işlem bilgisi',
    '06': 'Anlık bakiye bildirimi',
    '07': 'Temel kart bilgisi',
    '08': 'Ayrıntılı kart bilgisi',
    '09': 'Ayrıntılı kart işlem bilgisi',
  },
  eng: {
    '01': 'Basic account information',
    '02': 'Detailed account information',
    '03': 'Balance',
    '04': 'Basic transactions',
    '05': 'Detailed transactions',
    '06': 'Instant balance notification',
    '07': 'Basic card information',
    '08': 'Detailed card information',
    '09': 'Detailed card transactions',
  },
} as const;

/** A permission's name in `language`, or the code itself when it is not one of 01–09. */
export const permissionName = (language: keyof typeof PERMISSION_NAMES, code: string): string =>
  (PERMISSION_NAMES[language] as Record<string, string>)[code] ?? code;
