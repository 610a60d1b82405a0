import { Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import { cardApplicationQueryOptions } from '../../../api/card-applications';
import { DecisionSuccessScreen } from '../../../components/decision-success-screen';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { SegmentTitle } from '../../../components/segment-title';
import { formatDateTime } from '../../../contract/date-text';
import { useLanguage } from '../../../lib/use-language';
import { CARD_PATHS } from '../card-paths';
import { creditApplicationDecision, debitApplicationDecision } from './application-decisions';
import { APPLICATION_KIND_LABEL, APPLICATION_STATUS_LABEL } from './application-labels';

const MY_APPLICATIONS = '/dashboard/my_card_applications';

/**
 * /dashboard/card-application/card-application-success?applicationId=: the reference number and what
 * happens next (read again by id after a reload).
 */
export function ApplicationSuccessScreen({ applicationId }: { applicationId?: string }) {
  if (!applicationId) return <Navigate to={MY_APPLICATIONS} replace />;
  return <SuccessBody id={applicationId} />;
}

function SuccessBody({ id }: { id: string }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const kept = [creditApplicationDecision.outcome(), debitApplicationDecision.outcome()].find((o) => o?.id === id);
  const application = useQuery({ ...cardApplicationQueryOptions(id), initialData: kept, staleTime: 10_000 });
  return (
    <DecisionSuccessScreen
      query={application}
      testId="application-success"
      title={<SegmentTitle segment="card-application-success" />}
      status={(a) => ({ value: a.status, label: i18n._(APPLICATION_STATUS_LABEL[a.status]), palette: 'green' })}
      details={(a) => (
        <DetailList testId="application-success-details">
          <DetailRow label={<Trans id="cardApps.kindRow">Application</Trans>}>
            {i18n._(APPLICATION_KIND_LABEL[a.kind])}
          </DetailRow>
          <DetailRow label={<Trans id="cardApps.reference">Reference number</Trans>} testId="application-reference">
            {a.reference}
          </DetailRow>
          <DetailRow label={<Trans id="cardApps.date">Date</Trans>}>{formatDateTime(a.createdAt, language)}</DetailRow>
        </DetailList>
      )}
      extras={(a) => (
        <Text data-testid="application-next">
          {a.kind === 'Credit' ? (
            <Trans id="cardApps.next.credit">
              We evaluate your application and tell you the result by SMS. If it is approved, the card is produced and
              sent to your address. You can follow every step on My card applications.
            </Trans>
          ) : (
            <Trans id="cardApps.next.debit">
              Your card is produced and sent to your address; we tell you by SMS when it is on its way. You can follow
              every step on My card applications.
            </Trans>
          )}
        </Text>
      )}
      actions={
        <>
          <Button asChild variant="outline">
            <Link to={CARD_PATHS.myCards} data-testid="application-success-cards">
              <Trans id="cardApps.myCards">My cards</Trans>
            </Link>
          </Button>
          <Button asChild>
            <Link
              to="/dashboard/my_card_applications/detail"
              search={{ applicationId: id }}
              data-testid="application-success-follow"
            >
              <Trans id="cardApps.follow">Follow the application</Trans>
            </Link>
          </Button>
        </>
      }
    />
  );
}
