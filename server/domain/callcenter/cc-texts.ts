/** Texts of the CallCenter core (issue 18): refusals, spread into server/domain/common/texts.ts. */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const CC_TEXTS: Record<string, Texts> = {
  [MessageCode.CcNotAllowed]: {
    tur: 'Bu işlem çağrı merkezi temsilcisine açık değil.',
    eng: 'This operation is not open to a call-center agent.',
  },
  [MessageCode.CcNotVerified]: {
    tur: 'Önce arayan müşterinin kimliğini doğrulayın.',
    eng: 'Verify the caller first.',
  },
  [MessageCode.CcCustomerNotFound]: {
    tur: 'Bu bilgilerle bir müşteri bulunamadı.',
    eng: 'No customer was found with these details.',
  },
  [MessageCode.CcNoCustomer]: {
    tur: 'Önce arayan müşteriyi bulun.',
    eng: 'Find the caller first.',
  },
  [MessageCode.CcAlreadyVerified]: {
    tur: 'Bu çağrıda müşteri zaten doğrulandı; başka bir müşteri için yeni bir çağrı gerekir.',
    eng: 'The caller of this call is already verified; another customer needs a new call.',
  },
  [MessageCode.CcVerifyFailed]: {
    tur: 'Doğrulama bilgileri eşleşmedi.',
    eng: 'The verification details did not match.',
  },
  [MessageCode.CcVerifyLocked]: {
    tur: 'Doğrulama deneme hakkı doldu; bu çağrıda müşteri doğrulanamaz.',
    eng: 'No verification attempts are left; the caller cannot be verified in this call.',
  },
  [MessageCode.CcQuestionsUnavailable]: {
    tur: 'Bankada bu müşterinin doğrulama sorularına ait bilgi yok; SMS kodu gönderin.',
    eng: 'The bank holds no facts to ask this customer about; send an SMS code.',
  },
  [MessageCode.CcCodeMissing]: {
    tur: 'Geçerli bir doğrulama kodu yok; yeni bir kod gönderin.',
    eng: 'There is no valid verification code; send a new one.',
  },
};
