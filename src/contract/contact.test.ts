import { describe, expect, it } from 'vitest';
import { answerDaysOf, attachmentNameOk, attachmentProblems, CONTACT_ATTACHMENT_MAX_BYTES } from './contact';
import { MessageCode } from './message-codes';

describe('contact attachment rules', () => {
  it('accepts a PDF, JPEG or PNG of 1 byte to 2 MiB with a plain name ending in its type', () => {
    expect(attachmentProblems({ name: 'dekont.pdf', type: 'application/pdf', size: 1 })).toEqual([]);
    expect(attachmentProblems({ name: 'EKRAN.JPG', type: 'image/jpeg', size: 10 })).toEqual([]);
    expect(attachmentProblems({ name: 'foto.jpeg', type: 'image/jpeg', size: 10 })).toEqual([]);
    expect(
      attachmentProblems({ name: 'Görüntü 1.png', type: 'image/png', size: CONTACT_ATTACHMENT_MAX_BYTES }),
    ).toEqual([]);
  });

  it('names each problem: empty, too large, wrong type, bad name', () => {
    expect(attachmentProblems({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toEqual([
      MessageCode.ContactAttachmentEmpty,
    ]);
    expect(
      attachmentProblems({ name: 'a.pdf', type: 'application/pdf', size: CONTACT_ATTACHMENT_MAX_BYTES + 1 }),
    ).toEqual([MessageCode.ContactAttachmentTooLarge]);
    expect(attachmentProblems({ name: 'a.txt', type: 'text/plain', size: 0 })).toEqual([
      MessageCode.ContactAttachmentEmpty,
      MessageCode.ContactAttachmentWrongType,
    ]);
    expect(attachmentProblems({ name: 'a.png', type: 'application/pdf', size: 5 })).toEqual([
      MessageCode.ContactAttachmentNameInvalid,
    ]);
  });

  it('refuses names with folders, reserved or control characters, leading dots, spaces at the ends, or over 100 characters', () => {
    for (const name of [
      '../a.pdf',
      'a/b.pdf',
      'a\\b.pdf',
      'a:b.pdf',
      'a?.pdf',
      'a\u0001.pdf',
      '.pdf',
      ' a.pdf',
      'a.pdf ',
      'noext',
    ])
      expect(attachmentNameOk(name, 'application/pdf'), name).toBe(false);
    expect(attachmentNameOk(`${'a'.repeat(96)}.pdf`, 'application/pdf')).toBe(true);
    expect(attachmentNameOk(`${'a'.repeat(97)}.pdf`, 'application/pdf')).toBe(false);
  });

  it('gives a card matter 20 days and anything else 30', () => {
    expect(answerDaysOf('Card')).toBe(20);
    expect(answerDaysOf('Account')).toBe(30);
    expect(answerDaysOf('Other')).toBe(30);
  });
});
