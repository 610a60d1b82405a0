/** A corporate maker's operation stored to wait for approvals (issue 17): the 995 answer of the areas that wait. */
import * as v from 'valibot';
import { OPERATION_KINDS } from './corporate-roles';
import { CURRENCIES } from './money';

const NeedSchema = v.object({ groupId: v.string(), groupName: v.string(), count: v.number() });

/** A maker's stored operation (what `/Transfer/Execute` or `/Bill/Pay` answers with action code 995). */
export const WaitingOperationSchema = v.object({
  operationId: v.string(),
  reference: v.string(),
  status: v.literal('Waiting'),
  kind: v.picklist(OPERATION_KINDS),
  amount: v.string(),
  currency: v.picklist(CURRENCIES),
  summary: v.record(v.string(), v.nullable(v.string())),
  needs: v.array(NeedSchema),
  expiresAt: v.string(),
});
export type WaitingOperation = v.InferOutput<typeof WaitingOperationSchema>;
