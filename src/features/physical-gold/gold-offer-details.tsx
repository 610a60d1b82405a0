import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Countdown } from '../../components/countdown';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import type { GoldOffer } from '../../contract/physical-gold';

/** A priced basket: its lines, the delivery, the total, the BSMV note and the time the price holds. */
export function GoldOfferDetails({
  offer,
  onExpired,
  paused,
}: {
  offer: GoldOffer;
  onExpired: () => void;
  paused: boolean;
}) {
  // What is left of the hold when the offer arrives (the parent gives each offer its own details).
  const [seconds] = useState(() => Math.max(0, Math.round((Date.parse(offer.expiresAt) - Date.now()) / 1000)));
  const branch = offer.delivery.text;
  return (
    <Stack gap="3">
      <DetailList>
        {offer.lines.map((line) => (
          <DetailRow key={line.productId} label={`${line.quantity} × ${line.name}`} testId={`gold-summary-line`}>
            <Money amount={line.lineTotal} />
          </DetailRow>
        ))}
        <DetailRow label={<Trans id="gold.summary.fineGold">Fine gold</Trans>}>
          <Money amount={offer.totalFineGrams} currency="XAU" />
        </DetailRow>
        <DetailRow label={<Trans id="gold.summary.delivery">Delivery</Trans>} testId="gold-summary-delivery">
          {offer.delivery.kind === 'Branch' ? (
            <Trans id="gold.summary.branch">Collect at {branch}</Trans>
          ) : (
            offer.delivery.text
          )}
        </DetailRow>
        <DetailRow label={<Trans id="gold.summary.deliveryFee">Delivery fee</Trans>}>
          <Money amount={offer.deliveryFee} />
        </DetailRow>
        <DetailRow label={<Trans id="gold.summary.total">Total</Trans>}>
          <Text as="span" fontWeight="bold" fontSize="lg">
            <Money amount={offer.total} testId="gold-summary-total" />
          </Text>
        </DetailRow>
        <DetailRow label={<Trans id="gold.summary.holds">Price holds for</Trans>}>
          <Countdown
            key={offer.offerId}
            seconds={seconds}
            paused={paused}
            onComplete={onExpired}
            testId="gold-countdown"
          />
        </DetailRow>
      </DetailList>
      <Text fontSize="sm" color="fg.muted" data-testid="gold-bsmv-note">
        <Trans id="gold.summary.bsmv">
          BSMV (foreign exchange tax) does not apply: the gold is delivered physically. You pay now, from a TRY account
          you choose on the payment page; sales are spot only, never on deferred terms. When the time runs out, the
          price is renewed.
        </Trans>
      </Text>
    </Stack>
  );
}
