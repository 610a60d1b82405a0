import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { invalidateAccountData } from '../../api/account-cache';
import { finishGoldSale, goldKeys, priceGoldBasket, startGoldPayment } from '../../api/physical-gold';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { PageFrame } from '../../components/page-frame';
import { SegmentTitle } from '../../components/segment-title';
import type { GoldDelivery, GoldOffer } from '../../contract/physical-gold';
import { useActionFlow } from '../../lib/use-action-flow';
import { useDecisionAction } from '../../lib/use-decision-action';
import { basketItems, goldBasket, useGoldBasket } from './gold-basket';
import { GoldOfferDetails } from './gold-offer-details';
import { GoldPaymentFrame } from './gold-payment-frame';

/** /dashboard/physical-gold/summary: the basket priced and held for a stated time, then paid in the bank's page. */
export function GoldSummaryScreen() {
  const { items, delivery } = useGoldBasket();
  if (basketItems(items).length === 0) return <Navigate to="/dashboard/physical-gold/basket" />;
  if (!delivery) return <Navigate to="/dashboard/physical-gold/address" />;
  return <Summary delivery={delivery} />;
}

function Summary({ delivery }: { delivery: GoldDelivery }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { items, offer } = useGoldBasket();
  const priceFlow = useActionFlow();
  const payFlow = useActionFlow();
  const decision = useDecisionAction();
  const [paymentUrl, setPaymentUrl] = useState<string>();
  const [cancelled, setCancelled] = useState(false);
  const asked = useRef(false);

  const price = useCallback(() => {
    void priceFlow.run({
      values: { items: basketItems(goldBasket.read().items), delivery },
      call: (body) => priceGoldBasket(body),
      suppressSnackbar: true,
      onSuccess: (priced) => goldBasket.setOffer(priced ?? undefined),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- priced again only for this delivery
  }, [delivery]);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const current = goldBasket.read().offer;
    if (!current || Date.parse(current.expiresAt) <= Date.now()) price();
  }, [price, items]);

  /** The hold ran out: the page (if open) closes and the basket is priced again. */
  const renew = () => {
    setPaymentUrl(undefined);
    price();
  };

  const pay = (current: GoldOffer) => {
    setCancelled(false);
    void payFlow.run({
      values: { offerId: current.offerId },
      call: ({ offerId }) => startGoldPayment(offerId),
      suppressSnackbar: true,
      onSuccess: (page) => setPaymentUrl(page?.paymentUrl),
    });
  };

  const paid = (offerId: string) => {
    setPaymentUrl(undefined);
    void decision.submit(
      { offerId },
      {
        call: (key, sent) => finishGoldSale(sent, key),
        suppressSnackbar: true,
        onDone: (order) => {
          void invalidateAccountData(queryClient);
          void queryClient.invalidateQueries({ queryKey: goldKeys.all });
          if (!order) return;
          queryClient.setQueryData(goldKeys.order(order.orderId), order);
          // The basket empties once the order's page shows (an empty basket sends the summary back to it).
          void navigate({ to: '/dashboard/physical-gold/order-detail', search: { orderId: order.orderId } }).then(() =>
            goldBasket.clear(),
          );
        },
      },
    );
  };

  return (
    <PageFrame
      title={<SegmentTitle segment="physical-gold/summary" />}
      onBack={() => void navigate({ to: '/dashboard/physical-gold/address' })}
      testId="gold-summary"
    >
      {offer ? (
        <Stack gap="4">
          <GoldOfferDetails key={offer.offerId} offer={offer} onExpired={renew} paused={decision.busy} />
          {cancelled ? (
            <Text role="status" data-testid="gold-payment-cancelled">
              <Trans id="gold.summary.cancelled">The payment was cancelled. Nothing was charged or reserved.</Trans>
            </Text>
          ) : null}
          {paymentUrl ? (
            <GoldPaymentFrame
              url={paymentUrl}
              offerId={offer.offerId}
              title={t({ id: 'gold.summary.paymentFrame', message: 'Payment page of the bank' })}
              onAuthorized={paid}
              onCancelled={() => {
                setPaymentUrl(undefined);
                setCancelled(true);
              }}
            />
          ) : (
            <Flex justify="flex-end">
              <Button
                width={{ base: 'full', md: 'auto' }}
                onClick={() => pay(offer)}
                loading={payFlow.busy || decision.busy}
                data-testid="gold-pay"
              >
                <Trans id="gold.summary.pay">Go to payment</Trans>
              </Button>
            </Flex>
          )}
        </Stack>
      ) : (
        <Box minHeight="240px" data-testid="gold-summary-pricing">
          <Text color="fg.muted">
            <Trans id="gold.summary.pricing">Getting today's price…</Trans>
          </Text>
        </Box>
      )}
      <ActionFlowDialogs state={priceFlow.dialogs} />
      <ActionFlowDialogs state={payFlow.dialogs} />
      <ActionFlowDialogs state={decision.dialogs} />
    </PageFrame>
  );
}
