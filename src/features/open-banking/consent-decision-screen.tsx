import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { approveConsent, consentQueryOptions, openBankingKeys, refuseConsent } from '../../api/open-banking';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { FormMessage } from '../../components/form-message';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { formatTime } from '../../contract/date-text';
import type { ConsentDecided, ConsentRequest } from '../../contract/open-banking';
import { useDecisionAction } from '../../lib/use-decision-action';
import { useLanguage } from '../../lib/use-language';
import { AccountChooser } from './account-chooser';
import { ConsentDetails } from './consent-details';
import { rememberDecision } from './decision-memory';

type Kind = 'AIS' | 'PIS';

const isDecided = (data: unknown): data is ConsentDecided =>
  typeof data === 'object' && data !== null && 'redirectUrl' in data;

function DecisionForm({ request, kind }: { request: ConsentRequest; kind: Kind }) {
  const { t } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const approve = useDecisionAction();
  const refuse = useDecisionAction();
  const { consent, choices } = request;
  const [chosen, setChosen] = useState<string[]>(kind === 'PIS' && choices[0] ? [choices[0].accountNumber] : []);
  const [problem, setProblem] = useState<string>();
  const successTo = kind === 'AIS' ? '/dashboard/open-banking/success' : '/dashboard/open-banking/transfer-success';
  const done = (approved: boolean) => (data: unknown) => {
    if (isDecided(data)) rememberDecision(data, approved);
    void queryClient.invalidateQueries({ queryKey: openBankingKeys.all });
    void navigate({ to: successTo, search: { consent: consent.id } });
  };
  if (consent.status !== 'B')
    return (
      <Stack gap="4">
        <FormMessage status="warning" testId="consent-not-awaiting">
          <Trans id="openBanking.notAwaiting">This request is no longer awaiting your approval.</Trans>
        </FormMessage>
        <ConsentDetails consent={consent} testId="consent-request" />
      </Stack>
    );
  const onApprove = () => {
    if (chosen.length === 0)
      return setProblem(t({ id: 'openBanking.chooseAccount', message: 'Choose at least one account.' }));
    setProblem(undefined);
    const body = { consentId: consent.id, accountNumbers: chosen };
    void approve.submit(body, {
      call: (key, sent) => approveConsent(sent, key),
      onDone: done(true),
      suppressSnackbar: true,
    });
  };
  const onRefuse = () => {
    const body = { consentId: consent.id };
    void refuse.submit(body, {
      call: (key, sent) => refuseConsent(sent, key),
      onDone: done(false),
      suppressSnackbar: true,
    });
  };
  const by = consent.authoriseBy ? formatTime(consent.authoriseBy, language) : '';
  const provider = consent.providerName;
  return (
    <Stack gap="6">
      <Text data-testid="consent-intro">
        {kind === 'AIS' ? (
          <Trans id="openBanking.approve.intro">
            {provider} asks to read the information below. The permissions and dates are as the app asked and cannot be
            changed here; you choose the accounts. Decide by {by}.
          </Trans>
        ) : (
          <Trans id="openBanking.transfer.intro">
            {provider} asks to make the payment below from your account. Choose the account and decide by {by}.
          </Trans>
        )}
      </Text>
      <ConsentDetails consent={consent} testId="consent-request" />
      <AccountChooser
        legend={
          kind === 'AIS' ? (
            <Trans id="openBanking.approve.accounts">Accounts the app may see</Trans>
          ) : (
            <Trans id="openBanking.transfer.source">Account to pay from</Trans>
          )
        }
        choices={choices}
        multiple={kind === 'AIS'}
        chosen={chosen}
        onChange={(next) => {
          setProblem(undefined);
          setChosen(next);
        }}
        error={problem}
      />
      <HStack gap="3" justify="flex-end" wrap="wrap">
        <Button variant="outline" onClick={onRefuse} loading={refuse.busy} data-testid="consent-refuse">
          <Trans id="openBanking.refuse">Refuse</Trans>
        </Button>
        <Button onClick={onApprove} loading={approve.busy} data-testid="consent-approve">
          {kind === 'AIS' ? (
            <Trans id="openBanking.approve">Approve</Trans>
          ) : (
            <Trans id="openBanking.transfer.approve">Approve the payment</Trans>
          )}
        </Button>
      </HStack>
      <ActionFlowDialogs state={approve.dialogs} />
      <ActionFlowDialogs state={refuse.dialogs} />
    </Stack>
  );
}

/**
 * /dashboard/open-banking/approve (AIS) and /dashboard/open-banking/transfer (PIS): a provider's
 * request as the bank holds it, read-only, the accounts to choose, Approve or Refuse with the code.
 */
export function ConsentDecisionScreen({ consentId, kind }: { consentId: string; kind: Kind }) {
  const query = useQuery({ ...consentQueryOptions(consentId), enabled: consentId !== '' });
  return (
    <PageFrame title={<SegmentTitle segment={kind === 'AIS' ? 'approve' : 'transfer'} />} testId="consent-decision">
      {consentId === '' ? (
        <FormMessage testId="consent-missing">
          <Trans id="openBanking.missing">No request to show. Start again from the app that asked.</Trans>
        </FormMessage>
      ) : (
        <QueryState query={query} testId="consent">
          {(data) => <DecisionForm request={data} kind={kind} />}
        </QueryState>
      )}
    </PageFrame>
  );
}
