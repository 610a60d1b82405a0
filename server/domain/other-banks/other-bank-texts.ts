/** Refusal texts of other bank access permissions (issue 16), spread into server/domain/common/texts.ts. */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';

export const OTHER_BANK_TEXTS: Record<string, Record<Language, string>> = {
  [MessageCode.OtherBankUnknown]: {
    tur: 'Bu banka açık bankacılık üzerinden bağlanamıyor.',
    eng: 'This bank cannot be linked through open banking.',
  },
  [MessageCode.OtherBankConsentNotFound]: { tur: 'İzin bulunamadı.', eng: 'The permission was not found.' },
  [MessageCode.OtherBankAlreadyLinked]: {
    tur: 'Bu banka için geçerli bir izniniz var. Süresini uzatabilir ya da iptal edip yeniden verebilirsiniz.',
    eng: 'You already have a valid permission for this bank. You can renew it, or revoke it and give a new one.',
  },
  [MessageCode.OtherBankEndDateInvalid]: {
    tur: 'Bitiş tarihi en erken yarın, en geç 6 ay sonrası olabilir.',
    eng: 'The end date can be tomorrow at the earliest and 6 months from today at the latest.',
  },
  [MessageCode.OtherBankPermissionsInvalid]: {
    tur: 'Temel hesap bilgisi (01) ya da temel kart bilgisi (07) seçilmeli; anlık bakiye bildirimi (06) bakiye (03), ayrıntılı işlem bilgisi (05) temel işlem bilgisi (04) ister.',
    eng: 'Choose basic account (01) or basic card (07) information; instant balance notification (06) needs balance (03) and detailed transactions (05) need basic transactions (04).',
  },
  [MessageCode.OtherBankConsentNotActive]: {
    tur: 'Bu izin artık geçerli değil.',
    eng: 'This permission is no longer valid.',
  },
  [MessageCode.OtherBankAuthorisationExpired]: {
    tur: 'Yetkilendirme 5 dakika içinde tamamlanmadı ya da bu bağlantı kullanıldı. Bankayı yeniden bağlayın.',
    eng: 'The authorisation was not completed within 5 minutes or this link was already used. Link the bank again.',
  },
  [MessageCode.OtherBankNoAccountChosen]: {
    tur: 'En az bir hesap seçin.',
    eng: 'Choose at least one account.',
  },
};
