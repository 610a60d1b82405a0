import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { revealVirtualCard } from '../../../api/cards-virtual';
import { ActionFlowDialogs } from '../../../components/action-flow-dialogs';
import { CopyButton } from '../../../components/copy-button';
import { Countdown } from '../../../components/countdown';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import type { RevealedCard } from '../../../contract/cards-virtual';
import { useActionFlow } from '../../../lib/use-action-flow';
import { useDecisionKey } from '../../../lib/use-decision-key';
import { useOnline } from '../../../lib/use-online';

interface Shown {
  cardNumber: string;
  expiry: string;
  cvv: string;
  seconds: number;
  /** Changes at every reveal, so the countdown starts again. */
  at: string;
}

/** "5158991234567890" → "5158 9912 3456 7890". */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * "Show card details" on a virtual card: a decision with a fresh code each time (a new
 * Idempotency-Key: the key is settled after every answer), then the number, expiry and CVV for
 * `expiresInSeconds` with a countdown, then dropped from state. Nothing is kept anywhere else: the
 * call is the action flow's (no query or mutation cache), and the bank's stored answer carries no
 * secret (a replay answers without them, and the page asks again). Hidden also when the page is left
 * in the background.
 */
export function RevealCard({ cardId }: { cardId: string }) {
  const { t } = useLingui();
  // The action flow with the code fields passed on (useDecisionAction's call takes only the key), and a
  // key per reveal: settled after every final answer, so the next reveal is a new decision.
  const action = useActionFlow();
  const { keyFor, settle } = useDecisionKey();
  const online = useOnline();
  const [shown, setShown] = useState<Shown>();
  const [ended, setEnded] = useState(false);
  const [again, setAgain] = useState(false);

  useEffect(() => {
    if (!shown) return;
    const hide = () => {
      if (document.visibilityState === 'hidden') setShown(undefined);
    };
    document.addEventListener('visibilitychange', hide);
    return () => document.removeEventListener('visibilitychange', hide);
  }, [shown]);

  const reveal = () => {
    setEnded(false);
    setAgain(false);
    const body = { cardId };
    const key = keyFor(body);
    return action.run({
      values: body,
      call: (values) => revealVirtualCard(values, key),
      onRefused: settle,
      suppressSnackbar: true,
      onSuccess: (data) => {
        settle();
        const card = data as RevealedCard | null;
        if (card?.cardNumber && card.expiry && card.cvv)
          setShown({
            cardNumber: card.cardNumber,
            expiry: card.expiry,
            cvv: card.cvv,
            seconds: card.expiresInSeconds,
            at: card.revealedAt,
          });
        else setAgain(true);
      },
    });
  };
  const hide = () => {
    setShown(undefined);
    setEnded(true);
  };

  return (
    <Stack gap="3" data-testid="virtual-reveal" borderWidth="1px" borderRadius="md" padding="4">
      <Text fontWeight="semibold">
        <Trans id="virtual.reveal.title">Card details</Trans>
      </Text>
      {shown ? (
        <Stack gap="3" data-testid="virtual-reveal-shown">
          <DetailList>
            <DetailRow label={<Trans id="virtual.reveal.number">Card number</Trans>} testId="virtual-reveal-number">
              <HStack gap="2" wrap="wrap">
                <Box as="span" fontFamily="mono" fontSize="lg" data-testid="virtual-reveal-number-value">
                  {grouped(shown.cardNumber)}
                </Box>
                <CopyButton
                  value={shown.cardNumber}
                  label={t({ id: 'virtual.reveal.copyNumber', message: 'Copy the card number' })}
                  testId="virtual-reveal-copy"
                />
              </HStack>
            </DetailRow>
            <DetailRow label={<Trans id="virtual.reveal.expiry">Expiry</Trans>} testId="virtual-reveal-expiry">
              <Box as="span" fontFamily="mono">
                {shown.expiry}
              </Box>
            </DetailRow>
            <DetailRow label={<Trans id="virtual.reveal.cvv">CVV</Trans>} testId="virtual-reveal-cvv">
              <Box as="span" fontFamily="mono">
                {shown.cvv}
              </Box>
            </DetailRow>
          </DetailList>
          <HStack gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              <Trans id="virtual.reveal.hidesIn">Hidden again in</Trans>
            </Text>
            <Countdown key={shown.at} seconds={shown.seconds} onComplete={hide} testId="virtual-reveal-countdown" />
            <Button size="xs" variant="outline" onClick={hide} data-testid="virtual-reveal-hide">
              <Trans id="virtual.reveal.hide">Hide now</Trans>
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Stack gap="2" align="flex-start">
          <Text fontSize="sm" color="fg.muted">
            <Trans id="virtual.reveal.intro">
              The full number, expiry and CVV are shown for a short time after you confirm with a code. Never share them
              with anyone who calls or writes to you.
            </Trans>
          </Text>
          <Button
            onClick={() => void reveal()}
            loading={action.busy}
            disabled={!online}
            data-testid="virtual-reveal-show"
          >
            <Trans id="virtual.reveal.show">Show card details</Trans>
          </Button>
        </Stack>
      )}
      <Text role="status" aria-live="polite" fontSize="sm" data-testid="virtual-reveal-status">
        {ended ? <Trans id="virtual.reveal.ended">The card details are hidden again.</Trans> : null}
        {again ? <Trans id="virtual.reveal.again">Confirm again to see the card details.</Trans> : null}
      </Text>
      <ActionFlowDialogs state={action.dialogs} />
    </Stack>
  );
}
