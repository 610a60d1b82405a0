/** Texts of the contact area (issue 16): refusals, spread into server/domain/common/texts.ts. */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const CONTACT_TEXTS: Record<string, Texts> = {
  [MessageCode.ContactRequestNotFound]: { tur: 'Başvuru bulunamadı.', eng: 'The request was not found.' },
  [MessageCode.ContactAttachmentNotFound]: { tur: 'Ek bulunamadı.', eng: 'The attachment was not found.' },
  [MessageCode.ContactTooManyAttachments]: {
    tur: 'En fazla 3 dosya eklenebilir.',
    eng: 'At most 3 files can be attached.',
  },
  [MessageCode.ContactAttachmentEmpty]: { tur: 'Eklenen dosya boş.', eng: 'An attached file is empty.' },
  [MessageCode.ContactAttachmentTooLarge]: {
    tur: 'Bir dosya 2 MB’tan büyük.',
    eng: 'An attached file is larger than 2 MB.',
  },
  [MessageCode.ContactAttachmentWrongType]: {
    tur: 'Yalnızca PDF, JPEG veya PNG dosyası eklenebilir; dosyanın içeriği türüyle uyuşmalı.',
    eng: 'Only PDF, JPEG or PNG files can be attached, and a file’s content must match its type.',
  },
  [MessageCode.ContactAttachmentNameInvalid]: {
    tur: 'Dosya adı en fazla 100 karakter olmalı, / \\ : * ? " < > | içermemeli ve türüne uygun uzantıyla (.pdf, .jpg, .jpeg, .png) bitmeli.',
    eng: 'A file name must be at most 100 characters, contain none of / \\ : * ? " < > | and end with its type’s extension (.pdf, .jpg, .jpeg, .png).',
  },
  [MessageCode.ContactRequestClosed]: { tur: 'Başvuru kapatılmış.', eng: 'The request is closed.' },
};
