import { Stack, Switch, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SwitchFieldProps {
  label: ReactNode;
  helper?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name: string;
  testId: string;
}

/** An on/off setting: a labelled switch (a checkbox to assistive technology) with a line of help under it. */
export function SwitchField({ label, helper, checked, onChange, disabled, name, testId }: SwitchFieldProps) {
  const helperId = `${name}-help`;
  return (
    <Stack gap="1">
      <Switch.Root
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked)}
        disabled={disabled}
        name={name}
        data-testid={testId}
        data-checked={checked ? 'true' : 'false'}
      >
        <Switch.HiddenInput aria-describedby={helper ? helperId : undefined} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {helper ? (
        <Text id={helperId} fontSize="sm" color="fg.muted" paddingStart="10">
          {helper}
        </Text>
      ) : null}
    </Stack>
  );
}
