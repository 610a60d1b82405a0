import {
  CardChangeAnswerSchema,
  type CardChange,
  type CardChangeRequest,
  type ChangePinRequest,
  type RenewCardRequest,
  type ReportLostStolenRequest,
  type SetAccountRequest,
  type SetLimitsRequest,
  type SetNicknameRequest,
  type SetNotificationsRequest,
  type SetPermissionsRequest,
} from '../contract/cards-management';
import { serviceEnvelopeRequest } from './http';

/** The request of each card change (with the code step's fields when the code dialog posts it again). */
export interface CardChangeRequests {
  ChangePin: ChangePinRequest;
  SetPermissions: SetPermissionsRequest;
  SetAccount: SetAccountRequest;
  SetLimits: SetLimitsRequest;
  Freeze: CardChangeRequest;
  Unfreeze: CardChangeRequest;
  SetNickname: SetNicknameRequest;
  SetNotifications: SetNotificationsRequest;
  Cancel: CardChangeRequest;
  ReportLostStolen: ReportLostStolenRequest;
  Renew: RenewCardRequest;
}

/**
 * A card change (`/Card/<change>`) under its Idempotency-Key: a code challenge first, then the card's
 * detail as it now is. Invalidate `cardKeys.all` after it.
 */
export const changeCard = <C extends CardChange>(
  change: C,
  body: CardChangeRequests[C] & { otpCode?: string; otpReferenceKey?: string },
  idempotencyKey: string,
) => serviceEnvelopeRequest(`/Card/${change}`, CardChangeAnswerSchema, { method: 'POST', body, idempotencyKey });
