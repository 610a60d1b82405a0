import * as v from 'valibot';

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
