import { Badge, Link as ChakraLink, Flex, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ListRow } from '../../components/list-row';
import type { Account } from '../../contract/accounts';
import { formatIban, normaliseIban } from '../../contract/iban';
import { formatMoneyText } from '../../contract/money-text';
import { accountKindText } from './account-kind-text';
import { useLanguage } from '../../lib/use-language';

/** One account: name (a link to its detail), kind in words, IBAN for people (compact in data-iban), currency and balance. */
export function AccountRow({ account }: { account: Account }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const iban = normaliseIban(account.iban);
  return (
    <ListRow
      data-testid="account-row"
      data-iban={iban}
      align={{ base: 'start', md: 'center' }}
      gap="4"
      direction={{ base: 'column', md: 'row' }}
    >
      <Stack gap="1">
        <Flex gap="2" align="center">
          <ChakraLink asChild fontWeight="semibold" data-testid="account-name">
            <Link to="/dashboard/my-accounts/detail" search={{ accountNumber: account.accountNumber }}>
              {account.name}
            </Link>
          </ChakraLink>
          {account.isClosed ? (
            <Badge colorPalette="gray">
              <Trans id="account.closed">Closed</Trans>
            </Badge>
          ) : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted" data-testid="account-kind">
          {i18n._(accountKindText(account.kind, account.currency))}
        </Text>
        <Text fontSize="sm" fontFamily="mono" data-testid="account-iban" data-iban={iban}>
          {formatIban(iban)}
        </Text>
      </Stack>
      <Stack gap="1" textAlign={{ base: 'start', md: 'end' }}>
        <Text fontSize="lg" fontWeight="bold" data-testid="account-balance" data-balance={account.balance}>
          {formatMoneyText(account.balance, account.currency, language)}
        </Text>
        <Text fontSize="sm" color="fg.muted" data-testid="account-currency">
          {account.currency}
        </Text>
      </Stack>
    </ListRow>
  );
}
