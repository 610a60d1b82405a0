/**
 * How the bank shows what it must not show in full, once for the server's answers, texts and
 * messages and for the page: a holder's name before a transfer is confirmed, where a code went,
 * a card number. (Identity numbers: identity-number.ts; easy addresses: easy-addresses.ts.)
 */

/** "Ayşe Yılmaz" → "Ay*** Yıl***": the first half (rounded up) of each word. */
export const maskName = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const letters = Array.from(word);
      return `${letters.slice(0, Math.ceil(letters.length / 2)).join('')}***`;
    })
    .join(' ');

/** "+905321000146" → "+90 532 *** ** 46"; another country's number keeps its first three and last two characters. */
export const maskPhone = (phone: string): string => {
  const match = /^\+90(\d{3})\d{5}(\d{2})$/.exec(phone);
  return match ? `+90 ${match[1]} *** ** ${match[2]}` : `${phone.slice(0, 3)} *** ** ${phone.slice(-2)}`;
};

/** "deniz@example.com" → "d***@example.com". */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

/** A card number: its BIN (six digits) and last four, "454360******9012". */
export const maskCard = (card: string): string => `${card.slice(0, 6)}******${card.slice(-4)}`;
