import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ListRow } from '../../components/list-row';
import { Money } from '../../components/money';
import type { CorporateOperation } from '../../contract/corporate-operations';
import { formatDateTime } from '../../contract/date-text';
import { useLanguage } from '../../lib/use-language';
import { KIND_LABEL } from '../../lib/operation-kind-labels';
import { receiverOf } from './operation-labels';
import { NeedsProgress, OperationStatusBadge } from './operation-parts';

/** One operation of a list: what and to whom, the amount, who started it and when, until when, its status and approvals. */
export function OperationRow({ operation: op }: { operation: CorporateOperation }) {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const headingId = `operation-${op.operationId}`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS flex value
  const textColumn = '1 1 16rem';
  const kind = i18n._(KIND_LABEL[op.kind]);
  const maker = op.makerName;
  const created = formatDateTime(op.createdAt, language);
  const expires = formatDateTime(op.expiresAt, language);
  const reference = op.reference;
  return (
    <ListRow
      wrap="wrap"
      align="center"
      aria-labelledby={headingId}
      data-testid="operation-row"
      data-reference={op.reference}
      data-status={op.status}
    >
      <Stack gap="1" minWidth="0" flex={textColumn}>
        <HStack gap="2" wrap="wrap">
          <Heading as="h3" size="sm" id={headingId} data-testid="operation-kind">
            {kind}
          </Heading>
          <OperationStatusBadge status={op.status} testId="operation-status" />
        </HStack>
        <Text data-testid="operation-receiver">{receiverOf(op)}</Text>
        <Text fontSize="sm" color="fg.muted" data-testid="operation-maker">
          <Trans id="corporateOps.row.maker">
            {reference} · started by {maker} on {created}
          </Trans>
        </Text>
        {op.status === 'Waiting' ? (
          <Text fontSize="sm" color="fg.muted" data-testid="operation-expiry">
            <Trans id="corporateOps.row.expires">Waits until {expires}</Trans>
          </Text>
        ) : null}
        <NeedsProgress needs={op.needs} testId="operation-needs" />
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Box fontWeight="semibold">
          <Money amount={op.amount} currency={op.currency} testId="operation-amount" />
        </Box>
        <Button asChild size="sm" variant="outline" data-testid="operation-open">
          <Link
            to="/dashboard/corporate-operations/detail"
            search={{ id: op.operationId }}
            aria-label={t({ id: 'corporateOps.row.openLabel', message: `Details of ${kind} ${reference}` })}
          >
            <Trans id="corporateOps.row.open">Details</Trans>
          </Link>
        </Button>
      </HStack>
    </ListRow>
  );
}
