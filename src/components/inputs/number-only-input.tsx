import { Input } from '@chakra-ui/react';
import { NUMBER_ONLY } from '../../contract/input-rules';
import { keepMatching, type InputBaseProps } from './input-base';
import { InputFrame } from './input-frame';

export interface NumberOnlyInputProps extends InputBaseProps<string> {
  maxLength?: number;
}

/** Digits and "." only (spec section 5); anything else is dropped as it is typed or pasted. */
export function NumberOnlyInput({
  value,
  onChange,
  onBlur,
  label,
  blockPattern,
  maxLength,
  ...frame
}: NumberOnlyInputProps) {
  return (
    <InputFrame label={label} {...frame}>
      <Input
        name={frame.name}
        inputMode="decimal"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(keepMatching(keepMatching(event.target.value, NUMBER_ONLY), blockPattern))}
        onBlur={onBlur}
      />
    </InputFrame>
  );
}
