/** The route table's card management calls (issue 14); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { customerCall as call, type ApiRoute } from './api-route';
import {
  CardChangeResultSchema,
  CardChangeSchema,
  ChangePinSchema,
  RenewCardSchema,
  ReportLostStolenSchema,
  SetAccountSchema,
  SetLimitsSchema,
  SetNicknameSchema,
  SetNotificationsSchema,
  SetPermissionsSchema,
} from './cards-management';

const TAG = 'Card management';

const CODE_STEP =
  'First a challenge (201 SMS / 202 push / 203 e-mail), then with `otpReferenceKey` and `otpCode` the card’s detail as it now is.';

const change = (name: string, summary: string, body: ApiRoute['body'], actionCode: number): ApiRoute =>
  call({
    path: `/Card/${name}`,
    name: `card${name}`,
    tag: TAG,
    summary: `${summary} ${CODE_STEP}`,
    body,
    data: CardChangeResultSchema,
    actionCodes: [actionCode],
    idempotent: true,
  });

export const CARD_MANAGEMENT_ROUTES: ApiRoute[] = [
  change(
    'ChangePin',
    'Sets a debit or credit card’s PIN (ENC1 `pin`, `pinRepeat`): 4 digits, not repeated, not a run, not the birth year or day, not a BDDK-listed PIN, not the current one.',
    ChangePinSchema,
    ActionCode.CardPinChanged,
  ),
  change(
    'SetPermissions',
    'Opens or closes online, contactless, abroad and ATM-abroad use (ATM abroad needs abroad).',
    SetPermissionsSchema,
    ActionCode.CardPermissionsUpdated,
  ),
  change(
    'SetAccount',
    'Links a debit card (or a credit card’s automatic payment) to an open TRY current account of the customer.',
    SetAccountSchema,
    ActionCode.CardAccountUpdated,
  ),
  change(
    'SetLimits',
    'Sets the daily ATM, POS and online limits, each above zero and at most the bank’s maximum for the card’s kind.',
    SetLimitsSchema,
    ActionCode.CardLimitsUpdated,
  ),
  change('Freeze', 'Freezes an Active card for now (reason Customer).', CardChangeSchema, ActionCode.CardFrozen),
  change('Unfreeze', 'Opens a Frozen card again (never a Blocked one).', CardChangeSchema, ActionCode.CardUnfrozen),
  change(
    'SetNickname',
    'Names the card (at most 30 characters); null or empty clears it.',
    SetNicknameSchema,
    ActionCode.CardUpdated,
  ),
  change(
    'SetNotifications',
    'Turns the SMS for each approved transaction on or off.',
    SetNotificationsSchema,
    ActionCode.CardUpdated,
  ),
  change(
    'Cancel',
    'Cancels an Active or Frozen card for good; a credit card’s virtual cards with it; a credit card’s debt stays to be paid.',
    CardChangeSchema,
    ActionCode.CardCancelled,
  ),
  change(
    'ReportLostStolen',
    'Blocks a lost or stolen card at once (the 24-hour liability rule in `notice`); with `replacement` a Replacement application to the delivery address.',
    ReportLostStolenSchema,
    ActionCode.CardBlocked,
  ),
  change(
    'Renew',
    'Asks for the card’s renewal to the delivery address (a Renewal application); refused while one is under way.',
    RenewCardSchema,
    ActionCode.CardRenewalRequested,
  ),
];
