import * as v from 'valibot';
import { countryByCode } from '../../contract/countries';
import type { EasyAddressType } from '../../contract/easy-addresses';
import { normaliseEasyAddress } from '../../contract/easy-address-value';
import type { PhoneValue } from '../../contract/input-rules';
import { IssueKey } from '../../contract/message-codes';

/**
 * The create form keeps every value a string (modular-forms fields): a phone travels as
 * `<country>|<national number>` between PhoneInput and the form, and as E.164 to the bank.
 */
export const phoneToField = ({ countryCode, nationalNumber }: PhoneValue): string => `${countryCode}|${nationalNumber}`;
export const phoneFromField = (text: string): PhoneValue => {
  const [countryCode = 'TR', nationalNumber = ''] = text.split('|');
  return { countryCode, nationalNumber };
};

/** What the bank receives for the field's text: E.164 for a phone (as typed otherwise). */
export const easyAddressValue = (type: EasyAddressType, text: string): string => {
  if (type !== 'PhoneNumber') return text.trim();
  const { countryCode, nationalNumber } = phoneFromField(text);
  return `+${countryByCode(countryCode)?.phone ?? ''}${nationalNumber.replace(/^0+/, '')}`;
};

/** The form's schema for one type: the contract's rules (checksums, libphonenumber-js) on blur. */
export const easyAddressFormSchema = (type: EasyAddressType) =>
  v.object({
    accountNumber: v.pipe(v.string(), v.nonEmpty(IssueKey.Required)),
    value: v.pipe(
      v.string(),
      v.check(
        (text) => (type === 'PhoneNumber' ? phoneFromField(text).nationalNumber : text.trim()) !== '',
        IssueKey.Required,
      ),
      v.check(
        (text) => normaliseEasyAddress(type, easyAddressValue(type, text)) !== undefined,
        type === 'IdentityNumber' ? IssueKey.TcknInvalid : IssueKey.Invalid,
      ),
    ),
  });
export type EasyAddressFormValues = { accountNumber: string; value: string };
