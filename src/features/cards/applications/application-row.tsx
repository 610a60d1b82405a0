import { Badge, Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ListRow } from '../../../components/list-row';
import type { CardApplicationSummary } from '../../../contract/card-applications';
import { formatDate } from '../../../contract/date-text';
import { useLanguage } from '../../../lib/use-language';
import { APPLICATION_KIND_LABEL, APPLICATION_STATUS_LABEL, APPLICATION_STATUS_PALETTE } from './application-labels';

/** One card application in a list (the customer's and the call-center agent's): kind, product, reference, date, status. */
export function ApplicationRow({ application: a }: { application: CardApplicationSummary }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  return (
    <ListRow align="center" wrap="wrap" data-testid="application-row" data-status={a.status}>
      <Box minWidth="0" flex="1">
        <Link
          to="/dashboard/my_card_applications/detail"
          search={{ applicationId: a.id }}
          data-testid="application-link"
        >
          <Text as="span" fontWeight="semibold" textDecoration="underline">
            {i18n._(APPLICATION_KIND_LABEL[a.kind])}
          </Text>
        </Link>
        <Text fontSize="sm" color="fg.muted">
          {a.productName} · {a.reference} · {formatDate(a.createdAt, language)}
        </Text>
      </Box>
      <Badge colorPalette={APPLICATION_STATUS_PALETTE[a.status]} data-testid="application-status">
        {i18n._(APPLICATION_STATUS_LABEL[a.status])}
      </Badge>
    </ListRow>
  );
}
