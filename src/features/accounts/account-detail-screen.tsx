import { Flex, Heading, Spinner, Stack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { accountDetailQueryOptions } from '../../api/account-management';
import { FormMessage } from '../../components/form-message';
import { PageFrame } from '../../components/page-frame';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { AccountHistory } from './account-history';
import { AccountSummary } from './account-summary';
import { AliasForm } from './alias-form';
import { CloseAccountAction } from './close-account-action';

const NOT_FOUND = msg({ id: 'accountDetail.notFound', message: 'The account was not found.' });

/** /dashboard/my-accounts/detail?accountNumber=…: balances, IBAN, name, filtered history with statements, closing. */
export function AccountDetailScreen({ accountNumber }: { accountNumber: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const detail = useQuery({ ...accountDetailQueryOptions(accountNumber), enabled: accountNumber !== '' });
  const back = () => void navigate({ to: '/dashboard/my-accounts' });
  return (
    <PageFrame
      title={detail.data?.name ?? <Trans id="accountDetail.title">Account detail</Trans>}
      onBack={back}
      testId="account-detail"
    >
      {accountNumber === '' || detail.isError ? (
        <FormMessage testId="account-detail-error">
          {errorText(detail.error) ?? i18n._(accountNumber === '' ? NOT_FOUND : GENERIC_ERROR)}
        </FormMessage>
      ) : detail.isPending ? (
        <Flex justify="center" padding="8">
          <Spinner size="lg" color="brand.solid" />
        </Flex>
      ) : (
        <Stack gap="8">
          <AccountSummary detail={detail.data} />
          {detail.data.closedAt ? null : <AliasForm key={detail.data.alias ?? ''} detail={detail.data} />}
          <AccountHistory accountNumber={accountNumber} currency={detail.data.currency} />
          <Stack gap="2">
            <Heading as="h2" size="md">
              <Trans id="closeAccount.title">Closing</Trans>
            </Heading>
            <CloseAccountAction detail={detail.data} />
          </Stack>
        </Stack>
      )}
    </PageFrame>
  );
}
