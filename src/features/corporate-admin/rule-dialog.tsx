import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from '../../components/app-dialog';
import { AmountInput } from '../../components/inputs/amount-input';
import { SelectInput } from '../../components/inputs/select-input';
import { TextInput } from '../../components/text-input';
import {
  APPROVAL_EXPIRY_MAX_HOURS,
  type ApprovalGroup,
  type ApprovalRule,
  type CreateApprovalRuleRequest,
} from '../../contract/corporate-admin';
import { OPERATION_KINDS, type OperationKind } from '../../contract/corporate-roles';
import { IssueKey } from '../../contract/message-codes';
import { currencyUnit } from '../../contract/money-text';
import { MINOR_DIGITS, parseAmount } from '../../contract/money';
import { KIND_LABEL } from './admin-labels';

export const RULE_CURRENCIES = ['TRY', 'USD', 'EUR', 'XAU'] as const;
type RuleCurrency = (typeof RULE_CURRENCIES)[number];

export const kindOptions = (label: (kind: OperationKind) => string) =>
  OPERATION_KINDS.map((kind) => ({ value: kind, label: label(kind) }));
export const currencyOptions = RULE_CURRENCIES.map((c) => ({ value: c, label: `${c} (${currencyUnit(c)})` }));

/** Create a rule, or write a new version of one: kind, currency, band, the approvals per group and the waiting time. */
export function RuleDialog({
  rule,
  groups,
  kind: initialKind,
  onClose,
  onSave,
}: {
  rule?: ApprovalRule;
  groups: readonly ApprovalGroup[];
  kind: OperationKind;
  onClose: () => void;
  onSave: (request: CreateApprovalRuleRequest, id?: string) => void;
}) {
  const { t, i18n } = useLingui();
  const current = rule?.current;
  const [kind, setKind] = useState<OperationKind>(current?.kind ?? initialKind);
  const [currency, setCurrency] = useState<RuleCurrency>((current?.currency as RuleCurrency | undefined) ?? 'TRY');
  const [from, setFrom] = useState(current?.amountFrom ?? '');
  const [to, setTo] = useState(current?.amountTo ?? '');
  const [hours, setHours] = useState(String(current?.expiresInHours ?? 48));
  const [counts, setCounts] = useState<Record<string, string>>(
    Object.fromEntries(groups.map((g) => [g.id, String(current?.needs.find((n) => n.groupId === g.id)?.count ?? 0)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = () => {
    const found: Record<string, string> = {};
    const fromMinor = parseAmount(from || '0', currency);
    const toMinor = to ? parseAmount(to, currency) : null;
    if (fromMinor === undefined) found.from = IssueKey.Invalid;
    if (toMinor === undefined || (toMinor !== null && fromMinor !== undefined && toMinor <= fromMinor))
      found.to = IssueKey.Invalid;
    const h = Number(hours);
    if (!/^\d{1,3}$/.test(hours) || h < 1 || h > APPROVAL_EXPIRY_MAX_HOURS) found.hours = IssueKey.Invalid;
    for (const g of groups) if (!/^\d{1,2}$/.test(counts[g.id] ?? '0')) found[`count-${g.id}`] = IssueKey.Invalid;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave(
      {
        kind,
        currency,
        amountFrom: from || '0',
        amountTo: to || null,
        needs: groups.map((g) => ({ groupId: g.id, count: Number(counts[g.id] ?? '0') })).filter((n) => n.count > 0),
        expiresInHours: h,
      },
      rule?.id,
    );
  };
  const digits = MINOR_DIGITS[currency];
  const unit = currencyUnit(currency);
  return (
    <AppDialog
      open
      onDismiss={onClose}
      testId="rule-dialog"
      title={
        rule ? (
          <Trans id="corporateAdmin.rules.editTitle">Change the rule (a new version)</Trans>
        ) : (
          <Trans id="corporateAdmin.rules.newTitle">New approval rule</Trans>
        )
      }
      footer={
        <HStack gap="2">
          <Button variant="ghost" onClick={onClose}>
            <Trans id="corporateAdmin.cancel">Cancel</Trans>
          </Button>
          <Button onClick={save} data-testid="rule-save">
            <Trans id="corporateAdmin.save">Save</Trans>
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <SelectInput
          label={<Trans id="corporateAdmin.rules.kind">Operation</Trans>}
          value={kind}
          onChange={(value) => setKind(value as OperationKind)}
          options={kindOptions((k) => i18n._(KIND_LABEL[k]))}
          testId="rule-kind"
        />
        <SelectInput
          label={<Trans id="corporateAdmin.rules.currency">Currency</Trans>}
          value={currency}
          onChange={(value) => setCurrency(value as RuleCurrency)}
          options={currencyOptions}
          testId="rule-currency"
        />
        <AmountInput
          label={<Trans id="corporateAdmin.rules.from">From (included)</Trans>}
          value={from}
          onChange={setFrom}
          currencyLabel={unit}
          digits={digits}
          error={errors.from}
          testId="rule-from"
        />
        <AmountInput
          label={<Trans id="corporateAdmin.rules.to">Up to (not included)</Trans>}
          helper={<Trans id="corporateAdmin.rules.toHelp">Leave empty for no upper end.</Trans>}
          value={to}
          onChange={setTo}
          currencyLabel={unit}
          digits={digits}
          error={errors.to}
          testId="rule-to"
        />
        <Stack gap="2" as="fieldset">
          <Text as="legend" fontWeight="medium" marginBottom="2">
            <Trans id="corporateAdmin.rules.needsLegend">Approvals needed from each group (0: none)</Trans>
          </Text>
          {groups.map(({ id, name }) => (
            <TextInput
              key={id}
              label={t({ id: 'corporateAdmin.rules.countOf', message: `Approvers from ${name}` })}
              value={counts[id] ?? '0'}
              onChange={(value) => setCounts({ ...counts, [id]: value.replace(/\D/g, '').slice(0, 2) })}
              inputMode="numeric"
              maxLength={2}
              error={errors[`count-${id}`]}
              testId={`rule-count-${name}`}
            />
          ))}
        </Stack>
        <TextInput
          label={<Trans id="corporateAdmin.rules.hours">Waiting time (hours)</Trans>}
          value={hours}
          onChange={(value) => setHours(value.replace(/\D/g, '').slice(0, 3))}
          inputMode="numeric"
          maxLength={3}
          error={errors.hours}
          testId="rule-hours"
          required
        />
      </Stack>
    </AppDialog>
  );
}
