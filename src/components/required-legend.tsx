import { Box, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** Explains the required marker once per form (the marker itself is hidden from screen readers; the inputs are aria-required). */
export function RequiredLegend() {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="required-legend">
      <Box as="span" color="fg.error" aria-hidden="true">
        *
      </Box>{' '}
      <Trans id="form.requiredLegend">Required field</Trans>
    </Text>
  );
}
