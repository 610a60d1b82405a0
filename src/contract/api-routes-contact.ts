/** The route table's contact calls (issue 16, contact); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { customerCall as call, IdParam, type ApiRoute } from './api-route';
import {
  BranchListSchema,
  ContactAttachmentFileSchema,
  ContactRequestListSchema,
  ContactRequestSchema,
  SandboxContactAnswerSchema,
  SandboxContactAnsweredSchema,
  SaveContactUsSchema,
} from './contact';

const TAG = 'Contact';

export const CONTACT_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/Auth/Branches',
    name: 'branches',
    tag: TAG,
    summary:
      'The bank’s branches (city, district, address, phone, opening hours in the caller’s language) by city, and the cities that have one; with or without a session.',
    session: 'optional',
    envelope: 'auth',
    data: BranchListSchema,
    actionCodes: [ActionCode.None],
  },
  call({
    path: '/DkEnquiryAgency/SaveContactUs',
    name: 'saveContactUs',
    tag: TAG,
    summary:
      'A request to the bank: category, subject (3–120), text (10–2000) and at most 3 attachments (PDF, JPEG or PNG by their first bytes, 1 byte to 2 MiB each, a plain name ending in its type’s extension; body up to 9 MiB). Answers the request with its reference number SKY-YYYYMMDD-NNNNNN and the answer deadline (20 days for a card matter, 30 otherwise). Refusals name each problem: contact.tooManyAttachments, contact.attachmentEmpty, contact.attachmentTooLarge, contact.attachmentWrongType, contact.attachmentNameInvalid.',
    body: SaveContactUsSchema,
    data: ContactRequestSchema,
    actionCodes: [ActionCode.ContactRequestSaved],
    idempotent: true,
  }),
  call({
    path: '/DkEnquiryAgency/GetContactUsList',
    name: 'getContactUsList',
    tag: TAG,
    summary:
      'The customer’s own requests, newest first: status (Received; In progress an hour after receipt on the bank’s clock; Answered; Closed), the answer deadline, the attachments (without their bytes) and the bank’s answers.',
    data: ContactRequestListSchema,
  }),
  call({
    path: '/DkEnquiryAgency/GetContactUsAttachment/{id}',
    name: 'getContactUsAttachment',
    tag: TAG,
    summary:
      'An attachment of one of the customer’s own requests, base64; any other id answers 404 contact.attachmentNotFound.',
    params: { id: IdParam },
    data: ContactAttachmentFileSchema,
  }),
  {
    method: 'POST',
    path: '/Sandbox/ContactUsAnswer',
    name: 'sandboxContactUsAnswer',
    tag: 'Sandbox',
    summary:
      'The bank’s staff answer a request by its reference number: it becomes Answered (Closed with `close: true`); a closed request answers contact.requestClosed.',
    session: 'none',
    envelope: 'service',
    body: SandboxContactAnswerSchema,
    data: SandboxContactAnsweredSchema,
    actionCodes: [ActionCode.None],
  },
];
