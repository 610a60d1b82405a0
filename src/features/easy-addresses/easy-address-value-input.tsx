import { useLingui } from '@lingui/react/macro';
import { NumberOnlyInput } from '../../components/inputs/number-only-input';
import { PhoneInput } from '../../components/inputs/phone-input';
import { TextInput } from '../../components/text-input';
import type { EasyAddressType } from '../../contract/easy-addresses';
import { EASY_ADDRESS_HELP, EASY_ADDRESS_TYPE_TEXT } from '../../lib/easy-address-text';
import { phoneFromField, phoneToField } from './easy-address-form-rules';

export interface EasyAddressValueInputProps {
  type: EasyAddressType;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  required?: boolean;
}

/** The value input for a type: PhoneInput for phones, digits only for TCKN/VKN/YKN, text for e-mail and passport. */
export function EasyAddressValueInput({ type, value, onChange, onBlur, error, required }: EasyAddressValueInputProps) {
  const { i18n } = useLingui();
  const label = i18n._(EASY_ADDRESS_TYPE_TEXT[type]);
  const helper = i18n._(EASY_ADDRESS_HELP[type]);
  if (type === 'PhoneNumber')
    return (
      <PhoneInput
        label={label}
        helper={helper}
        value={phoneFromField(value)}
        onChange={(phone) => onChange(phoneToField(phone))}
        onBlur={onBlur}
        error={error}
        required={required}
        name="value"
        testId="easy-value"
      />
    );
  if (type === 'IdentityNumber' || type === 'TaxNumber' || type === 'ForeignIdentityNumber')
    return (
      <NumberOnlyInput
        label={label}
        helper={helper}
        value={value}
        onChange={(text) => onChange(text.replace(/\./g, ''))}
        onBlur={onBlur}
        error={error}
        required={required}
        maxLength={type === 'TaxNumber' ? 10 : 11}
        name="value"
        testId="easy-value"
      />
    );
  return (
    <TextInput
      label={label}
      helper={helper}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      required={required}
      maxLength={type === 'Email' ? 254 : 12}
      autoComplete={type === 'Email' ? 'email' : 'off'}
      testId="easy-value"
    />
  );
}
