import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { cardApplicationQueryOptions } from '../../../api/card-applications';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { FormMessage } from '../../../components/form-message';
import { Money } from '../../../components/money';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { SegmentTitle } from '../../../components/segment-title';
import type { CardApplicationDetail } from '../../../contract/card-applications';
import type { CardApplicationStatus } from '../../../contract/cards';
import { formatDateTime } from '../../../contract/date-text';
import { useLanguage } from '../../../lib/use-language';
import { detailPathOf } from '../card-paths';
import {
  APPLICATION_KIND_LABEL,
  APPLICATION_ROAD,
  APPLICATION_STATUS_LABEL,
  OCCUPATION_LABEL,
} from './application-labels';

const MY_APPLICATIONS = '/dashboard/my_card_applications';

/** /dashboard/my_card_applications/detail?applicationId=: the timeline, the reason of a rejection, the card delivered. */
export function ApplicationDetailScreen({ applicationId }: { applicationId?: string }) {
  if (!applicationId) return <Navigate to={MY_APPLICATIONS} replace />;
  return <DetailBody id={applicationId} />;
}

function DetailBody({ id }: { id: string }) {
  const navigate = useNavigate();
  const application = useQuery(cardApplicationQueryOptions(id));
  return (
    <PageFrame
      title={<SegmentTitle segment="detail" />}
      onBack={() => void navigate({ to: MY_APPLICATIONS })}
      testId="application-detail"
    >
      <QueryState query={application} testId="application-detail-query">
        {(a) => <Detail application={a} />}
      </QueryState>
    </PageFrame>
  );
}

/** The steps shown: the road, with Rejected in place of what follows Evaluating when it ended there. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a status value of the contract, not a text
const REJECTED_ROAD: readonly CardApplicationStatus[] = [...APPLICATION_ROAD.slice(0, 2), 'Rejected'];
const stepsOf = (a: CardApplicationDetail): readonly CardApplicationStatus[] =>
  a.status === 'Rejected' ? REJECTED_ROAD : APPLICATION_ROAD;

function Detail({ application: a }: { application: CardApplicationDetail }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const reached = new Map(a.timeline.map((step) => [step.status, step.at]));
  const masked = a.card?.maskedNumber;
  return (
    <Stack gap="6" maxWidth="3xl">
      <DetailList testId="application-facts">
        <DetailRow label={<Trans id="cardApps.kindRow">Application</Trans>}>
          {i18n._(APPLICATION_KIND_LABEL[a.kind])} · {a.productName}
        </DetailRow>
        <DetailRow
          label={<Trans id="cardApps.reference">Reference number</Trans>}
          testId="application-detail-reference"
        >
          {a.reference}
        </DetailRow>
        <DetailRow label={<Trans id="cardApps.statusRow">Status</Trans>} testId="application-detail-status">
          {i18n._(APPLICATION_STATUS_LABEL[a.status])}
        </DetailRow>
        {a.monthlyIncome ? (
          <DetailRow label={<Trans id="cardApps.credit.income">Monthly net income</Trans>}>
            <Money amount={a.monthlyIncome} />
          </DetailRow>
        ) : null}
        {a.occupation ? (
          <DetailRow label={<Trans id="cardApps.credit.occupation">Occupation</Trans>}>
            {i18n._(OCCUPATION_LABEL[a.occupation])}
          </DetailRow>
        ) : null}
        {a.requestedLimit ? (
          <DetailRow label={<Trans id="cardApps.credit.limit">Limit you ask for</Trans>}>
            <Money amount={a.requestedLimit} />
          </DetailRow>
        ) : null}
        {a.approvedLimit ? (
          <DetailRow
            label={<Trans id="cardApps.approvedLimit">Limit approved</Trans>}
            testId="application-approved-limit"
          >
            <Money amount={a.approvedLimit} />
          </DetailRow>
        ) : null}
        {a.accountNumber ? (
          <DetailRow label={<Trans id="cardApps.debit.account">Account the card spends from</Trans>}>
            {a.accountNumber}
          </DetailRow>
        ) : null}
        {a.sourceMaskedNumber ? (
          <DetailRow label={<Trans id="cardApps.sourceCard">Card renewed or replaced</Trans>}>
            {a.sourceMaskedNumber}
          </DetailRow>
        ) : null}
        {a.deliveryAddress ? (
          <DetailRow label={<Trans id="cardApps.address">Delivery address</Trans>}>{a.deliveryAddress}</DetailRow>
        ) : null}
      </DetailList>
      {a.status === 'Rejected' && a.rejectionText ? (
        <FormMessage status="warning" testId="application-rejection">
          {a.rejectionText}
        </FormMessage>
      ) : null}
      <Box>
        <Text as="h2" fontWeight="semibold" marginBottom="3" id="application-timeline-title">
          <Trans id="cardApps.timeline">Where your application is</Trans>
        </Text>
        <List.Root as="ol" gap="0" variant="plain" aria-labelledby="application-timeline-title" data-testid="timeline">
          {stepsOf(a).map((status) => {
            const at = reached.get(status);
            const current = status === a.status;
            return (
              <List.Item
                key={status}
                data-testid="timeline-step"
                data-status={status}
                data-done={String(Boolean(at))}
                aria-current={current ? 'step' : undefined}
                borderStartWidth="3px"
                borderColor={at ? (status === 'Rejected' ? 'red.600' : 'green.600') : 'border'}
                paddingStart="4"
                paddingBottom="3"
              >
                <Stack gap="0">
                  <Text fontWeight={current ? 'bold' : 'normal'} color={at ? 'fg' : 'fg.muted'}>
                    {i18n._(APPLICATION_STATUS_LABEL[status])}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {at ? formatDateTime(at, language) : t({ id: 'cardApps.timeline.later', message: 'Not yet' })}
                  </Text>
                </Stack>
              </List.Item>
            );
          })}
        </List.Root>
      </Box>
      {a.card ? (
        <HStack gap="3" wrap="wrap" data-testid="application-card">
          <Text>
            <Trans id="cardApps.cardDelivered">Your card {masked} is delivered.</Trans>
          </Text>
          <Button asChild size="sm">
            <Link
              to={detailPathOf(a.card.kind as 'Debit' | 'Credit' | 'Virtual')}
              search={{ cardId: a.card.id }}
              data-testid="application-card-link"
            >
              <Trans id="cardApps.cardLink">Go to the card</Trans>
            </Link>
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
