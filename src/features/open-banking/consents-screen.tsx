import { Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { consentsQueryOptions, openBankingKeys, revokeConsent } from '../../api/open-banking';
import { ListRow } from '../../components/list-row';
import { ListScreen } from '../../components/list-screen';
import { formatDate } from '../../contract/date-text';
import type { Consent } from '../../contract/open-banking';
import { useLanguage } from '../../lib/use-language';
import { ConsentDetails, ConsentStatusBadge } from './consent-details';
import { KIND_TEXT } from './consent-texts';

function ConsentRow({ consent, ask }: { consent: Consent; ask: (consent: Consent) => void }) {
  const { i18n } = useLinguiCore();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const kind = i18n._(KIND_TEXT[consent.kind]);
  const provider = consent.providerName;
  const detailsId = `consent-details-${consent.id}`;
  const requested = formatDate(consent.createdAt, language);
  const until = consent.validUntil ? formatDate(consent.validUntil, language) : '';
  return (
    <ListRow align="flex-start" wrap="wrap" data-testid="consent-row" data-id={consent.id} data-kind={consent.kind}>
      <Stack minWidth="0" flex="1" gap="1">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" data-testid="consent-title">
            {provider} · {kind}
          </Text>
          <ConsentStatusBadge consent={consent} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {consent.validUntil ? (
            <Trans id="openBanking.row.dates">
              Requested {requested} · valid until {until}
            </Trans>
          ) : (
            <Trans id="openBanking.row.requested">Requested {requested}</Trans>
          )}
        </Text>
        {open ? (
          <Box id={detailsId} paddingTop="2">
            <ConsentDetails consent={consent} testId="consent-details" />
          </Box>
        ) : null}
      </Stack>
      <HStack gap="1">
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => setOpen(!open)}
          data-testid="consent-toggle"
        >
          {open ? <Trans id="openBanking.row.hide">Hide</Trans> : <Trans id="openBanking.row.detail">Details</Trans>}
          <VisuallyHidden>{` ${provider} ${kind}`}</VisuallyHidden>
        </Button>
        {consent.revocable ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => ask(consent)}
            data-testid="consent-revoke"
          >
            <Trans id="openBanking.row.revoke">Revoke</Trans>
            <VisuallyHidden>{` ${provider} ${kind}`}</VisuallyHidden>
          </Button>
        ) : null}
      </HStack>
    </ListRow>
  );
}

/**
 * /dashboard/open-banking: every consent given to third-party providers, with its ÖHVPS status and
 * detail code; details; revoke an account-information consent (I/02: the provider's access stops at once).
 */
export function ConsentsScreen() {
  const { t } = useLingui();
  return (
    <ListScreen
      segment="open-banking"
      prefix="consents"
      intro={
        <Text color="fg.muted" fontSize="sm">
          <Trans id="openBanking.intro">
            The apps you allowed to see your accounts or to start payments. Revoking a permission stops the app&apos;s
            access at once; the record stays here.
          </Trans>
        </Text>
      }
      query={useQuery(consentsQueryOptions())}
      items={(data) => data.consents}
      empty={<Trans id="openBanking.empty">You have not given any app a permission yet.</Trans>}
      deletion={{
        call: (consent: Consent, key) => revokeConsent(consent.id, key),
        invalidates: [openBankingKeys.all],
        deletedText: t({ id: 'openBanking.revoked.snackbar', message: 'The permission is revoked.' }),
        title: <Trans id="openBanking.revoke.title">Revoke the permission?</Trans>,
        body: (consent) => {
          const provider = consent.providerName;
          return (
            <Trans id="openBanking.revoke.body">
              {provider} can no longer read your account information. This cannot be undone; the app must ask again.
            </Trans>
          );
        },
      }}
      row={(consent, ask) => <ConsentRow key={consent.id} consent={consent} ask={ask} />}
    />
  );
}
