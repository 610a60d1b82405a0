import { msg } from '@lingui/core/macro';

/** The localized general texts of the page action flow (spec sections 4 and 8). */
export const ACTION_FLOW_TEXT = {
  mandatoryField: msg({ id: 'general.mandatoryFieldWarning', message: 'Please fill in the required fields.' }),
  errorTitle: msg({ id: 'general.errorPopupTitle', message: 'Error' }),
  approveError: msg({ id: 'general.approveError', message: 'The code could not be verified. Please try again.' }),
  success: msg({ id: 'general.transactionSuccess', message: 'Your transaction has been completed.' }),
  smsTitle: msg({ id: 'actionFlow.smsTitle', message: 'SMS verification' }),
  emailTitle: msg({ id: 'actionFlow.emailTitle', message: 'E-mail verification' }),
};
