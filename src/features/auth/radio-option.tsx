import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface RadioOptionProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
  testId: string;
  data?: Record<`data-${string}`, string>;
}

/**
 * One choice of a native radio group (arrow keys move between choices, Space selects),
 * drawn as a card: the input is visually hidden, the card shows focus and selection.
 */
export function RadioOption({ name, value, checked, onChange, children, testId, data }: RadioOptionProps) {
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
      <chakra.input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} srOnly />
      {children}
    </chakra.label>
  );
}
