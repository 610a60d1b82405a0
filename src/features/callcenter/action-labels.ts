import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * What an audited action (the route table's name of the agent's call) reads as in the process
 * history; an action without a label shows its name.
 */
export const ACTION_LABEL: Readonly<Record<string, MessageDescriptor>> = {
  getAgent: msg({ id: 'cc.action.getAgent', message: 'Agent checked' }),
  getCall: msg({ id: 'cc.action.getCall', message: 'Call read' }),
  startCall: msg({ id: 'cc.action.startCall', message: 'Call opened from the link' }),
  findCallCustomer: msg({ id: 'cc.action.findCallCustomer', message: 'Caller searched' }),
  sendCallVerificationCode: msg({ id: 'cc.action.sendCallVerificationCode', message: 'Verification code sent' }),
  verifyCallInformation: msg({ id: 'cc.action.verifyCallInformation', message: 'Caller verification' }),
  getCustomerInformation: msg({ id: 'cc.action.getCustomerInformation', message: 'Customer panel read' }),
  getProcessHistory: msg({ id: 'cc.action.getProcessHistory', message: 'Process history read' }),
  getAccounts: msg({ id: 'cc.action.getAccounts', message: 'Accounts read' }),
  getAccountDetail: msg({ id: 'cc.action.getAccountDetail', message: 'Account detail read' }),
  getTransactions: msg({ id: 'cc.action.getTransactions', message: 'Account movements read' }),
  createAccount: msg({ id: 'cc.action.createAccount', message: 'Account opened' }),
  getFinancings: msg({ id: 'cc.action.getFinancings', message: 'Loans read' }),
  getFinancing: msg({ id: 'cc.action.getFinancing', message: 'Loan detail read' }),
  getCards: msg({ id: 'cc.action.getCards', message: 'Cards read' }),
  getCard: msg({ id: 'cc.action.getCard', message: 'Card detail read' }),
  cardReportLostStolen: msg({ id: 'cc.action.cardReportLostStolen', message: 'Card blocked as lost or stolen' }),
  getCardApplications: msg({ id: 'cc.action.getCardApplications', message: 'Card applications read' }),
  getPaymentLastTransactions: msg({ id: 'cc.action.getPaymentLastTransactions', message: 'Last transactions read' }),
  startCcTransfer: msg({ id: 'cc.action.startCcTransfer', message: 'Transfer started for the customer' }),
  getCcTransfer: msg({ id: 'cc.action.getCcTransfer', message: 'Transfer status read' }),
};
