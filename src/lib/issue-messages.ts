import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IssueKey, MessageCode } from '../contract/message-codes';

/** The one place schema issue keys become words, so a form error and a server 400 read the same. */
const ISSUE_MESSAGES: Record<string, MessageDescriptor> = {
  [IssueKey.Required]: msg({ id: 'issue.required', message: 'This field is required.' }),
  [IssueKey.TcknInvalid]: msg({ id: 'issue.tcknInvalid', message: 'Enter a valid 11-digit identity number.' }),
  [IssueKey.PasswordRequired]: msg({ id: 'issue.passwordRequired', message: 'Enter your password.' }),
  [IssueKey.PasswordTooLong]: msg({ id: 'issue.passwordTooLong', message: 'The password is too long.' }),
  [IssueKey.OtpFormat]: msg({ id: 'issue.otpFormat', message: 'Enter the 6-digit code.' }),
  [IssueKey.TooLong]: msg({ id: 'issue.tooLong', message: 'This value is too long.' }),
  [IssueKey.PasswordMismatch]: msg({ id: 'issue.passwordMismatch', message: 'The passwords do not match.' }),
  [IssueKey.SecurityKeyFormat]: msg({
    id: 'issue.securityKeyFormat',
    message: 'The security key has 6 to 20 letters or digits.',
  }),
  [IssueKey.SecurityKeyMismatch]: msg({ id: 'issue.securityKeyMismatch', message: 'The security keys do not match.' }),
  [IssueKey.CaptchaRequired]: msg({ id: 'issue.captchaRequired', message: 'Enter the characters in the image.' }),
  [IssueKey.Invalid]: msg({ id: 'issue.invalid', message: 'This value is not valid.' }),
  [IssueKey.IbanInvalid]: msg({ id: 'issue.ibanInvalid', message: 'Enter a valid IBAN.' }),
  [IssueKey.CardInvalid]: msg({ id: 'issue.cardInvalid', message: 'Enter a valid 16-digit card number.' }),
  [IssueKey.AmountNotPositive]: msg({ id: 'issue.amountNotPositive', message: 'Enter an amount above zero.' }),
  [IssueKey.AmountOverBalance]: msg({
    id: 'issue.amountOverBalance',
    message: 'The amount is more than the available balance.',
  }),
  [IssueKey.AmountOverCardDebt]: msg({
    id: 'issue.amountOverCardDebt',
    message: "The amount is more than the card's current debt.",
  }),
  [IssueKey.DateRangeReversed]: msg({
    id: 'issue.dateRangeReversed',
    message: 'The end date cannot be before the start date.',
  }),
  [IssueKey.DateRangeTooLong]: msg({
    id: 'issue.dateRangeTooLong',
    message: 'The date range can be at most one year.',
  }),
  [IssueKey.AmountRangeReversed]: msg({
    id: 'issue.amountRangeReversed',
    message: 'The largest amount cannot be less than the smallest amount.',
  }),
  // Bill payment: the page checks the institution's rule as the bank does.
  [MessageCode.BillSubscriberInvalid]: msg({
    id: 'issue.billSubscriberInvalid',
    message: 'This number does not fit the institution’s rule. Check the number on your bill.',
  }),
  [MessageCode.BillNoneChosen]: msg({ id: 'issue.billNoneChosen', message: 'Choose at least one bill to pay.' }),
  // Virtual cards and card applications (issue 14): the page checks the bank's rules as the bank does.
  [MessageCode.VirtualLimitOverMain]: msg({
    id: 'issue.virtualLimitOverMain',
    message: "The virtual card's limit cannot be above its main card's limit.",
  }),
  [MessageCode.CardApplicationAmountInvalid]: msg({
    id: 'issue.cardApplicationLimitTooLow',
    message: 'Ask for a limit of at least 500.00 TL.',
  }),
  // Card management (issue 14, MGMT): the PIN and limit checks the page makes as the bank does.
  [MessageCode.CardPinFormat]: msg({ id: 'issue.cardPinFormat', message: 'The PIN has 4 digits.' }),
  [MessageCode.CardPinMismatch]: msg({ id: 'issue.cardPinMismatch', message: 'The two PINs are not the same.' }),
  [MessageCode.CardLimitInvalid]: msg({ id: 'issue.cardLimitInvalid', message: 'Enter a limit above zero.' }),
  [MessageCode.CardAtmLimitAboveMaximum]: msg({
    id: 'issue.cardLimitAboveMaximum',
    message: 'This is above the most the bank allows (shown under the field).',
  }),
  [MessageCode.CardPosLimitAboveMaximum]: msg({
    id: 'issue.cardLimitAboveMaximum',
    message: 'This is above the most the bank allows (shown under the field).',
  }),
  [MessageCode.CardOnlineLimitAboveMaximum]: msg({
    id: 'issue.cardLimitAboveMaximum',
    message: 'This is above the most the bank allows (shown under the field).',
  }),
  [IssueKey.TextInvalidCharacters]: msg({
    id: 'issue.textInvalidCharacters',
    message: 'This field contains characters that cannot be used (a control character or a broken character).',
  }),
};

export const issueMessage = (key: string): MessageDescriptor =>
  ISSUE_MESSAGES[key] ?? (ISSUE_MESSAGES[IssueKey.Invalid] as MessageDescriptor);

/** Spec section 8: shown when the server gives no Warning or Error text. */
export const GENERIC_ERROR = msg({
  id: 'error.generic',
  message: 'An unexpected error occurred. Please try again.',
});
