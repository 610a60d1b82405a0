/**
 * Contact (issue 16): the branches (`GET /Auth/Branches`, with or without a session), a request
 * to the bank (`POST /DkEnquiryAgency/SaveContactUs`), the customer's requests
 * (`GET /DkEnquiryAgency/GetContactUsList`) and an attachment of one of them
 * (`GET /DkEnquiryAgency/GetContactUsAttachment/{id}`). docs/api.md describes them.
 */
import { Hono } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import { IdParam } from '../../src/contract/api-route';
import { SaveContactUsSchema } from '../../src/contract/contact';
import { MessageCode } from '../../src/contract/message-codes';
import { branchList } from '../domain/branches/branches';
import { contactAttachmentOf, listContactRequests, saveContactRequest } from '../domain/contact/requests';
import type { AppEnv } from '../http/context';
import { respondChange } from '../http/decision';
import { authSuccess, serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { parseJsonBody, parseParams } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

/** Mounted at /api: every path names its own controller. */
export const contactRoutes = new Hono<AppEnv>();

contactRoutes.get('/auth/branches', (c) => c.json(authSuccess(ActionCode.None, branchList(c.var.language))));

contactRoutes.post('/dkenquiryagency/savecontactus', requireActive, async (c) => {
  const request = await parseJsonBody(c, SaveContactUsSchema);
  const { deps, session } = c.var;
  return respondChange(c, 'contact-request', request, async (tx) => ({
    actionCode: ActionCode.ContactRequestSaved,
    data: await saveContactRequest(tx, session!.customerId, request, deps.now()),
  }));
});

contactRoutes.get('/dkenquiryagency/getcontactuslist', requireActive, async (c) => {
  const { deps, session } = c.var;
  return c.json(serviceSuccess({ requests: await listContactRequests(deps.db, session!.customerId, deps.now()) }));
});

contactRoutes.get('/dkenquiryagency/getcontactusattachment/:id', requireActive, async (c) => {
  const { id } = parseParams(c, { id: IdParam });
  const file = await contactAttachmentOf(c.var.deps.db, c.var.session!.customerId, id);
  if (!file) throw new RequestError(404, [MessageCode.ContactAttachmentNotFound]);
  return c.json(serviceSuccess(file));
});
