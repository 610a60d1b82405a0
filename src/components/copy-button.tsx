import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showSnackbar } from './snackbar';

/** Copies a value (an IBAN) to the clipboard and says so. */
export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showSnackbar(t({ id: 'copy.done', message: 'Copied.' }), 'info');
    } catch {
      showSnackbar(t({ id: 'copy.failed', message: 'Could not copy. Select the text to copy it.' }), 'warning');
    }
  };
  return (
    <Button size="xs" variant="outline" onClick={() => void copy()} aria-label={label} data-testid={testId}>
      <Trans id="copy.button">Copy</Trans>
    </Button>
  );
}
