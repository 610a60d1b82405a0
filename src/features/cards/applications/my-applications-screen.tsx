import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { cardApplicationsQueryOptions } from '../../../api/card-applications';
import { ListRow } from '../../../components/list-row';
import { ListScreen } from '../../../components/list-screen';
import { formatDate } from '../../../contract/date-text';
import { useLanguage } from '../../../lib/use-language';
import { CARD_PATHS } from '../card-paths';
import { APPLICATION_KIND_LABEL, APPLICATION_STATUS_LABEL, APPLICATION_STATUS_PALETTE } from './application-labels';

/** /dashboard/my_card_applications: every card application (credit, debit, renewal, replacement) with its status. */
export function MyApplicationsScreen() {
  const { i18n } = useLingui();
  const language = useLanguage();
  return (
    <ListScreen
      segment="my_card_applications"
      prefix="applications"
      titleEnd={
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline" data-testid="applications-new-debit">
            <Link to={CARD_PATHS.debitApplication}>
              <Trans id="cardApps.newDebit">Apply for a debit card</Trans>
            </Link>
          </Button>
          <Button asChild size="sm" data-testid="applications-new-credit">
            <Link to={CARD_PATHS.creditApplication}>
              <Trans id="cardApps.newCredit">Apply for a credit card</Trans>
            </Link>
          </Button>
        </HStack>
      }
      query={useQuery(cardApplicationsQueryOptions())}
      items={(data) => data.applications}
      empty={<Trans id="cardApps.empty">You have no card applications.</Trans>}
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
