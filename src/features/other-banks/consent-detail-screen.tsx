import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { accountKeys } from '../../api/accounts';
import { netWorthKeys } from '../../api/net-worth';
import {
  consentQueryOptions,
  otherBankKeys,
  otherBanksQueryOptions,
  renewConsent,
  revokeConsent,
} from '../../api/other-banks';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { ConfirmedDeleteDialogs } from '../../components/confirmed-delete-dialogs';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { DateInput } from '../../components/inputs/date-input';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { showSnackbar } from '../../components/snackbar';
import { dayText, formatDateTime } from '../../contract/date-text';
import { IssueKey } from '../../contract/message-codes';
import type { Consent, OtherBanks } from '../../contract/other-banks';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete';
import { useDecisionAction } from '../../lib/use-decision-action';
import { useLanguage } from '../../lib/use-language';
import { isRevocable, ConsentStatus } from './consent-status';
import { PERMISSION_TEXTS, RevokeBody } from './consent-texts';
import { AuthorisationForm, toAuthorisation } from './authorisation-form';
import { EndDateHelp } from './link-bank-form';

/** A new end date, then the bank's page again. */
function RenewForm({ consent, banks, onCancel }: { consent: Consent; banks: OtherBanks; onCancel: () => void }) {
  const action = useDecisionAction();
  const [endDate, setEndDate] = useState(banks.maxEndDate);
  const [error, setError] = useState<string>();
  const submit = () => {
    if (endDate < banks.minEndDate || endDate > banks.maxEndDate) return setError(IssueKey.Invalid);
    setError(undefined);
    const body = { consentId: consent.consentId, endDate };
    void action.submit(
      body,
      toAuthorisation((key) => renewConsent(body, key)),
    );
  };
  return (
    <AuthorisationForm testId="renew-form" onSubmit={submit}>
      <Stack gap="3">
        <DateInput
          label={<Trans id="otherBanks.renew.endDate">New end date</Trans>}
          helper={<EndDateHelp months={banks.maxMonths} />}
          value={endDate}
          onChange={setEndDate}
          min={banks.minEndDate}
          max={banks.maxEndDate}
          error={error}
          testId="renew-end-date"
          required
        />
        <HStack gap="2" justify="flex-end" wrap="wrap">
          <Button variant="outline" onClick={onCancel}>
            <Trans id="otherBanks.link.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" loading={action.busy} data-testid="renew-submit">
            <Trans id="otherBanks.link.submit">Continue to the bank</Trans>
          </Button>
        </HStack>
      </Stack>
      <ActionFlowDialogs state={action.dialogs} />
    </AuthorisationForm>
  );
}

function ConsentDetail({ consent }: { consent: Consent }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const banks = useQuery(otherBanksQueryOptions());
  const [renewing, setRenewing] = useState(false);
  const revoke = useConfirmedDelete(
    (c: Consent, key) => revokeConsent(c.consentId, key),
    () => {
      for (const queryKey of [otherBankKeys.all, accountKeys.all, netWorthKeys.all])
        void queryClient.invalidateQueries({ queryKey });
      showSnackbar(t({ id: 'otherBanks.revoked', message: 'The permission is revoked.' }));
    },
  );
  const renewable = consent.status === 'Y' || consent.status === 'S';
  return (
    <Stack gap="5">
      <DetailList testId="consent-detail">
        <DetailRow label={<Trans id="otherBanks.detail.bank">Bank</Trans>} testId="detail-bank">
          {consent.bankName}
        </DetailRow>
        <DetailRow label={<Trans id="otherBanks.detail.status">Status</Trans>}>
          <ConsentStatus consent={consent} />
        </DetailRow>
        <DetailRow label={<Trans id="otherBanks.detail.permissions">Permissions</Trans>}>
          <Stack as="ul" gap="0" listStyleType="none" data-testid="detail-permissions">
            {consent.permissions.map((p) => (
              <li key={p}>
                {p} · {i18n._(PERMISSION_TEXTS[p])}
              </li>
            ))}
          </Stack>
        </DetailRow>
        <DetailRow label={<Trans id="otherBanks.detail.endDate">Valid until</Trans>} testId="detail-end-date">
          {dayText(consent.endDate, language)}
        </DetailRow>
        <DetailRow label={<Trans id="otherBanks.detail.created">Asked on</Trans>}>
          {formatDateTime(consent.createdAt, language)}
        </DetailRow>
        {consent.authorisedAt ? (
          <DetailRow label={<Trans id="otherBanks.detail.authorised">Authorised on</Trans>}>
            {formatDateTime(consent.authorisedAt, language)}
          </DetailRow>
        ) : null}
        <DetailRow label={<Trans id="otherBanks.detail.accounts">Accounts read</Trans>}>
          {consent.accounts.length === 0 ? (
            <Text color="fg.muted">
              <Trans id="otherBanks.detail.noAccounts">None</Trans>
            </Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" data-testid="detail-accounts">
              {consent.accounts.map((a) => (
                <li key={a.id} data-testid="detail-account">
                  {a.name} · <span translate="no">{a.maskedIban}</span>
                  {a.balance !== null ? (
                    <>
                      {' · '}
                      <Money amount={a.balance} currency={a.currency} />
                    </>
                  ) : null}
                </li>
              ))}
            </Stack>
          )}
        </DetailRow>
      </DetailList>
      {renewing && banks.data ? (
        <RenewForm consent={consent} banks={banks.data} onCancel={() => setRenewing(false)} />
      ) : null}
      <HStack gap="2" justify="flex-end" wrap="wrap">
        <Button
          variant="outline"
          onClick={() => void navigate({ to: '/dashboard/other-bank-access-permissions' })}
          data-testid="detail-back"
        >
          <Trans id="otherBanks.detail.back">All permissions</Trans>
        </Button>
        {renewable && !renewing ? (
          <Button variant="outline" onClick={() => setRenewing(true)} data-testid="detail-renew">
            <Trans id="otherBanks.detail.renew">Renew</Trans>
          </Button>
        ) : null}
        {isRevocable(consent) ? (
          <Button
            colorPalette="red"
            onClick={() => revoke.ask(consent)}
            loading={revoke.busy}
            data-testid="detail-revoke"
          >
            <Trans id="otherBanks.detail.revoke">Revoke</Trans>
          </Button>
        ) : null}
      </HStack>
      <ConfirmedDeleteDialogs
        state={revoke}
        title={<Trans id="otherBanks.revokeTitle">Revoke the permission?</Trans>}
        body={<RevokeBody bankName={consent.bankName} />}
      />
    </Stack>
  );
}

/** /dashboard/other-bank-access-permissions/detail?consent=: one consent, its accounts, renew and revoke. */
export function ConsentDetailScreen({ consentId }: { consentId: string }) {
  return (
    <PageFrame title={<SegmentTitle segment="detail" />} testId="consent-detail-screen">
      <QueryState query={useQuery(consentQueryOptions(consentId))} testId="consent">
        {(consent) => <ConsentDetail consent={consent} />}
      </QueryState>
    </PageFrame>
  );
}
