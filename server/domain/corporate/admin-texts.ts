/** Texts of corporate administration (issue 17): refusals, spread into server/domain/common/texts.ts. */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const CORPORATE_ADMIN_TEXTS: Record<string, Texts> = {
  [MessageCode.CorporateAdminUserNotFound]: {
    tur: 'Kullanıcı bu şirkette bulunamadı.',
    eng: 'The user was not found in this company.',
  },
  [MessageCode.CorporateAdminRolesUnchanged]: {
    tur: 'Kullanıcının rolleri zaten böyle.',
    eng: 'The user already has these roles.',
  },
  [MessageCode.CorporateAdminRolesChangedMeanwhile]: {
    tur: 'Kullanıcının rolleri bu arada değişti; listeyi yenileyip tekrar deneyin.',
    eng: 'The user’s roles changed meanwhile; refresh the list and try again.',
  },
  [MessageCode.CorporateAdminLastAdmin]: {
    tur: 'Şirketin son yöneticisinin yönetici rolü kaldırılamaz; önce başka bir kullanıcıya yönetici rolü verin.',
    eng: 'The company’s last administrator cannot lose the administrator role; make another user an administrator first.',
  },
  [MessageCode.CorporateAdminGroupNotFound]: {
    tur: 'Onay grubu bulunamadı.',
    eng: 'The approval group was not found.',
  },
  [MessageCode.CorporateAdminGroupRetired]: {
    tur: 'Onay grubu kullanımdan kaldırılmış.',
    eng: 'The approval group has been retired.',
  },
  [MessageCode.CorporateAdminGroupNameTaken]: {
    tur: 'Bu adla bir onay grubu zaten var.',
    eng: 'An approval group with this name already exists.',
  },
  [MessageCode.CorporateAdminGroupInUse]: {
    tur: 'Bu grubu gerektiren yürürlükte bir kural var; önce kuralı değiştirin veya kaldırın.',
    eng: 'A rule in force needs this group; change or retire that rule first.',
  },
  [MessageCode.CorporateAdminGroupTooSmall]: {
    tur: 'Bir kural bu gruptan, grubun üye sayısından fazla onay istiyor.',
    eng: 'A rule would need more approvals from the group than it has members.',
  },
  [MessageCode.CorporateAdminMemberNotApprover]: {
    tur: 'Onay grubuna yalnızca şirketin onaycı rolündeki kullanıcıları eklenebilir.',
    eng: 'Only the company’s users with the approver role can be members of an approval group.',
  },
  [MessageCode.CorporateAdminRuleNotFound]: { tur: 'Onay kuralı bulunamadı.', eng: 'The approval rule was not found.' },
  [MessageCode.CorporateAdminRuleRetired]: {
    tur: 'Onay kuralı kullanımdan kaldırılmış.',
    eng: 'The approval rule has been retired.',
  },
  [MessageCode.CorporateAdminRuleOverlap]: {
    tur: 'Aynı işlem türü ve para birimi için tutar aralığı başka bir kuralla çakışıyor.',
    eng: 'The amount band overlaps another rule of the same operation kind and currency.',
  },
  [MessageCode.CorporateAdminBandInvalid]: {
    tur: 'Tutar aralığının üst sınırı alt sınırından büyük olmalı.',
    eng: 'The band’s upper amount must be greater than its lower amount.',
  },
  [MessageCode.CorporateAdminExpiryInvalid]: {
    tur: 'Bekleme süresi 1 ile 720 saat arasında olmalı.',
    eng: 'The waiting time must be between 1 and 720 hours.',
  },
  [MessageCode.CorporateAdminNeedsInvalid]: {
    tur: 'Her gereken onay, şirketin yürürlükteki bir grubunu bir kez ve en az 1 onayla belirtmeli.',
    eng: 'Each needed approval must name a live group of the company once, with at least 1 approval.',
  },
};
