import { Button, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { cardApplicationsQueryOptions } from '../../../api/card-applications';
import { ListScreen } from '../../../components/list-screen';
import { CARD_PATHS } from '../card-paths';
import { ApplicationRow } from './application-row';

/** /dashboard/my_card_applications: every card application (credit, debit, renewal, replacement) with its status. */
export function MyApplicationsScreen() {
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
      row={(a) => <ApplicationRow key={a.id} application={a} />}
    />
  );
}
