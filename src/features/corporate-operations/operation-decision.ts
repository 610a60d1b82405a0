import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CorporateOperation } from '../../contract/corporate-operations';

/** What a decision ended in, as the page states it after the code (the operation as the bank answered). */
export const decisionResult = (
  op: CorporateOperation,
): { text: MessageDescriptor; status: 'success' | 'info' | 'warning' } => {
  switch (op.status) {
    case 'Posted':
      return {
        text: msg({
          id: 'corporateOps.result.posted',
          message: 'Approved: the operation is posted and the money has moved.',
        }),
        status: 'success',
      };
    case 'Waiting':
      return {
        text: msg({
          id: 'corporateOps.result.counted',
          message: 'Your approval is counted. The operation still waits for the other approvals.',
        }),
        status: 'info',
      };
    case 'Rejected':
      return {
        text: msg({
          id: 'corporateOps.result.rejected',
          message: 'Rejected: the operation has ended and nothing has moved.',
        }),
        status: 'warning',
      };
    case 'Failed':
      return {
        text: msg({
          id: 'corporateOps.result.failed',
          message: 'Approved, but the operation could not post; nothing has moved.',
        }),
        status: 'warning',
      };
    case 'Expired':
      return {
        text: msg({
          id: 'corporateOps.result.expired',
          message: 'The operation expired before it could post; nothing has moved.',
        }),
        status: 'warning',
      };
  }
};

/** Why a Failed operation did not post: a short balance is named, anything else said in general. */
export const failureText = (code: string | null): MessageDescriptor =>
  code?.endsWith('.insufficientFunds')
    ? msg({ id: 'corporateOps.failure.funds', message: 'The account’s balance was not enough when it was to post.' })
    : msg({ id: 'corporateOps.failure.other', message: 'The bank could not carry it out when it was to post.' });
