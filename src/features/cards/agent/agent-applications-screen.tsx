import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { cardApplicationsQueryOptions } from '../../../api/card-applications';
import { ListScreen } from '../../../components/list-screen';
import { ApplicationRow } from '../applications/application-row';

/**
 * CallCenter /dashboard/my_card_applications: the caller's card applications (credit, debit, renewal,
 * replacement) with their status, each a link to its timeline. Applying stays the customer's.
 */
export function AgentApplicationsScreen() {
  return (
    <ListScreen
      segment="my_card_applications"
      title={<Trans id="cc.applications.title">Customer's card applications</Trans>}
      testId="cc-card-applications"
      prefix="applications"
      query={useQuery(cardApplicationsQueryOptions())}
      items={(data) => data.applications}
      empty={<Trans id="cc.applications.empty">The customer has no card applications.</Trans>}
      row={(a) => <ApplicationRow key={a.id} application={a} />}
    />
  );
}
