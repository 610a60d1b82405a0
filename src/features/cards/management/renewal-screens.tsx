import { Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { useNavigate } from '@tanstack/react-router';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { FormScreen } from '../../../components/form-screen';
import { SegmentTitle } from '../../../components/segment-title';
import type { CardDetail } from '../../../contract/cards';
import { CHANGE } from '../../../contract/cards-management';
import { addressIssue, DeliveryAddressField } from '../delivery-address-field';
import { ApprovedCardRow, CardApproveScreen, type CardApproveRouteProps } from './approve-kit';
import { renewalDecision } from './card-decisions';
import {
  CardHeader,
  ManagedCard,
  subPath,
  useBackToCard,
  type CardArea,
  type ManagedPageProps,
} from './management-kit';

type RenewalValues = { deliveryAddress: string };

/** card-renewal: the delivery address, then the approve step; the application is followed in my card applications. */
export function RenewalScreen(props: ManagedPageProps) {
  return (
    <ManagedCard {...props} segment="card-renewal" changes={[CHANGE.Renew]}>
      {(card) => <RenewalForm area={props.area} card={card} />}
    </ManagedCard>
  );
}

function RenewalForm({ area, card }: { area: CardArea; card: CardDetail }) {
  const navigate = useNavigate();
  const back = useBackToCard(area, card.id);
  const pending = renewalDecision.pending();
  const [form] = useForm<RenewalValues>({
    initialValues: { deliveryAddress: pending?.request.cardId === card.id ? pending.request.deliveryAddress : '' },
    validate: (values) => {
      const issue = addressIssue(values.deliveryAddress ?? '');
      return issue ? { deliveryAddress: issue } : {};
    },
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const submit = (values: RenewalValues) => {
    renewalDecision.propose(
      'card-renewal',
      { cardId: card.id, deliveryAddress: values.deliveryAddress.trim() },
      { card, area },
    );
    void navigate({ to: subPath(area, 'card-renewal/approve'), search: { cardId: card.id } });
  };
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment="card-renewal" />}
      onBack={back}
      testId="card-renewal"
      formTestId="card-renewal-form"
      submitLabel={<Trans id="cardMgmt.renewal.continue">Continue</Trans>}
      submitTestId="card-renewal-continue"
      aside={
        <>
          <CardHeader card={card} />
          <Text color="fg.muted">
            <Trans id="cardMgmt.renewal.help">
              The renewed card comes to this address; your card keeps working until then. Follow it in my card
              applications.
            </Trans>
          </Text>
        </>
      }
    >
      <DeliveryAddressField of={form} testId="card-delivery-address" />
    </FormScreen>
  );
}

/** card-renewal/approve: the card and the address, the code, then the application's reference. */
export function RenewalApproveScreen(props: CardApproveRouteProps) {
  return (
    <CardApproveScreen
      {...props}
      change={CHANGE.Renew}
      decision={renewalDecision}
      sub="card-renewal"
      done={msg({ id: 'cardMgmt.renewal.done', message: 'The renewal is asked for.' })}
      details={(request, { card }) => (
        <DetailList testId="card-renewal-approve">
          <ApprovedCardRow card={card} />
          <DetailRow label={<Trans id="cardMgmt.renewal.expiry">Expires</Trans>}>{card.expiry}</DetailRow>
          <DetailRow label={<Trans id="cardMgmt.deliveryAddress">Delivery address</Trans>}>
            {request.deliveryAddress}
          </DetailRow>
        </DetailList>
      )}
      outcome={
        <Trans id="cardMgmt.renewal.doneTitle">The renewal is asked for. The new card comes to your address.</Trans>
      }
    />
  );
}
