import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A business message above a form (the server's text, or the generic one). */
export function FormMessage({
  children,
  status = 'error',
  testId,
}: {
  children: ReactNode;
  status?: 'error' | 'warning' | 'success' | 'info';
  testId?: string;
}) {
  if (!children) return null;
  return (
    <Alert.Root status={status} data-testid={testId} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
