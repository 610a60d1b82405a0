import { NativeSelect } from '@chakra-ui/react';
import type { InputBaseProps } from './input-base';
import { InputFrame } from './input-frame';

export interface SelectInputProps extends Omit<InputBaseProps<string>, 'blockPattern'> {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

/** A labelled native select (keyboard and screen-reader friendly on every device) in the shared input frame. */
export function SelectInput({ value, onChange, onBlur, options, placeholder, ...frame }: SelectInputProps) {
  return (
    <InputFrame label={frame.label} {...frame}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={frame.name}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </InputFrame>
  );
}
