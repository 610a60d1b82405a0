import { Button, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/**
 * The two buttons under a list's filters: apply (the form's submit: it applies the draft) and clear
 * (`onClear` empties the draft and applies no filter). Test ids `<testIdPrefix>-apply` and `-clear`.
 */
export function FilterButtons({ onClear, testIdPrefix = 'filter' }: { onClear: () => void; testIdPrefix?: string }) {
  return (
    <HStack gap="2" marginTop="3">
      <Button type="submit" size="sm" data-testid={`${testIdPrefix}-apply`}>
        <Trans id="filters.apply">Apply the filters</Trans>
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear} data-testid={`${testIdPrefix}-clear`}>
        <Trans id="filters.clear">Clear</Trans>
      </Button>
    </HStack>
  );
}
