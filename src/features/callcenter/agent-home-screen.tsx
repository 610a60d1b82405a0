import { Alert, Box, DataList, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '../../api/callcenter';
import { QueryState } from '../../components/query-state';
import type { Call } from '../../contract/callcenter';
import { formatDateTime } from '../../contract/date-text';
import { useLanguage } from '../../lib/use-language';
import { FindCallerForm } from './find-caller-form';
import { VerifyCallerForm } from './verify-caller-form';

function FoundCustomer({ call }: { call: Call }) {
  const customer = call.customer!;
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="l3" padding="4" data-testid="found-customer">
      <Heading as="h2" size="md" marginBottom="2">
        {customer.name} {customer.surname}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans id="cc.panel.customerId">Customer no.</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{customer.customerNumber}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans id="cc.panel.tckn">TCKN</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{customer.maskedIdentityNumber}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans id="cc.panel.gsm">Mobile phone</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{customer.maskedPhone}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Box>
  );
}

function Verified({ call }: { call: Call }) {
  const language = useLanguage();
  const { i18n } = useLingui();
  const method =
    call.verificationMethod === 'sms'
      ? i18n._({ id: 'cc.home.bySms', message: 'an SMS code' })
      : i18n._({ id: 'cc.home.byQuestions', message: 'the caller’s answers' });
  const at = call.verifiedAt ? formatDateTime(call.verifiedAt, language) : '';
  return (
    <Alert.Root status="success" data-testid="caller-verified">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans id="cc.home.verified">The caller is verified</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans id="cc.home.verifiedBy">
            Verified by {method} at {at}. Use the menu to serve this customer.
          </Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** /dashboard in CallCenter mode: find the caller, then verify them; no customer panel here. */
export function AgentHomeScreen() {
  const call = useQuery(callQueryOptions());
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" data-testid="agent-home-title">
        <Trans id="cc.home.title">The call</Trans>
      </Heading>
      <QueryState query={call} testId="call">
        {(data) => (
          <Stack gap="6">
            {data.verification === 'verified' ? null : <FindCallerForm />}
            {data.customer ? <FoundCustomer call={data} /> : null}
            {data.verification === 'verified' ? <Verified call={data} /> : <VerifyCallerForm call={data} />}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
