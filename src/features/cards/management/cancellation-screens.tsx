import { Button, List, Stack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { DetailList } from '../../../components/detail-list';
import { Money } from '../../../components/money';
import { PageFrame } from '../../../components/page-frame';
import { SegmentTitle } from '../../../components/segment-title';
import type { CardDetail } from '../../../contract/cards';
import { CHANGE } from '../../../contract/cards-management';
import { ApprovedCardRow, CardApproveScreen, type CardApproveRouteProps } from './approve-kit';
import { cancelDecision, debtOf } from './card-decisions';
import {
  CardHeader,
  ManagedCard,
  subPath,
  useBackToCard,
  type CardArea,
  type ManagedPageProps,
} from './management-kit';

/** What a cancellation means for this card: for good; a credit card's virtual cards too; a debt stays. */
function CancelConsequences({ card }: { card: CardDetail }) {
  const debt = debtOf(card);
  const live = card.virtualCards.filter((v) => v.status === 'Active' || v.status === 'Frozen').length;
  return (
    <List.Root gap="2" paddingStart="5" data-testid="card-cancel-consequences">
      <List.Item>
        <Trans id="cardMgmt.cancel.forGood">The card is cancelled for good and declines every transaction.</Trans>
      </List.Item>
      {live > 0 ? (
        <List.Item>
          <Trans id="cardMgmt.cancel.virtuals">Its {live} virtual cards are cancelled with it.</Trans>
        </List.Item>
      ) : null}
      {debt ? (
        <List.Item data-testid="card-cancel-debt">
          <Trans id="cardMgmt.cancel.debt">
            Your debt of <Money amount={debt} /> stays on the card’s account; statements and due dates go on until it is
            paid.
          </Trans>
        </List.Item>
      ) : null}
    </List.Root>
  );
}

/** card-cancellation: what cancelling means, then the approve step. */
export function CancellationScreen(props: ManagedPageProps) {
  return (
    <ManagedCard {...props} segment="card-cancellation" changes={[CHANGE.Cancel]}>
      {(card) => <Cancellation area={props.area} card={card} />}
    </ManagedCard>
  );
}

function Cancellation({ area, card }: { area: CardArea; card: CardDetail }) {
  const navigate = useNavigate();
  const back = useBackToCard(area, card.id);
  const next = () => {
    cancelDecision.propose('card-cancellation', { cardId: card.id }, { card, area });
    void navigate({ to: subPath(area, 'card-cancellation/approve'), search: { cardId: card.id } });
  };
  return (
    <PageFrame
      title={<SegmentTitle segment="card-cancellation" />}
      onBack={back}
      testId="card-cancellation"
      actions={
        <>
          <Button variant="outline" onClick={back} data-testid="card-cancel-back">
            <Trans id="cardMgmt.cancel.keep">Keep the card</Trans>
          </Button>
          <Button colorPalette="red" onClick={next} data-testid="card-cancel-continue">
            <Trans id="cardMgmt.cancel.continue">Continue to cancel</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="4" maxWidth="2xl">
        <CardHeader card={card} />
        <CancelConsequences card={card} />
      </Stack>
    </PageFrame>
  );
}

/** card-cancellation/approve: the card and what cancelling means, the code, then the outcome. */
export function CancellationApproveScreen(props: CardApproveRouteProps) {
  return (
    <CardApproveScreen
      {...props}
      change={CHANGE.Cancel}
      decision={cancelDecision}
      sub="card-cancellation"
      done={msg({ id: 'cardMgmt.cancel.done', message: 'The card is cancelled.' })}
      details={(_request, { card }) => (
        <Stack gap="3">
          <DetailList>
            <ApprovedCardRow card={card} nickname />
          </DetailList>
          <CancelConsequences card={card} />
        </Stack>
      )}
      outcome={<Trans id="cardMgmt.cancel.doneTitle">The card is cancelled.</Trans>}
    />
  );
}
