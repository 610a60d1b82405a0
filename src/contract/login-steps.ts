import * as v from 'valibot';
import { IssueKey } from './message-codes';
import { text } from './safe-text';

/**
 * `data` of login-step answers that LoginStepDataSchema does not cover:
 * 106 (waiting for push approval) and 119 (choose a representative workgroup).
 */
export const MobileApproveDataSchema = v.object({
  authorizationId: v.string(),
  mobileApproveTimeout: v.number(),
});
export type MobileApproveData = v.InferOutput<typeof MobileApproveDataSchema>;

export const WorkgroupSchema = v.object({ id: v.string(), name: v.string() });
export const WorkgroupListDataSchema = v.object({ workgroups: v.array(WorkgroupSchema) });
export type WorkgroupListData = v.InferOutput<typeof WorkgroupListDataSchema>;

/** `POST /auth/approveMessage`: polled every 5 s while waiting for the push approval. */
export const ApproveMessageSchema = v.object({
  authorizationId: v.pipe(
    text({ message: IssueKey.Required }),
    v.nonEmpty(IssueKey.Required),
    v.maxLength(64, IssueKey.TooLong),
  ),
});
export type ApproveMessage = v.InferOutput<typeof ApproveMessageSchema>;
