import { Badge, Box, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { cardApplicationsQueryOptions } from '../../../api/card-applications';
import { ListRow } from '../../../components/list-row';
import { ListScreen } from '../../../components/list-screen';
import { formatDate } from '../../../contract/date-text';
import { useLanguage } from '../../../lib/use-language';
import {
  APPLICATION_KIND_LABEL,
  APPLICATION_STATUS_LABEL,
  APPLICATION_STATUS_PALETTE,
} from '../applications/application-labels';

/**
 * CallCenter /dashboard/my_card_applications: the caller's card applications (credit, debit, renewal,
 * replacement) with their status, each a link to its timeline. Applying stays the customer's.
 */
export function AgentApplicationsScreen() {
  const { i18n } = useLingui();
  const language = useLanguage();
  return (
    <ListScreen
      segment="my_card_applications"
      title={<Trans id="cc.applications.title">Customer's card applications</Trans>}
      testId="cc-card-applications"
      prefix="applications"
      query={useQuery(cardApplicationsQueryOptions())}
      items={(data) => data.applications}
      empty={<Trans id="cc.applications.empty">The customer has no card applications.</Trans>}
      row={(a) => (
        <ListRow key={a.id} align="center" wrap="wrap" data-testid="application-row" data-status={a.status}>
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
      )}
    />
  );
}
