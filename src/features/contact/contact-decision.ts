import type { ContactCategory, ContactRequest, SaveContactUsRequest } from '../../contract/contact';
import { decisionStore } from '../../lib/decision-store';

/** What the confirm step shows besides the request: the files by name and size, and the answer days. */
export interface ContactPlan {
  category: ContactCategory;
  files: { name: string; size: number }[];
  answerDays: number;
}

export const contactDecision = decisionStore<SaveContactUsRequest, ContactPlan, ContactRequest>('contact-request');
