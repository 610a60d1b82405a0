/**
 * The bank answers a request (sandbox: `POST /api/Sandbox/ContactUsAnswer`, as its staff would):
 * the answer is stored and the request becomes Answered (or Closed when told); a closed request
 * takes no further answer. The customer reads it in GetContactUsList.
 */
import { eq } from 'drizzle-orm';
import type { SandboxContactAnswer } from '../../../src/contract/contact';
import { MessageCode } from '../../../src/contract/message-codes';
import type { Db } from '../../db/client';
import { contactAnswers, contactRequests } from '../../db/schema/contact';
import { BusinessError } from '../common/refusal';

export const answerContactRequest = async (
  db: Db,
  answer: Required<SandboxContactAnswer>,
  now: Date,
): Promise<{ referenceNumber: string; status: 'Answered' | 'Closed' }> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.referenceNumber, answer.referenceNumber))
      .for('update');
    if (!row) throw new BusinessError([MessageCode.ContactRequestNotFound]);
    if (row.status === 'Closed') throw new BusinessError([MessageCode.ContactRequestClosed]);
    const status = answer.close ? 'Closed' : 'Answered';
    await tx.insert(contactAnswers).values({ requestId: row.id, body: answer.text, answeredAt: now });
    await tx.update(contactRequests).set({ status, updatedAt: now }).where(eq(contactRequests.id, row.id));
    return { referenceNumber: row.referenceNumber, status };
  });
