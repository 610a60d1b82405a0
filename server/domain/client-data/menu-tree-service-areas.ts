/** The menu's service areas after the products: corporate approvals, settings, the corporate admin panel, contact. */
import type { MenuEntry } from './menu-entry';

export const SERVICE_AREAS: MenuEntry[] = [
  {
    title: { tur: 'Kurumsal Onaylar', eng: 'Corporate approvals' },
    path: '/dashboard/corporate-operations',
    icon: 'corporate',
    roles: ['approver', 'maker'],
    children: [
      {
        title: { tur: 'Onay Bekleyen İşlemler', eng: 'Operations for approval' },
        path: '/dashboard/corporate-operations',
        icon: 'list',
        info: {
          tur: 'Onayınızı bekleyenler, başlattıklarınız ve geçmiş',
          eng: 'Waiting for your approval, started by you, and history',
        },
        roles: ['approver', 'maker'],
      },
    ],
  },
  {
    title: { tur: 'Ayarlar', eng: 'Settings' },
    path: '/dashboard/profile',
    icon: 'settings',
    children: [
      {
        title: { tur: 'Profilim', eng: 'My profile' },
        path: '/dashboard/profile',
        icon: 'list',
        info: { tur: 'Telefon, e-posta, güvenlik resmi ve anahtarı', eng: 'Phone, e-mail, security image and key' },
      },
      {
        title: { tur: 'Şifre Değiştir', eng: 'Change password' },
        path: '/dashboard/change-password',
        icon: 'settings',
        info: { tur: 'Diğer oturumlarınız kapanır', eng: 'Your other sessions end' },
      },
      {
        title: { tur: 'Başarılı/Başarısız Girişler', eng: 'Sign-in history' },
        path: '/dashboard/success-failed-login',
        icon: 'history',
        info: { tur: 'Zaman, kanal, IP adresi ve cihaz', eng: 'Time, channel, IP address and device' },
      },
      {
        title: { tur: 'Tanımlı Cihazlarım', eng: 'My devices' },
        path: '/dashboard/defined-devices',
        icon: 'virtual',
        info: { tur: 'Adlandırın veya kaldırın', eng: 'Rename or remove them' },
      },
      {
        title: { tur: 'IP Kısıtlamaları', eng: 'IP restrictions' },
        path: '/dashboard/ip-restrictions',
        icon: 'list',
        info: { tur: 'Girişe izin verilen adresler', eng: 'The addresses you may sign in from' },
      },
      {
        title: { tur: 'Açık Bankacılık İzinlerim', eng: 'Open banking permissions' },
        path: '/dashboard/open-banking',
        icon: 'at',
        info: { tur: 'Uygulamalara verdiğiniz izinler', eng: 'What you allowed other apps to do' },
      },
      {
        title: { tur: 'Diğer Banka Erişim İzinleri', eng: 'Other bank access permissions' },
        path: '/dashboard/other-bank-access-permissions',
        icon: 'accounts',
        info: { tur: 'Diğer bankalardaki hesaplarınızı bağlayın', eng: 'Link your accounts at other banks' },
      },
    ],
  },
  {
    title: { tur: 'Yönetim Paneli', eng: 'Admin panel' },
    path: '/dashboard/admin/user-role-change',
    icon: 'admin',
    roles: ['admin'],
    children: [
      {
        title: { tur: 'Kullanıcılar ve Roller', eng: 'Users and roles' },
        path: '/dashboard/admin/user-role-change',
        icon: 'list',
        info: { tur: 'Şirket kullanıcılarının rolleri', eng: 'The company users’ roles' },
        roles: ['admin'],
      },
      {
        title: { tur: 'Onay Grupları ve Kuralları', eng: 'Approval groups and rules' },
        path: '/dashboard/admin/approval-group-creation-management',
        icon: 'applications',
        info: { tur: 'Kim neyi onaylar', eng: 'Who approves what' },
        roles: ['admin'],
      },
    ],
  },
  {
    title: { tur: 'Bize Ulaşın', eng: 'Contact us' },
    path: '/dashboard/contact-us',
    icon: 'contact',
    children: [
      {
        title: { tur: 'İletişim ve Şubeler', eng: 'Contact and branches' },
        path: '/dashboard/contact-us',
        icon: 'list',
        info: { tur: 'Çağrı merkezi, e-posta, şubeler', eng: 'Call centre, e-mail, branches' },
      },
      {
        title: { tur: 'Talep Gönder', eng: 'Send a request' },
        path: '/dashboard/contact_us_send_request',
        icon: 'plus',
        info: { tur: 'Şikâyet, soru veya öneri', eng: 'A complaint, question or suggestion' },
      },
      {
        title: { tur: 'Taleplerim', eng: 'My requests' },
        path: '/dashboard/contact_us_my_requests',
        icon: 'history',
        info: { tur: 'Durum, yanıt süresi ve yanıtlar', eng: 'Status, answer deadline and answers' },
      },
    ],
  },
];
