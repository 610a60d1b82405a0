import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** A list row's Delete: names what it deletes for screen readers; the list screen asks before deleting. */
export function DeleteButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <Button size="sm" variant="outline" colorPalette="red" onClick={onClick} aria-label={label} data-testid={testId}>
      <Trans id="common.delete">Delete</Trans>
    </Button>
  );
}
