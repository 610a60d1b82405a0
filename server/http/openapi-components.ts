/** The contract's schemas the OpenAPI document names as components (a route's own schemas get the route's name). */
import type * as v from 'valibot';
import { AccountChangeSchema, AccountDetailSchema, AccountProductsSchema } from '../../src/contract/account-management';
import { AccountListSchema, AccountSchema } from '../../src/contract/accounts';
import { LoginAnswerDataSchema } from '../../src/contract/api-routes-sign-in';
import { EmptyDataSchema } from '../../src/contract/api-route';
import { CustomerSchema, LoginStepDataSchema } from '../../src/contract/auth';
import { FlowStartSchema, PasswordRulesSchema } from '../../src/contract/auth-flows';
import { EasyAddressHolderSchema, EasyAddressListSchema, EasyAddressSchema } from '../../src/contract/easy-addresses';
import { MessageSchema } from '../../src/contract/envelope';
import { MenuItemSchema } from '../../src/contract/menu';
import {
  RegisteredTransactionListSchema,
  RegisteredTransactionSchema,
} from '../../src/contract/registered-transactions';
import { OutboxMessageSchema } from '../../src/contract/sandbox';
import { SensitiveDataMappingSchema } from '../../src/contract/sensitive-data';
import { TransactionSchema } from '../../src/contract/transactions';
import {
  ApproverInfoSchema,
  ExchangeQuoteSchema,
  TransferPartySchema,
  TransferReceiptSchema,
  TransferRequestSchema,
  TransferSummarySchema,
  TransferTargetSchema,
} from '../../src/contract/transfers';

export const NAMED_SCHEMAS: Readonly<Record<string, v.GenericSchema>> = {
  Message: MessageSchema,
  Empty: EmptyDataSchema,
  LoginStepData: LoginStepDataSchema,
  LoginAnswer: LoginAnswerDataSchema,
  FlowStart: FlowStartSchema,
  PasswordRules: PasswordRulesSchema,
  Customer: CustomerSchema,
  SensitiveDataMapping: SensitiveDataMappingSchema,
  MenuItem: MenuItemSchema,
  Account: AccountSchema,
  AccountList: AccountListSchema,
  AccountDetail: AccountDetailSchema,
  AccountChange: AccountChangeSchema,
  AccountProducts: AccountProductsSchema,
  Transaction: TransactionSchema,
  EasyAddress: EasyAddressSchema,
  EasyAddressList: EasyAddressListSchema,
  EasyAddressHolder: EasyAddressHolderSchema,
  TransferTarget: TransferTargetSchema,
  TransferRequest: TransferRequestSchema,
  TransferSummary: TransferSummarySchema,
  TransferReceipt: TransferReceiptSchema,
  TransferParty: TransferPartySchema,
  ApproverInfo: ApproverInfoSchema,
  ExchangeQuote: ExchangeQuoteSchema,
  RegisteredTransaction: RegisteredTransactionSchema,
  RegisteredTransactionList: RegisteredTransactionListSchema,
  OutboxMessage: OutboxMessageSchema,
};
