/** The fuzz plans of the contact area's routes (issue 16). */
import { SOME_ID, type RoutePlan } from './fuzz-routes';

export const contactRoutePlans: Record<string, RoutePlan> = {
  'GET /api/auth/branches': { as: 'none' },
  'POST /api/dkenquiryagency/savecontactus': {
    as: 'customer',
    sample: {
      body: {
        category: 'Card',
        subject: 'Kart aidatı',
        text: 'Yıllık kart aidatının iadesini rica ederim.',
        attachments: [{ fileName: 'dekont.pdf', contentType: 'application/pdf', content: 'JVBERi0xLjQK' }],
      },
    },
    variants: [{ body: { category: 'Other', subject: 'Öneri', text: 'Mobil uygulamaya karanlık tema gelsin.' } }],
    runs: 12,
  },
  'GET /api/dkenquiryagency/getcontactuslist': { as: 'customer' },
  // A random id answers contact.attachmentNotFound (404).
  'GET /api/dkenquiryagency/getcontactusattachment/:id': { as: 'customer', sample: { params: { id: SOME_ID } } },
  'POST /api/sandbox/contactusanswer': {
    as: 'none',
    sample: { body: { referenceNumber: 'SKY-20261125-000001', text: 'Talebiniz incelendi.' } },
    runs: 12,
  },
};
