import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { linkedAccountsQueryOptions } from '../../api/other-banks';
import { ListRow } from '../../components/list-row';
import { Money } from '../../components/money';
import type { LinkedAccount } from '../../contract/other-banks';

function OtherBankAccountRow({ account }: { account: LinkedAccount }) {
  return (
    <ListRow
      data-testid="other-bank-account-row"
      data-bank={account.bankCode}
      align={{ base: 'start', md: 'center' }}
      gap="4"
      direction={{ base: 'column', md: 'row' }}
    >
      <Stack gap="1">
        <Text fontWeight="semibold" data-testid="other-bank-account-bank">
          {account.bankName}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {account.name}
        </Text>
        <Text fontSize="sm" fontFamily="mono" translate="no" data-testid="other-bank-account-iban">
          {account.maskedIban}
        </Text>
      </Stack>
      <Stack gap="1" textAlign={{ base: 'start', md: 'end' }}>
        {account.balance === null ? (
          <Text fontSize="sm" color="fg.muted" data-testid="other-bank-account-balance">
            <Trans id="accounts.otherBanks.noBalance">Balance not shared</Trans>
          </Text>
        ) : (
          <Text fontSize="lg" fontWeight="bold" data-testid="other-bank-account-balance" data-balance={account.balance}>
            <Money amount={account.balance} currency={account.currency} />
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {account.currency}
        </Text>
      </Stack>
    </ListRow>
  );
}

/** My accounts' "Other banks" group: accounts read at other banks under a consent, read-only; nothing while none is linked. */
export function OtherBankAccountsGroup() {
  const query = useQuery(linkedAccountsQueryOptions());
  const accounts = query.data?.accounts ?? [];
  if (accounts.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-labelledby="other-banks-heading" data-testid="other-bank-accounts">
      <Heading as="h2" size="md" id="other-banks-heading">
        <Trans id="accounts.otherBanks.title">Other banks</Trans>
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        <Trans id="accounts.otherBanks.intro">
          Read through open banking with your permission; shown only, no actions.
        </Trans>
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" margin="0" padding="0" data-testid="other-bank-accounts-list">
        {accounts.map((a) => (
          <OtherBankAccountRow key={a.id} account={a} />
        ))}
      </Stack>
    </Stack>
  );
}
