/**
 * What a CallCenter agent may call, per verification state of the call (issue 18). Names are the
 * route table's (src/contract/api-routes*.ts). Anything not listed answers 403 callcenter.notAllowed;
 * a listed `verified` call before the caller is verified answers 403 callcenter.notVerified.
 * Areas that open a route to agents add its name here (and nowhere else).
 */
import { API_ROUTES } from '../../../src/contract/api-routes';
import type { ApiRoute } from '../../../src/contract/api-route';

/** Before the caller is verified: the agent, the call, finding and verifying the caller, the bank's parameters. */
export const UNVERIFIED_AGENT_ROUTES: readonly string[] = [
  'getAgent',
  'getCall',
  'startCall',
  'findCallCustomer',
  'sendCallVerificationCode',
  'verifyCallInformation',
  'getCustomerInformation',
  'getProcessHistory',
  'getParametersByGroup',
];

/** Once the caller is verified, for that customer only (the call's CC session). */
export const VERIFIED_AGENT_ROUTES: readonly string[] = [
  // Accounts: list, detail, movements; opening a current account.
  'getAccounts',
  'getAccountDetail',
  'getLastTransactions',
  'getTransactions',
  // The account detail's statement of the filtered history (PDF, CSV).
  'getStatementPdf',
  'getStatementCsv',
  'getAccountProducts',
  'getOpeningQuote',
  'createAccount',
  // Financings (the CallCenter "loans").
  'getFinancings',
  'getFinancing',
  // A financing's contract, and the customer's other documents by id.
  'getDocumentPdf',
  // Debit and credit cards, and the lost/stolen block on the customer's word.
  'getCards',
  'getCard',
  'getCardTransactions',
  'getCardStatements',
  'getCardStatementPdf',
  'cardReportLostStolen',
  // Card applications.
  'getCardApplications',
  'getCardApplication',
  // The customer's last transactions (what was done, including through the call center).
  'getPaymentLastTransactions',
  'getPaymentLastTransaction',
  // Transfers for the caller (confirmed by the customer on their phone) and their registered recipients.
  'getRecordedTransactions',
  'startCcTransfer',
  'getCcTransfer',
];

interface Matcher {
  route: ApiRoute;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS: readonly Matcher[] = API_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(
    `^${route.path
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : escape(part)))
      .join('')}/?$`,
    'i',
  ),
}));

/** The route table's entry of a request (path without `/api`), if any. */
export const routeOf = (method: string, path: string): ApiRoute | undefined =>
  MATCHERS.find((m) => m.route.method === method && m.pattern.test(path))?.route;

export type AgentRight = 'allowed' | 'notVerified' | 'notAllowed';

export const agentRight = (routeName: string | undefined, verified: boolean): AgentRight => {
  if (!routeName) return 'notAllowed';
  if (UNVERIFIED_AGENT_ROUTES.includes(routeName)) return 'allowed';
  if (VERIFIED_AGENT_ROUTES.includes(routeName)) return verified ? 'allowed' : 'notVerified';
  return 'notAllowed';
};
