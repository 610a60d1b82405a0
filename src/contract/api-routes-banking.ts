/** The route table's accounts, easy addresses and home-page calls; api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import {
  AccountChangeSchema,
  AccountDetailSchema,
  AccountProductsSchema,
  CloseAccountSchema,
  CreateAccountOutcomeSchema,
  CreateAccountSchema,
  OpeningQuoteRequestSchema,
  StatementCsvSchema,
  TransactionFilterSchema,
  UpdateAliasSchema,
} from './account-management';
import { AccountListSchema } from './accounts';
import {
  AccountNumberParam,
  FlagParam,
  TakeQuerySchema,
  UpdateTimeQuerySchema,
  customerCall,
  type ApiRoute,
} from './api-route';
import { CustomerSchema } from './auth';
import { LoginAttemptListSchema } from './auth-flows';
import {
  CreateEasyAddressSchema,
  DeleteEasyAddressSchema,
  EasyAddressChangeSchema,
  EasyAddressDeletedSchema,
  EasyAddressHolderSchema,
  EasyAddressInputSchema,
  EasyAddressListSchema,
} from './easy-addresses';
import { MenuTreeSchema } from './menu';
import { NetWorthSchema } from './net-worth';
import { SaveShortcutsSchema, ShortcutListSchema } from './shortcuts';
import { SpecialDayImageSchema } from './special-day';
import { StatementPdfSchema, TransactionListSchema } from './transactions';
import { ExchangeQuoteSchema } from './transfers';

const call = customerCall;
const account = { accountNumber: AccountNumberParam };
const DASHBOARD: ApiRoute[] = [
  call({
    path: '/Customer/Customer',
    name: 'getCustomer',
    tag: 'Customer',
    summary: 'Who is signed in.',
    data: CustomerSchema,
  }),
  ...(['GetLastLoginAttempts', 'GetLastFailedLoginAttempts'] as const).map((name) =>
    call({
      path: `/ChannelManagement/${name}`,
      name: name.charAt(0).toLowerCase() + name.slice(1),
      tag: 'Customer',
      summary: `The latest ten ${name.includes('Failed') ? 'failed ' : ''}sign-in attempts.`,
      data: LoginAttemptListSchema,
    }),
  ),
  call({
    path: '/TenantSettings/GetMenuTree',
    name: 'getMenuTree',
    tag: 'Client data',
    summary: 'The menu, compared by updateTime.',
    query: UpdateTimeQuerySchema,
    data: MenuTreeSchema,
  }),
  call({
    path: '/External/GetNetWorth',
    name: 'getNetWorth',
    tag: 'Accounts',
    summary: 'Assets and debts in TRY at indicative rates.',
    data: NetWorthSchema,
  }),
  call({
    path: '/DkAdc/GetSpecialDayImage',
    name: 'getSpecialDayImage',
    tag: 'Client data',
    summary: 'Today’s special-day image; `data: null` on an ordinary day.',
    data: SpecialDayImageSchema,
  }),
  call({
    path: '/DkAdc/GetClientShortcuts',
    name: 'getClientShortcuts',
    tag: 'Client data',
    summary: 'The home page’s shortcuts.',
    data: ShortcutListSchema,
  }),
  call({
    path: '/DkAdc/SaveClientShortcut',
    name: 'saveClientShortcut',
    tag: 'Client data',
    summary: 'Distinct shortcut codes, at most 8.',
    body: SaveShortcutsSchema,
    data: ShortcutListSchema,
  }),
];

const ACCOUNTS: ApiRoute[] = [
  call({
    path: '/Deposit/GetAccounts/{IsClosedIncluded}',
    name: 'getAccounts',
    tag: 'Accounts',
    summary: 'The customer’s accounts (closed ones too when `true`).',
    params: { IsClosedIncluded: FlagParam },
    data: AccountListSchema,
    actionCodes: [ActionCode.AccountsListed],
  }),
  call({
    path: '/Deposit/GetLastTransactions/{accountNumber}',
    name: 'getLastTransactions',
    tag: 'Accounts',
    summary: 'The newest entries of an account.',
    params: account,
    query: TakeQuerySchema,
    data: TransactionListSchema,
  }),
  ...(
    [
      ['GetTransactions', 'The filtered history of an account, newest first.', TransactionListSchema],
      ['GetStatementPdf', 'The filtered history as a PDF (base64).', StatementPdfSchema],
      ['GetStatementCsv', 'The filtered history as CSV text.', StatementCsvSchema],
    ] as const
  ).map(([name, summary, data]) =>
    call({
      path: `/Deposit/${name}/{accountNumber}`,
      name: name.charAt(0).toLowerCase() + name.slice(1),
      tag: 'Accounts',
      summary,
      params: account,
      query: TransactionFilterSchema,
      data,
    }),
  ),
  call({
    path: '/Deposit/GetAccountDetail/{accountNumber}',
    name: 'getAccountDetail',
    tag: 'Accounts',
    summary: 'One account in detail.',
    params: account,
    data: AccountDetailSchema,
  }),
  call({
    path: '/Deposit/GetAccountProducts',
    name: 'getAccountProducts',
    tag: 'Accounts',
    summary: 'What can be opened.',
    data: AccountProductsSchema,
  }),
  call({
    path: '/Deposit/GetOpeningQuote',
    name: 'getOpeningQuote',
    tag: 'Accounts',
    summary: 'The exchange quote for funding a new account from another currency.',
    body: OpeningQuoteRequestSchema,
    data: ExchangeQuoteSchema,
  }),
  call({
    path: '/Deposit/CreateAccount',
    name: 'createAccount',
    tag: 'Accounts',
    summary:
      "Opens and funds an account; a corporate maker's opening that needs approvals is stored to wait (995) and opens when approved (across currencies at the bank's rate then).",
    body: CreateAccountSchema,
    data: CreateAccountOutcomeSchema,
    actionCodes: [ActionCode.AccountCreated, ActionCode.CorporateOperationWaiting],
    idempotent: true,
  }),
  ...(
    [
      [
        'UpdateAccountAlias',
        'Names an account (empty: the product name).',
        UpdateAliasSchema,
        ActionCode.AccountAliasUpdated,
      ],
      ['CloseAccount', 'Closes an account at zero balance.', CloseAccountSchema, ActionCode.AccountClosed],
    ] as const
  ).map(([name, summary, body, code]) =>
    call({
      path: `/Deposit/${name}`,
      name: name.charAt(0).toLowerCase() + name.slice(1),
      tag: 'Accounts',
      summary,
      body,
      data: AccountChangeSchema,
      actionCodes: [code],
      idempotent: true,
    }),
  ),
];

const EASY_ADDRESSES: ApiRoute[] = [
  call({
    path: '/Kolas/GetEasyAddresses',
    name: 'getEasyAddresses',
    tag: 'Easy addresses',
    summary: 'The customer’s own easy addresses (KOLAS aliases), in full.',
    data: EasyAddressListSchema,
  }),
  call({
    path: '/Kolas/CreateEasyAddress',
    name: 'createEasyAddress',
    tag: 'Easy addresses',
    summary: 'Registers an alias to an own TRY account.',
    body: CreateEasyAddressSchema,
    data: EasyAddressChangeSchema,
    actionCodes: [ActionCode.EasyAddressCreated],
    idempotent: true,
  }),
  call({
    path: '/Kolas/DeleteEasyAddress',
    name: 'deleteEasyAddress',
    tag: 'Easy addresses',
    summary: 'Removes an alias.',
    body: DeleteEasyAddressSchema,
    data: EasyAddressDeletedSchema,
    actionCodes: [ActionCode.EasyAddressDeleted],
    idempotent: true,
  }),
  call({
    path: '/Kolas/Resolve',
    name: 'resolveEasyAddress',
    tag: 'Easy addresses',
    summary: 'The masked holder and bank behind an alias (30 a minute per customer).',
    body: EasyAddressInputSchema,
    data: EasyAddressHolderSchema,
  }),
];

export const BANKING_ROUTES: readonly ApiRoute[] = [...DASHBOARD, ...ACCOUNTS, ...EASY_ADDRESSES];
