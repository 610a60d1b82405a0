import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CorporateRole } from '../../contract/corporate-roles';

export const ROLE_LABEL: Record<CorporateRole, MessageDescriptor> = {
  viewer: msg({ id: 'corporateAdmin.role.viewer', message: 'Viewer' }),
  maker: msg({ id: 'corporateAdmin.role.maker', message: 'Maker' }),
  approver: msg({ id: 'corporateAdmin.role.approver', message: 'Approver' }),
  admin: msg({ id: 'corporateAdmin.role.admin', message: 'Administrator' }),
};

export const ROLE_HINT: Record<CorporateRole, MessageDescriptor> = {
  viewer: msg({ id: 'corporateAdmin.roleHint.viewer', message: 'Sees accounts, cards, history and documents' }),
  maker: msg({ id: 'corporateAdmin.roleHint.maker', message: 'Starts transfers, payments and other operations' }),
  approver: msg({ id: 'corporateAdmin.roleHint.approver', message: 'Approves operations for their groups' }),
  admin: msg({ id: 'corporateAdmin.roleHint.admin', message: 'Manages users’ roles, approval groups and rules' }),
};

/** The operation kinds' names live in src/lib (the approvers' screen reads them too). */
export { KIND_LABEL } from '../../lib/operation-kind-labels';
