/**
 * Action codes. 100-203 drive the login and verification steps (spec section 2);
 * product ranges: 3xx accounts, 4xx transfers, 5xx payments, 6xx debit cards,
 * 7xx credit cards, 8xx gold, metals and financing, 9xx everything else.
 * docs/api.md keeps the same table.
 */
export const ActionCode = {
  Dashboard: 100,
  Otp: 101,
  SetPassword: 102,
  Login: 105,
  WaitingPush: 106,
  SetSecurityKey: 107,
  SetSecurityImage: 108,
  SelectRepresentativeWorkgroup: 119,
  TransactionOtp: 201,
  TransactionPush: 202,
  TransactionEmail: 203,
  /** A service call that completed with nothing further to do. */
  None: 0,
  AccountsListed: 300,
  AccountCreated: 301,
  AccountAliasUpdated: 302,
  AccountClosed: 303,
  EasyAddressCreated: 310,
  EasyAddressDeleted: 311,
  /** Preview answered the summary; `isTransactionSigning` leads to the summary-confirm route. */
  TransferPreviewed: 400,
  TransferCompleted: 401,
  /** Accepted and at the clearing house (EFT/FAST): completes when the network settles it. */
  TransferPending: 402,
  /** An EFT outside EFT hours, waiting for the next window. */
  TransferScheduled: 403,
  /** A secure payment: the money is held by the bank until the buyer releases it. */
  TransferHeld: 404,
  RegisteredTransactionSaved: 410,
  RegisteredTransactionUpdated: 411,
  RegisteredTransactionDeleted: 412,
  SecurePaymentReleased: 420,
  SecurePaymentCancelled: 421,
  /** Bills paid (issue 13). */
  BillPaid: 501,
  /** Saved payments (issue 13). */
  SavedPaymentSaved: 530,
  SavedPaymentUpdated: 531,
  SavedPaymentDeleted: 532,
  /** A card debt paid: a card of this bank at once; another bank's card at the clearing house (FAST/EFT), or waiting for EFT hours. */
  CardDebtPaid: 540,
  CardDebtPending: 541,
  CardDebtScheduled: 542,
  /** Standing orders (issue 13). */
  StandingOrderCreated: 550,
  StandingOrderUpdated: 551,
  StandingOrderPaused: 552,
  StandingOrderResumed: 553,
  StandingOrderCancelled: 554,
  /** Card management (issue 14, MGMT): every change answers the card's detail. */
  CardPinChanged: 560,
  CardPermissionsUpdated: 561,
  CardAccountUpdated: 562,
  CardLimitsUpdated: 563,
  CardFrozen: 564,
  CardUnfrozen: 565,
  CardUpdated: 566,
  CardCancelled: 567,
  CardBlocked: 568,
  CardRenewalRequested: 569,
  /** Virtual cards and card applications (issue 14, APPS). */
  VirtualCardCreated: 580,
  VirtualCardLimitUpdated: 581,
  VirtualCardRevealed: 582,
  CardApplicationReceived: 585,
  /** Credit card statement settings (issue 14, STM). */
  CardStatementCutoffUpdated: 590,
  CardStatementPreferenceUpdated: 591,
  /** Currency and precious metals (issue 15): a trade done, its receipt in the answer. */
  MarketTraded: 600,
  /** Financing (issue 15): installments paid, or the financing paid off early; the receipt in the answer. */
  FinancingInstallmentsPaid: 630,
  FinancingPaidOff: 631,
  /** Physical gold (issue 15): an order paid and placed; a delivery address saved. */
  GoldOrderPlaced: 610,
  GoldAddressSaved: 611,
  /** My documents (issue 15, DOCS): a missing document uploaded. */
  DocumentUploaded: 910,
  /** Contact (issue 16, CONTACT): a request to the bank received. */
  ContactRequestSaved: 940,
  /** Settings (issue 16): password, devices, phone or e-mail, security image and key changed. */
  PasswordChanged: 920,
  DeviceRenamed: 921,
  DeviceRemoved: 922,
  ContactCodeSent: 923,
  ContactChanged: 924,
  SecurityImageChanged: 925,
  SecurityKeyChanged: 926,
  IpRestrictionsChanged: 927,
  /** Open banking (issue 16, the bank as HHS): a provider's consent approved, refused, revoked. */
  ConsentApproved: 950,
  ConsentRefused: 951,
  ConsentRevoked: 952,
  /** Other bank access permissions (issue 16): a consent to authorise at the other bank; a consent revoked. */
  OtherBankLinkStarted: 961,
  OtherBankConsentRevoked: 962,
  /** CallCenter transfers (issue 18): the agent's transfer stored, waiting for the customer's confirmation on their phone. */
  CcTransferWaiting: 985,
  /** Corporate access (issue 17): a maker's operation stored, waiting for approvals; an approval counted; the operation ended. */
  CorporateOperationWaiting: 995,
  CorporateOperationApproved: 996,
  CorporateOperationDecided: 997,
  /** Corporate administration (issue 17): roles changed; an approval group or rule saved or retired. */
  CorporateRolesChanged: 990,
  ApprovalGroupSaved: 991,
  ApprovalGroupRetired: 992,
  ApprovalRuleSaved: 993,
  ApprovalRuleRetired: 994,
} as const;
export type ActionCode = (typeof ActionCode)[keyof typeof ActionCode];

/** Where the page goes for each login-step action code. */
export const loginStepRoutes = {
  [ActionCode.Dashboard]: '/dashboard',
  [ActionCode.Otp]: '/sms-otp',
  [ActionCode.SetPassword]: '/set-password',
  [ActionCode.Login]: '/login',
  [ActionCode.WaitingPush]: '/mobile-approve',
  [ActionCode.SetSecurityKey]: '/security-key',
  [ActionCode.SetSecurityImage]: '/security-images',
  [ActionCode.SelectRepresentativeWorkgroup]: '/select-representative-workgroup',
} as const;
export type LoginStepCode = keyof typeof loginStepRoutes;

export const isLoginStepCode = (code: number): code is LoginStepCode => code in loginStepRoutes;
