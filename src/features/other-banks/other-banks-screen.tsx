import { Box, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { consentsQueryOptions, otherBankKeys, revokeConsent } from '../../api/other-banks';
import { accountKeys } from '../../api/accounts';
import { netWorthKeys } from '../../api/net-worth';
import { DeleteButton } from '../../components/delete-button';
import { ListRow } from '../../components/list-row';
import { ListScreen } from '../../components/list-screen';
import { dayText } from '../../contract/date-text';
import type { Consent } from '../../contract/other-banks';
import { useLanguage } from '../../lib/use-language';
import { ConsentStatus, isRevocable } from './consent-status';
import { LinkBankPanel } from './link-bank-form';
import { RevokeBody } from './consent-texts';

function ConsentRow({ consent, ask }: { consent: Consent; ask: (c: Consent) => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  const endDate = dayText(consent.endDate, language);
  const count = consent.accounts.length;
  const bankName = consent.bankName;
  return (
    <ListRow
      align={{ base: 'start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      data-testid="consent-row"
      data-id={consent.consentId}
      data-status={consent.status}
    >
      <Stack gap="1" flex="1" minWidth="0">
        <ChakraLink asChild fontWeight="semibold" data-testid="consent-bank">
          <Link to="/dashboard/other-bank-access-permissions/detail" search={{ consent: consent.consentId }}>
            {consent.bankName}
          </Link>
        </ChakraLink>
        <Box>
          <ConsentStatus consent={consent} />
        </Box>
        <Text fontSize="sm" color="fg.muted">
          <Trans id="otherBanks.row.summary">
            Valid until {endDate} · {count} accounts
          </Trans>
        </Text>
      </Stack>
      {isRevocable(consent) ? (
        <DeleteButton
          onClick={() => ask(consent)}
          label={t({ id: 'otherBanks.revokeLabel', message: `Revoke the permission for ${bankName}` })}
          testId="consent-revoke"
        />
      ) : null}
    </ListRow>
  );
}

/** /dashboard/other-bank-access-permissions: the consents for Emanet to read accounts at other banks; link a bank, revoke. */
export function OtherBanksScreen() {
  const { t } = useLingui();
  const [linking, setLinking] = useState(false);
  return (
    <ListScreen
      segment="other-bank-access-permissions"
      prefix="consents"
      titleEnd={
        linking ? null : (
          <Button size="sm" onClick={() => setLinking(true)} data-testid="link-bank-open">
            <Trans id="otherBanks.link.open">Link a bank</Trans>
          </Button>
        )
      }
      intro={
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            <Trans id="otherBanks.intro">
              Let Emanet read your accounts at other banks through open banking: they appear read-only in My accounts
              and in your net worth. You can revoke a permission at any time.
            </Trans>
          </Text>
          {linking ? <LinkBankPanel onCancel={() => setLinking(false)} /> : null}
        </Stack>
      }
      query={useQuery(consentsQueryOptions())}
      items={(data) => data.consents}
      empty={<Trans id="otherBanks.empty">You have not linked another bank yet.</Trans>}
      deletion={{
        call: (consent: Consent, key) => revokeConsent(consent.consentId, key),
        invalidates: [otherBankKeys.all, accountKeys.all, netWorthKeys.all],
        deletedText: t({ id: 'otherBanks.revoked', message: 'The permission is revoked.' }),
        title: <Trans id="otherBanks.revokeTitle">Revoke the permission?</Trans>,
        body: (consent) => <RevokeBody bankName={consent.bankName} />,
      }}
      row={(consent, ask) => <ConsentRow key={consent.consentId} consent={consent} ask={ask} />}
    />
  );
}
