/** Texts of my documents: refusals (spread into server/domain/common/texts.ts) and list titles. */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const DOCUMENT_TEXTS: Record<string, Texts> = {
  [MessageCode.DocumentNotFound]: { tur: 'Belge bulunamadı.', eng: 'The document was not found.' },
  [MessageCode.DocumentRequestNotFound]: {
    tur: 'Bankanın sizden istediği böyle bir belge yok.',
    eng: 'The bank has not asked you for such a document.',
  },
  [MessageCode.DocumentAlreadyUploaded]: {
    tur: 'Bu belge zaten yüklendi.',
    eng: 'This document was already uploaded.',
  },
  [MessageCode.DocumentUploadEmpty]: { tur: 'Dosya boş.', eng: 'The file is empty.' },
  [MessageCode.DocumentUploadTooLarge]: {
    tur: 'Dosya en fazla 2 MB olabilir.',
    eng: 'The file may be at most 2 MB.',
  },
  [MessageCode.DocumentUploadWrongType]: {
    tur: 'Yalnızca PDF, JPEG veya PNG dosyası yüklenebilir.',
    eng: 'Only a PDF, JPEG or PNG file can be uploaded.',
  },
};

export const LIST_TEXT = {
  tur: { cardStatement: 'Kredi kartı hesap özeti', accountStatement: 'Hesap özeti', receipt: 'Dekont' },
  eng: { cardStatement: 'Credit card statement', accountStatement: 'Account statement', receipt: 'Receipt' },
} as const;

/** "Kasım 2026" / "November 2026" of a YYYYMM. */
export const monthText = (yyyymm: string, language: Language): string =>
  new Intl.DateTimeFormat(language === 'tur' ? 'tr-TR' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(yyyymm.slice(0, 4)), Number(yyyymm.slice(4)) - 1, 1)));
