import { Button, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { changeCard, type CardChangeRequests } from '../../../api/cards-management';
import { ApproveStepScreen } from '../../../components/approve-step-screen';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { PageFrame } from '../../../components/page-frame';
import { SegmentTitle } from '../../../components/segment-title';
import type { CardDetail } from '../../../contract/cards';
import { isCardChangeResult, type CardChangeResult } from '../../../contract/cards-management';
import type { DecisionHandle } from '../../../lib/decision-store';
import type { CardApprovePlan } from './card-decisions';
import { CardHeader, detailPath, subPath, useCardChangeDone, type CardArea } from './management-kit';

type Approved = 'SetLimits' | 'Cancel' | 'ReportLostStolen' | 'Renew';

/** What a route gives its approve screen. */
export interface CardApproveRouteProps {
  area: CardArea;
  /** The card in the address (`?cardId=`), for a reload's way back to the form. */
  cardId: string | undefined;
}

export interface CardApproveProps<C extends Approved> extends CardApproveRouteProps {
  change: C;
  decision: DecisionHandle<CardChangeRequests[C], CardApprovePlan, CardChangeResult>;
  /** The form's sub-path (`limit-management`): Back and a reload go there. */
  sub: string;
  details: (request: CardChangeRequests[C], plan: CardApprovePlan) => ReactNode;
  /** The snackbar after the change; with `outcome` the route shows the outcome instead of going back. */
  done: MessageDescriptor;
  /** The outcome's first line, above the answer's notice and reference. */
  outcome?: ReactNode;
}

/**
 * A card change's "+approve" route: the card and what is approved (ApproveStepScreen), the code, then
 * back to the card's detail with a snackbar, or the outcome on this route (a notice, a reference).
 */
export function CardApproveScreen<C extends Approved>(props: CardApproveProps<C>) {
  const { area, cardId, change, decision, sub } = props;
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const finish = useCardChangeDone(area);
  const [outcome, setOutcome] = useState<CardChangeResult>();
  const formOf = (cardId: string | undefined) =>
    void navigate({ to: subPath(area, sub), search: cardId ? { cardId } : {} });
  if (outcome && props.outcome)
    return (
      <PageFrame
        title={<SegmentTitle segment="approve" />}
        testId="card-change-success"
        actions={
          <Button
            onClick={() => void navigate({ to: detailPath(area), search: { cardId: outcome.card.id } })}
            data-testid="back-to-card"
          >
            <Trans id="cardMgmt.backToCard">Back to the card</Trans>
          </Button>
        }
      >
        <Stack gap="4">
          <CardHeader card={outcome.card} />
          <ChangeOutcome result={outcome} intro={props.outcome} />
        </Stack>
      </PageFrame>
    );
  return (
    <ApproveStepScreen
      decision={decision}
      title={<SegmentTitle segment="approve" />}
      whenMissing={<Navigate to={subPath(area, sub)} search={cardId ? { cardId } : {}} replace />}
      details={(plan, request) => (
        <Stack gap="4">
          <CardHeader card={plan.card} />
          {props.details(request, plan)}
        </Stack>
      )}
      execute={(request, key) => changeCard(change, request, key)}
      isOutcome={isCardChangeResult}
      onBack={() => formOf(decision.pending()?.request.cardId ?? cardId)}
      onDone={(result) => {
        finish(result, i18n._(props.done), !props.outcome);
        if (props.outcome) setOutcome(result);
      }}
    />
  );
}

/** The approved card's row: its product and masked number (after its nickname with `nickname`). */
export function ApprovedCardRow({ card, nickname }: { card: CardDetail; nickname?: boolean }) {
  return (
    <DetailRow label={<Trans id="cardMgmt.approve.card">Card</Trans>}>
      {nickname && card.nickname ? `${card.nickname} · ` : ''}
      {card.productName} {card.maskedNumber}
    </DetailRow>
  );
}

/** The notice an answer carries (the 24-hour rule, a debt that stays), and an application's reference. */
function ChangeOutcome({ result, intro }: { result: CardChangeResult; intro: ReactNode }) {
  return (
    <Stack gap="3" data-testid="card-change-outcome">
      <Text fontWeight="semibold">{intro}</Text>
      {result.notice ? <Text data-testid="card-change-notice">{result.notice}</Text> : null}
      {result.application ? (
        <DetailList>
          <DetailRow
            label={<Trans id="cardMgmt.applicationReference">Application reference</Trans>}
            testId="card-application-reference"
          >
            {result.application.reference}
          </DetailRow>
        </DetailList>
      ) : null}
    </Stack>
  );
}
