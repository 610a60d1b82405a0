/**
 * Corporate access (docs/corporate-access.md): the roles a user holds in a representative workgroup,
 * and the kinds of operation an approval rule is written for. Page and server read these names;
 * the menu's `roles` list them too.
 */
import * as v from 'valibot';

export const CORPORATE_ROLES = ['viewer', 'maker', 'approver', 'admin'] as const;
export type CorporateRole = (typeof CORPORATE_ROLES)[number];
export const CorporateRoleSchema = v.picklist(CORPORATE_ROLES);

/** What a maker starts and a rule is written for; each kind maps to the areas whose commits wait. */
export const OPERATION_KINDS = [
  'transfer',
  'billPayment',
  'cardPayment',
  'standingOrder',
  'cardOperation',
  'accountOperation',
  'trade',
] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];
export const OperationKindSchema = v.picklist(OPERATION_KINDS);
