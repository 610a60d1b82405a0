import { Alert, Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { previewApprovals } from '../../api/corporate-admin';
import { AmountInput } from '../../components/inputs/amount-input';
import { SelectInput } from '../../components/inputs/select-input';
import type { ApprovalPreview } from '../../contract/corporate-admin';
import type { OperationKind } from '../../contract/corporate-roles';
import { IssueKey } from '../../contract/message-codes';
import { MINOR_DIGITS } from '../../contract/money';
import { currencyUnit } from '../../contract/money-text';
import { useLanguage } from '../../lib/use-language';
import { KIND_LABEL } from './admin-labels';
import { bandText, needsText } from './needs-text';
import { currencyOptions, kindOptions, RULE_CURRENCIES } from './rule-dialog';

function PreviewResult({ preview }: { preview: ApprovalPreview }) {
  const language = useLanguage();
  if (!preview.ruleFound || !preview.ruleVersion)
    return (
      <Alert.Root status="warning" data-testid="preview-result" data-outcome="noRule">
        <Alert.Indicator />
        <Alert.Title>
          <Trans id="corporateAdmin.preview.noRule">No rule covers it: the bank would refuse this operation.</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  const needs = needsText(preview.needs);
  const band = bandText(preview.ruleVersion, language);
  const hours = preview.expiresInHours ?? 0;
  return (
    <Alert.Root
      status={needs ? 'info' : 'success'}
      data-testid="preview-result"
      data-outcome={needs ? 'needs' : 'none'}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title data-testid="preview-needs">
          {needs ? (
            <Trans id="corporateAdmin.preview.needs">Needs {needs}</Trans>
          ) : (
            <Trans id="corporateAdmin.preview.none">No approval needed: it posts at once.</Trans>
          )}
        </Alert.Title>
        <Alert.Description>
          <Trans id="corporateAdmin.preview.rule">
            Rule band {band}; it may wait up to {hours} hours.
          </Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Which approvals an example operation would need now (the same rule the bank applies). */
export function PreviewPanel() {
  const { i18n } = useLingui();
  const [kind, setKind] = useState<OperationKind>('transfer');
  const [currency, setCurrency] = useState<(typeof RULE_CURRENCIES)[number]>('TRY');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const preview = useMutation({ mutationFn: previewApprovals });
  const run = () => {
    if (!amount) return setError(IssueKey.Required);
    setError(undefined);
    preview.mutate({ kind, currency, amount });
  };
  return (
    <Stack gap="3" as="section" aria-labelledby="preview-title">
      <Heading as="h2" size="md" id="preview-title">
        <Trans id="corporateAdmin.preview.title">Try an example</Trans>
      </Heading>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
        data-testid="preview-form"
      >
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <SelectInput
              label={<Trans id="corporateAdmin.rules.kind">Operation</Trans>}
              value={kind}
              onChange={(value) => setKind(value as OperationKind)}
              options={kindOptions((k) => i18n._(KIND_LABEL[k]))}
              testId="preview-kind"
            />
            <SelectInput
              label={<Trans id="corporateAdmin.rules.currency">Currency</Trans>}
              value={currency}
              onChange={(value) => {
                setCurrency(value as (typeof RULE_CURRENCIES)[number]);
                setAmount('');
              }}
              options={currencyOptions}
              testId="preview-currency"
            />
            <AmountInput
              label={<Trans id="corporateAdmin.preview.amount">Amount</Trans>}
              value={amount}
              onChange={setAmount}
              currencyLabel={currencyUnit(currency)}
              digits={MINOR_DIGITS[currency]}
              error={error}
              testId="preview-amount"
              required
            />
          </SimpleGrid>
          <Box>
            <Button type="submit" loading={preview.isPending} data-testid="preview-submit">
              <Trans id="corporateAdmin.preview.submit">Show the approvals needed</Trans>
            </Button>
          </Box>
          {preview.isError ? (
            <Text color="fg.error" role="alert">
              <Trans id="corporateAdmin.preview.failed">The preview could not be loaded. Try again.</Trans>
            </Text>
          ) : null}
          <Box aria-live="polite">{preview.data ? <PreviewResult preview={preview.data} /> : null}</Box>
        </Stack>
      </form>
    </Stack>
  );
}
