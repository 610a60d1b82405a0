/**
 * KOLAS easy addresses (domain-facts.md): an alias (phone, e-mail, TCKN, VKN, YKN,
 * passport) points to one account; an account has at most 5 aliases. Sending to one
 * first resolves it to the holder's masked name and bank, then goes over FAST
 * (or as a remittance when the holder banks with us).
 */
import * as v from 'valibot';
import { maskEmail } from './masking';
import { IssueKey } from './message-codes';
import { text } from './safe-text';

export const EASY_ADDRESS_TYPES = [
  'PhoneNumber',
  'IdentityNumber',
  'Email',
  'TaxNumber',
  'ForeignIdentityNumber',
  'PassportNumber',
] as const;
export type EasyAddressType = (typeof EASY_ADDRESS_TYPES)[number];

export const EASY_ADDRESSES_PER_ACCOUNT = 5;
export const EASY_ADDRESS_VALUE_MAX = 254;

/** Shows enough of an alias to recognise it: `+90******0146`, `d***@example.com`, `*********46`. */
export const maskEasyAddress = (type: EasyAddressType, value: string): string => {
  if (type === 'Email') return maskEmail(value);
  if (type === 'PhoneNumber')
    return `${value.slice(0, 3)}${'*'.repeat(Math.max(value.length - 7, 0))}${value.slice(-4)}`;
  return value.length <= 2 ? value : '*'.repeat(value.length - 2) + value.slice(-2);
};

export const EasyAddressInputSchema = v.object({
  type: v.picklist(EASY_ADDRESS_TYPES, IssueKey.Required),
  value: v.pipe(text(), v.nonEmpty(IssueKey.Required), v.maxLength(EASY_ADDRESS_VALUE_MAX, IssueKey.TooLong)),
});
export type EasyAddressInput = v.InferOutput<typeof EasyAddressInputSchema>;

/** `POST /Kolas/CreateEasyAddress` (Idempotency-Key). */
export const CreateEasyAddressSchema = v.object({
  ...EasyAddressInputSchema.entries,
  accountNumber: v.pipe(text(), v.nonEmpty(IssueKey.Required), v.maxLength(40, IssueKey.TooLong)),
});
export type CreateEasyAddressRequest = v.InferOutput<typeof CreateEasyAddressSchema>;

/** `POST /Kolas/DeleteEasyAddress` (Idempotency-Key). */
export const DeleteEasyAddressSchema = v.object({ id: v.pipe(v.string(), v.uuid(IssueKey.Invalid)) });

/** One of `GET /Kolas/GetEasyAddresses`: the customer's own aliases, shown in full to their owner. */
export const EasyAddressSchema = v.object({
  id: v.string(),
  type: v.picklist(EASY_ADDRESS_TYPES),
  value: v.string(),
  accountNumber: v.string(),
  iban: v.string(),
  accountName: v.string(),
  currency: v.string(),
  createdAt: v.string(),
});
export type EasyAddress = v.InferOutput<typeof EasyAddressSchema>;
export const EasyAddressListSchema = v.object({ easyAddresses: v.array(EasyAddressSchema) });
export type EasyAddressList = v.InferOutput<typeof EasyAddressListSchema>;
/** The answer of CreateEasyAddress. */
export const EasyAddressChangeSchema = v.object({ easyAddress: EasyAddressSchema });
/** The answer of DeleteEasyAddress. */
export const EasyAddressDeletedSchema = v.object({ id: v.string() });

/** `POST /Kolas/Resolve`: the holder behind an alias, masked, and their bank. */
export const EasyAddressHolderSchema = v.object({
  type: v.picklist(EASY_ADDRESS_TYPES),
  maskedValue: v.string(),
  maskedName: v.string(),
  bankCode: v.string(),
  bankName: v.string(),
  isOwnBank: v.boolean(),
});
export type EasyAddressHolder = v.InferOutput<typeof EasyAddressHolderSchema>;
