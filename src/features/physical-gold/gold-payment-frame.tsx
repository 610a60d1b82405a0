import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import * as v from 'valibot';
import { GoldPaymentMessageSchema } from '../../contract/physical-gold';

export interface GoldPaymentFrameProps {
  url: string;
  offerId: string;
  title: string;
  onAuthorized: (offerId: string) => void;
  onCancelled: () => void;
}

/**
 * The bank's payment page in an iframe (the CSP lets the app frame that path only). The page tells
 * the outcome by postMessage; only a message of this origin about this offer counts.
 */
export function GoldPaymentFrame({ url, offerId, title, onAuthorized, onCancelled }: GoldPaymentFrameProps) {
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const parsed = v.safeParse(GoldPaymentMessageSchema, event.data);
      if (!parsed.success || parsed.output.offerId !== offerId) return;
      if (parsed.output.outcome === 'Authorized') onAuthorized(offerId);
      else onCancelled();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [offerId, onAuthorized, onCancelled]);
  return (
    <Box borderWidth="1px" borderRadius="l3" overflow="hidden" bg="white">
      <iframe
        src={url}
        title={title}
        data-testid="gold-payment-frame"
        style={{ width: '100%', height: '460px', border: 0, display: 'block' }}
      />
    </Box>
  );
}
