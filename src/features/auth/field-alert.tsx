import { Text } from '@chakra-ui/react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';

/** A field's own error text (e.g. "Choose a workgroup."), shown while the field's error signal holds an issue. */
export function FieldAlert({ error, children }: { error: ReadonlySignal<string>; children: ReactNode }) {
  useSignals();
  if (!error.value) return null;
  return (
    <Text color="fg.error" role="alert">
      {children}
    </Text>
  );
}
