import { Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { otherBanksQueryOptions, startLink } from '../../api/other-banks';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { DateInput } from '../../components/inputs/date-input';
import { SelectInput } from '../../components/inputs/select-input';
import { QueryState } from '../../components/query-state';
import { IssueKey } from '../../contract/message-codes';
import { OTHER_BANK_PERMISSIONS, type OtherBankPermission, type OtherBanks } from '../../contract/other-banks';
import { useDecisionAction } from '../../lib/use-decision-action';
import { AuthorisationForm, toAuthorisation } from './authorisation-form';
import { PERMISSION_TEXTS } from './consent-texts';

/** 01 basic account is always asked (the sandbox banks hold no cards); balance by default. */
const DEFAULT_PERMISSIONS: OtherBankPermission[] = ['01', '03'];
const OFFERED = OTHER_BANK_PERMISSIONS.filter((p) => !['07', '08', '09'].includes(p));

function LinkForm({ banks, onCancel }: { banks: OtherBanks; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const action = useDecisionAction();
  const [bankCode, setBankCode] = useState('');
  const [permissions, setPermissions] = useState(new Set<OtherBankPermission>(DEFAULT_PERMISSIONS));
  const [endDate, setEndDate] = useState(banks.maxEndDate);
  const [errors, setErrors] = useState<{ bank?: string; endDate?: string }>({});
  const toggle = (p: OtherBankPermission, on: boolean) => {
    const next = new Set(permissions);
    if (on) next.add(p);
    else next.delete(p);
    // Instant balance notification needs the balance; detailed transactions need the basic ones.
    if (on && p === '06') next.add('03');
    if (on && p === '05') next.add('04');
    if (!on && p === '03') next.delete('06');
    if (!on && p === '04') next.delete('05');
    setPermissions(next);
  };
  const submit = () => {
    const problems = {
      bank: bankCode ? undefined : IssueKey.Required,
      endDate: endDate >= banks.minEndDate && endDate <= banks.maxEndDate ? undefined : IssueKey.Invalid,
    };
    setErrors(problems);
    if (problems.bank || problems.endDate) return;
    const body = { bankCode, permissions: [...permissions].sort(), endDate };
    void action.submit(
      body,
      toAuthorisation((key) => startLink(body, key)),
    );
  };
  return (
    <AuthorisationForm testId="link-bank-form" onSubmit={submit}>
      <Stack gap="4">
        <Heading as="h2" size="md">
          <Trans id="otherBanks.link.title">Link a bank</Trans>
        </Heading>
        <SelectInput
          label={<Trans id="otherBanks.link.bank">Bank</Trans>}
          value={bankCode}
          onChange={(code) => {
            setBankCode(code);
            setErrors((e) => ({ ...e, bank: undefined }));
          }}
          options={banks.banks.map((b) => ({ value: b.code, label: b.name }))}
          placeholder={t({ id: 'otherBanks.link.bankPlaceholder', message: 'Choose a bank' })}
          error={errors.bank}
          testId="link-bank"
          required
        />
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="semibold" marginBottom="2">
            <Trans id="otherBanks.link.permissions">Permissions you give Emanet</Trans>
          </Text>
          {OFFERED.map((p) => (
            <Checkbox.Root
              key={p}
              checked={permissions.has(p)}
              disabled={p === '01'}
              onCheckedChange={(e) => toggle(p, e.checked === true)}
              data-testid={`permission-${p}`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {p} · {i18n._(PERMISSION_TEXTS[p])}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        <DateInput
          label={<Trans id="otherBanks.link.endDate">Permission end date</Trans>}
          helper={<EndDateHelp months={banks.maxMonths} />}
          value={endDate}
          onChange={setEndDate}
          min={banks.minEndDate}
          max={banks.maxEndDate}
          error={errors.endDate}
          testId="link-end-date"
          required
        />
        <Text fontSize="sm" color="fg.muted">
          <Trans id="otherBanks.link.redirect">
            Next you go to the bank’s own page to choose the accounts and approve within 5 minutes; then it sends you
            back here.
          </Trans>
        </Text>
        <HStack gap="2" justify="flex-end" wrap="wrap">
          <Button variant="outline" onClick={onCancel} data-testid="link-cancel">
            <Trans id="otherBanks.link.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" loading={action.busy} data-testid="link-submit">
            <Trans id="otherBanks.link.submit">Continue to the bank</Trans>
          </Button>
        </HStack>
      </Stack>
      <ActionFlowDialogs state={action.dialogs} />
    </AuthorisationForm>
  );
}

/** The "link a bank" form, with the banks and the end dates allowed today. */
export function LinkBankPanel({ onCancel }: { onCancel: () => void }) {
  const query = useQuery(otherBanksQueryOptions());
  return (
    <QueryState query={query} testId="link-banks">
      {(banks) => <LinkForm banks={banks} onCancel={onCancel} />}
    </QueryState>
  );
}

/** The end date's help: the longest a consent may last for this customer (6 months, 12 for a company). */
export function EndDateHelp({ months }: { months: number }) {
  return <Trans id="otherBanks.link.endDateHelp">The last day it is valid: at most {months} months from today.</Trans>;
}
