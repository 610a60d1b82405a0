import { Input } from '@chakra-ui/react';
import { keepMatching, type InputBaseProps } from './input-base';
import { InputFrame } from './input-frame';

export interface FilteredInputProps extends InputBaseProps<string> {
  maxLength?: number;
  inputMode: 'decimal' | 'numeric';
  /** What a typed or pasted text becomes (after the optional blockPattern). */
  filter: (text: string) => string;
}

/** A text input that only ever holds what its filter lets through, as it is typed or pasted. */
export function FilteredInput({
  value,
  onChange,
  onBlur,
  label,
  blockPattern,
  maxLength,
  inputMode,
  filter,
  ...frame
}: FilteredInputProps) {
  return (
    <InputFrame label={label} {...frame}>
      <Input
        name={frame.name}
        inputMode={inputMode}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(filter(keepMatching(event.target.value, blockPattern)))}
        onBlur={onBlur}
      />
    </InputFrame>
  );
}
