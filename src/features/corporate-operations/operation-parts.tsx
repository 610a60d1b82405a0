import { Badge, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { CorporateOperation } from '../../contract/corporate-operations';
import { STATUS_LABEL, STATUS_PALETTE } from './operation-labels';

/** The operation's status as a coloured badge (its words carry the meaning; the colour only repeats it). */
export function OperationStatusBadge({ status, testId }: { status: CorporateOperation['status']; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} data-testid={testId} data-status={status}>
      {i18n._(STATUS_LABEL[status])}
    </Badge>
  );
}

/** Per needed group: "Finans 1/1 · Yönetim 0/1", a met group marked as such for screen readers too. */
export function NeedsProgress({ needs, testId }: { needs: CorporateOperation['needs']; testId?: string }) {
  const { t } = useLingui();
  return (
    <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" data-testid={testId}>
      {needs.map((need) => {
        const { groupName, approved, count } = need;
        const met = approved >= count;
        return (
          <li key={need.groupId}>
            <Badge
              variant={met ? 'subtle' : 'outline'}
              colorPalette={met ? 'green' : 'gray'}
              data-testid="operation-need"
            >
              <Text as="span" aria-hidden="true">
                {groupName} {approved}/{count}
              </Text>
              <VisuallyHidden data-testid="operation-need-label">
                {t({ id: 'corporateOps.needs.label', message: `${groupName}: ${approved} of ${count} approvals` })}
              </VisuallyHidden>
            </Badge>
          </li>
        );
      })}
    </HStack>
  );
}
