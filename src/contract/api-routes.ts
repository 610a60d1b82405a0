/**
 * The route table: every call of the API with the contract's schemas of its body, query, path
 * parameters and answer. The server's OpenAPI document (`GET /api/openapi.json`) is generated from
 * it, and tests/server/openapi.test.ts fails when a route the server mounts is missing here.
 */
import type { ApiRoute } from './api-route';
import { LAST_TRANSACTION_ROUTES } from './api-routes-last-transactions';
import { BANKING_ROUTES } from './api-routes-banking';
import { CARD_DEBT_ROUTES } from './api-routes-card-debt';
import { CARD_STATEMENT_ROUTES } from './api-routes-card-statements';
import { CARD_ROUTES } from './api-routes-cards';
import { CARD_TRANSACTION_ROUTES } from './api-routes-card-transactions';
import { CARD_MANAGEMENT_ROUTES } from './api-routes-cards-management';
import { CARD_VIRTUAL_ROUTES } from './api-routes-cards-virtual';
import { CARD_APPLICATION_ROUTES } from './api-routes-card-applications';
import { CARD_NETWORK_ROUTES } from './api-routes-cards-network';
import { DOCUMENT_ROUTES } from './api-routes-documents';
import { FINANCING_ROUTES } from './api-routes-financing';
import { OTHER_BANK_ROUTES } from './api-routes-other-banks';
import { OPEN_BANKING_ROUTES } from './api-routes-open-banking';
import { MARKET_ROUTES } from './api-routes-market';
import { PHYSICAL_GOLD_ROUTES } from './api-routes-physical-gold';
import { BILL_ROUTES } from './api-routes-bills';
import { CALLCENTER_ROUTES } from './api-routes-callcenter';
import { CC_TRANSFER_ROUTES } from './api-routes-callcenter-transfers';
import { CONTACT_ROUTES } from './api-routes-contact';
import { CORPORATE_ADMIN_ROUTES } from './api-routes-corporate-admin';
import { CORPORATE_OPERATION_ROUTES } from './api-routes-corporate-operations';
import { SAVED_PAYMENT_ROUTES } from './api-routes-payments-saved';
import { SIGN_IN_ROUTES } from './api-routes-sign-in';
import { SETTINGS_ROUTES } from './api-routes-settings';
import { STANDING_ORDER_ROUTES } from './api-routes-standing-orders';
import { TRANSFER_ROUTES } from './api-routes-transfers';

export const API_ROUTES: readonly ApiRoute[] = [
  ...SIGN_IN_ROUTES,
  ...BANKING_ROUTES,
  ...TRANSFER_ROUTES,
  ...BILL_ROUTES,
  ...SAVED_PAYMENT_ROUTES,
  ...CARD_DEBT_ROUTES,
  ...LAST_TRANSACTION_ROUTES,
  ...STANDING_ORDER_ROUTES,
  ...CARD_ROUTES,
  ...CARD_TRANSACTION_ROUTES,
  ...CARD_MANAGEMENT_ROUTES,
  ...CARD_VIRTUAL_ROUTES,
  ...CARD_APPLICATION_ROUTES,
  ...CARD_STATEMENT_ROUTES,
  ...CARD_NETWORK_ROUTES,
  ...MARKET_ROUTES,
  ...PHYSICAL_GOLD_ROUTES,
  ...DOCUMENT_ROUTES,
  ...SETTINGS_ROUTES,
  ...OPEN_BANKING_ROUTES,
  ...FINANCING_ROUTES,
  ...OTHER_BANK_ROUTES,
  ...CONTACT_ROUTES,
  ...CORPORATE_ADMIN_ROUTES,
  ...CORPORATE_OPERATION_ROUTES,
  ...CALLCENTER_ROUTES,
  ...CC_TRANSFER_ROUTES,
];
