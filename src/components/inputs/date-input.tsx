import { Input } from '@chakra-ui/react';
import type { InputBaseProps } from './input-base';
import { InputFrame } from './input-frame';

export interface DateInputProps extends Omit<InputBaseProps<string>, 'blockPattern'> {
  min?: string;
  max?: string;
}

/** A native date input (the browser's calendar, keyboard and screen-reader friendly); the value is `YYYY-MM-DD`. */
export function DateInput({ value, onChange, onBlur, min, max, ...frame }: DateInputProps) {
  return (
    <InputFrame label={frame.label} {...frame}>
      <Input
        type="date"
        name={frame.name}
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </InputFrame>
  );
}
