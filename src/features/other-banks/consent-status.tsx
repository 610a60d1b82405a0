import { Badge, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Consent } from '../../contract/other-banks';
import { STATUS_CODE_TEXTS, STATUS_TEXTS, statusPalette } from './consent-texts';

/** "Y · Authorised", and for a cancelled one its detail code in words. */
export function ConsentStatus({ consent }: { consent: Pick<Consent, 'status' | 'statusCode'> }) {
  const { i18n } = useLingui();
  const code = consent.statusCode ? STATUS_CODE_TEXTS[consent.statusCode] : undefined;
  return (
    <>
      <Badge colorPalette={statusPalette(consent.status)} data-testid="consent-status" data-status={consent.status}>
        {consent.status} · {i18n._(STATUS_TEXTS[consent.status])}
      </Badge>
      {consent.statusCode ? (
        <Text as="span" fontSize="sm" color="fg.muted" marginStart="2" data-testid="consent-status-code">
          {consent.statusCode}
          {code ? ` · ${i18n._(code)}` : ''}
        </Text>
      ) : null}
    </>
  );
}

/** Whether a consent can still be revoked (awaiting or authorised). */
export const isRevocable = (consent: Pick<Consent, 'status'>) => consent.status === 'Y' || consent.status === 'B';
