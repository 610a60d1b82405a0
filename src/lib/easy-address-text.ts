import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EasyAddressType } from '../contract/easy-addresses';

/** An easy-address type in words. */
export const EASY_ADDRESS_TYPE_TEXT: Record<EasyAddressType, MessageDescriptor> = {
  PhoneNumber: msg({ id: 'easyAddress.type.phone', message: 'Phone number' }),
  IdentityNumber: msg({ id: 'easyAddress.type.identity', message: 'Identity number (TCKN)' }),
  Email: msg({ id: 'easyAddress.type.email', message: 'E-mail' }),
  TaxNumber: msg({ id: 'easyAddress.type.tax', message: 'Tax number (VKN)' }),
  ForeignIdentityNumber: msg({ id: 'easyAddress.type.foreign', message: 'Foreign identity number (YKN)' }),
  PassportNumber: msg({ id: 'easyAddress.type.passport', message: 'Passport number' }),
};

/** What each type expects, under the value input. */
export const EASY_ADDRESS_HELP: Record<EasyAddressType, MessageDescriptor> = {
  PhoneNumber: msg({ id: 'easyAddress.help.phone', message: 'Your mobile number registered with the bank.' }),
  IdentityNumber: msg({ id: 'easyAddress.help.identity', message: 'Your 11-digit T.C. identity number.' }),
  Email: msg({ id: 'easyAddress.help.email', message: 'Your verified e-mail address registered with the bank.' }),
  TaxNumber: msg({ id: 'easyAddress.help.tax', message: "Your company's 10-digit tax number." }),
  ForeignIdentityNumber: msg({
    id: 'easyAddress.help.foreign',
    message: 'Your 11-digit foreign identity number (it starts with 99).',
  }),
  PassportNumber: msg({
    id: 'easyAddress.help.passport',
    message: 'Your passport number on file: 6 to 12 letters and digits.',
  }),
};
