import { Button, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useOnline } from '../lib/use-online';
import { OfflineDisabledReason } from './offline-disabled-reason';

export interface FormActionsProps {
  submitLabel: ReactNode;
  submitTestId: string;
  busy?: boolean;
  /** A money-moving or bank-changing action: disabled offline, with the reason beside it. */
  needsOnline?: boolean;
  /** Before the primary action (e.g. Back, Cancel). */
  secondary?: ReactNode;
}

/** Where every form's primary action sits: at the end of the form, on the right, secondary actions before it. */
export function FormActions({ submitLabel, submitTestId, busy, needsOnline, secondary }: FormActionsProps) {
  const online = useOnline();
  return (
    <Stack gap="2" align="flex-end" data-testid="form-actions">
      <HStack gap="3" wrap="wrap" justify="flex-end">
        {secondary}
        <Button type="submit" loading={busy} disabled={needsOnline && !online} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </HStack>
      {needsOnline ? <OfflineDisabledReason /> : null}
    </Stack>
  );
}
