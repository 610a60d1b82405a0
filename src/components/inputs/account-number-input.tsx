import { Input } from '@chakra-ui/react';
import { keepMatching, type InputBaseProps } from './input-base';
import { InputFrame } from './input-frame';

/** Digits with at most one "-", never first: "123", "123-", "123-45". */
export const accountNumberText = (text: string): string => {
  const cleaned = text.replace(/[^\d-]/g, '').replace(/^-+/, '');
  const dash = cleaned.indexOf('-');
  return dash < 0 ? cleaned : `${cleaned.slice(0, dash)}-${cleaned.slice(dash + 1).replace(/-/g, '')}`;
};

export interface AccountNumberInputProps extends InputBaseProps<string> {
  maxLength?: number;
}

/** An account number with its addition (spec section 5): digits-digits, validated on blur by the contract's rule. */
export function AccountNumberInput({
  value,
  onChange,
  onBlur,
  label,
  blockPattern,
  maxLength,
  ...frame
}: AccountNumberInputProps) {
  return (
    <InputFrame label={label} {...frame}>
      <Input
        name={frame.name}
        inputMode="numeric"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(accountNumberText(keepMatching(event.target.value, blockPattern)))}
        onBlur={onBlur}
      />
    </InputFrame>
  );
}
