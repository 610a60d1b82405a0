import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../api/cards';
import { DecisionSuccessScreen } from '../../../components/decision-success-screen';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { Money } from '../../../components/money';
import { SegmentTitle } from '../../../components/segment-title';
import { CardPicture } from '../card-picture';
import { CARD_PATHS } from '../card-paths';
import { RevealCard } from './reveal-card';

/**
 * /dashboard/credit-cards/virtual-credit-card/success?cardId=: the new virtual card (BIN + last 4),
 * its limit, and "Show card details" (the reveal with a fresh code).
 */
export function VirtualSuccessScreen({ cardId }: { cardId?: string }) {
  if (!cardId) return <Navigate to={CARD_PATHS.virtualCreate} replace />;
  return <SuccessBody cardId={cardId} />;
}

function SuccessBody({ cardId }: { cardId: string }) {
  const { t } = useLingui();
  const card = useQuery(cardQueryOptions(cardId));
  return (
    <DecisionSuccessScreen
      query={card}
      testId="virtual-success"
      title={<SegmentTitle segment="success" />}
      status={(c) => ({
        value: c.status,
        label: t({ id: 'virtual.success.status', message: 'Your virtual card is ready' }),
        palette: 'green',
      })}
      details={(c) => (
        <Stack gap="4">
          <CardPicture card={c} testId="virtual-success-picture" />
          <DetailList testId="virtual-success-details">
            <DetailRow label={<Trans id="virtual.reveal.number">Card number</Trans>} testId="virtual-success-number">
              {c.maskedNumber}
            </DetailRow>
            <DetailRow
              label={<Trans id="virtual.create.limit">Virtual card limit</Trans>}
              testId="virtual-success-limit"
            >
              <Money amount={c.limit ?? '0.00'} />
            </DetailRow>
            <DetailRow label={<Trans id="virtual.success.expiry">Valid until</Trans>}>{c.expiry}</DetailRow>
          </DetailList>
        </Stack>
      )}
      extras={(c) => (c.status === 'Active' ? <RevealCard cardId={c.id} /> : null)}
      actions={
        <>
          <Button asChild variant="outline">
            <Link to={CARD_PATHS.creditDetail} search={{ cardId }} data-testid="virtual-success-detail">
              <Trans id="virtual.success.detail">Card detail</Trans>
            </Link>
          </Button>
          <Button asChild>
            <Link to={CARD_PATHS.creditCards} data-testid="virtual-success-cards">
              <Trans id="virtual.success.cards">My credit cards</Trans>
            </Link>
          </Button>
        </>
      }
    />
  );
}
