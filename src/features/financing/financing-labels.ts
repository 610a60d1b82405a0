import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InstallmentState } from '../../contract/financing';

/** An installment's state as shown, and its badge's colour. */
export const INSTALLMENT_STATE_LABELS: Record<InstallmentState, MessageDescriptor> = {
  Paid: msg({ id: 'financing.state.paid', message: 'Paid' }),
  Settled: msg({ id: 'financing.state.settled', message: 'Closed early' }),
  Overdue: msg({ id: 'financing.state.overdue', message: 'Overdue' }),
  Due: msg({ id: 'financing.state.due', message: 'To pay' }),
};

export const INSTALLMENT_STATE_PALETTE: Record<InstallmentState, string> = {
  Paid: 'green',
  Settled: 'gray',
  Overdue: 'red',
  Due: 'blue',
};
