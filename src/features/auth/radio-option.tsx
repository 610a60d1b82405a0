import { chakra } from '@chakra-ui/react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { StringFieldProps } from './text-field';

export interface RadioOptionProps {
  /** The form field's value signal: the option is checked when it holds `value`. */
  selected: ReadonlySignal<string | undefined>;
  /** The modular-forms element props of the field (name, ref, onChange, onBlur). */
  props: StringFieldProps;
  value: string;
  children: ReactNode;
  testId: string;
  data?: Record<`data-${string}`, string>;
}

/**
 * One choice of a native radio group (arrow keys move between choices, Space selects),
 * drawn as a card: the input is visually hidden, the card shows focus and selection.
 * It reads the field's signal, so it calls useSignals() (stack-notes pitfall 1).
 */
export function RadioOption({ selected, props, value, children, testId, data }: RadioOptionProps) {
  useSignals();
  const checked = selected.value === value;
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="3"
      padding="3"
      borderWidth="2px"
      borderRadius="l2"
      cursor="pointer"
      borderColor={checked ? 'brand.solid' : 'border'}
      bg={checked ? 'brand.subtle' : 'bg'}
      _focusWithin={{
        outlineWidth: '2px',
        outlineStyle: 'solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      }}
      data-testid={testId}
      data-checked={String(checked)}
      {...data}
    >
      <chakra.input type="radio" {...props} value={value} checked={checked} srOnly />
      {children}
    </chakra.label>
  );
}
