/** Texts of corporate access (issue 17): role refusals and pending operations, spread into server/domain/common/texts.ts. */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const CORPORATE_ACCESS_TEXTS: Record<string, Texts> = {
  [MessageCode.CorporateRoleRefused]: {
    tur: 'Bu şirketteki yetkiniz bu işlemi yapmaya yetmiyor.',
    eng: 'Your role in this company does not allow this operation.',
  },
  [MessageCode.CorporateNoRule]: {
    tur: 'Şirketinizin bu işlem, para birimi ve tutar için bir onay kuralı yok; şirket yöneticinize başvurun.',
    eng: 'Your company has no approval rule for this operation, currency and amount; ask your company administrator.',
  },
  [MessageCode.CorporateOperationNotFound]: {
    tur: 'Onay bekleyen işlem bulunamadı.',
    eng: 'The operation was not found.',
  },
  [MessageCode.CorporateOperationNotWaiting]: {
    tur: 'Bu işlem artık onay beklemiyor.',
    eng: 'This operation is no longer waiting for approval.',
  },
  [MessageCode.CorporateOwnOperation]: {
    tur: 'Kendi başlattığınız işlemi onaylayamaz veya reddedemezsiniz.',
    eng: 'You cannot approve or reject an operation you started.',
  },
  [MessageCode.CorporateNotApprover]: {
    tur: 'Bu işlemi onaylayacak gruplarda değilsiniz.',
    eng: 'You are not in a group that approves this operation.',
  },
  [MessageCode.CorporateAlreadyDecided]: {
    tur: 'Bu işlem için kararınızı zaten verdiniz.',
    eng: 'You have already decided on this operation.',
  },
};
