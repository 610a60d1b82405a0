import { Button, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { AccountNumberInput } from '../../components/inputs/account-number-input';
import { AmountInput } from '../../components/inputs/amount-input';
import { FileUpload } from '../../components/inputs/file-upload';
import { NumberOnlyInput } from '../../components/inputs/number-only-input';
import { PhoneInput } from '../../components/inputs/phone-input';
import { Money } from '../../components/money';
import type { PhoneValue } from '../../contract/input-rules';
import { setHideAmounts, useHideAmounts } from '../../lib/hide-amounts';
import { useActionFlow } from '../../lib/use-action-flow';
import { fakeCall, SCENARIOS, type Scenario } from './fake-action';

/** /dashboard/component-test (development builds only): every shared input and the action flow on a fake call. */
export function ComponentTestScreen() {
  const flow = useActionFlow();
  const hidden = useHideAmounts();
  const [amount, setAmount] = useState('');
  const [phone, setPhone] = useState<PhoneValue>({ countryCode: 'TR', nationalNumber: '' });
  const [reference, setReference] = useState('');
  const [account, setAccount] = useState('');
  const [last, setLast] = useState('');

  const run = (scenario: Scenario) =>
    void flow
      .run({
        values: { amount },
        required: ['amount'],
        call: fakeCall(scenario),
        onSuccess: () => setLast(`success (${scenario})`),
        onTransactionSigning: () => setLast('signing → /dashboard/transaction-summary'),
      })
      .then((result) => result.step !== 'done' && setLast(JSON.stringify(result)));

  return (
    <Stack gap="6" maxW="xl" data-testid="component-test-page">
      <Heading size="lg">
        <Trans id="dev.componentTest">Component test</Trans>
      </Heading>
      <AmountInput value={amount} onChange={setAmount} />
      <PhoneInput value={phone} onChange={setPhone} />
      <NumberOnlyInput
        label={<Trans id="dev.numberOnly">Number only</Trans>}
        value={reference}
        onChange={setReference}
      />
      <AccountNumberInput
        label={<Trans id="dev.accountNumber">Account number</Trans>}
        value={account}
        onChange={setAccount}
      />
      <FileUpload
        label={<Trans id="dev.files">Files (PDF, at most 1 MB, 2 files)</Trans>}
        accept={['application/pdf']}
        maxFiles={2}
        maxFileSize={1024 * 1024}
        onFilesChange={() => undefined}
      />
      <Text as="pre" data-testid="component-test-values">
        {JSON.stringify({ amount, phone, reference, account })}
      </Text>
      <Switch.Root checked={hidden} onCheckedChange={(details) => setHideAmounts(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans id="dev.hideAmounts">Hide amounts</Trans>
        </Switch.Label>
      </Switch.Root>
      <Money amount={amount || '0'} testId="component-test-money" />
      <HStack wrap="wrap" gap="2">
        {SCENARIOS.map((scenario) => (
          <Button key={scenario} size="sm" variant="outline" loading={flow.busy} onClick={() => run(scenario)}>
            {scenario}
          </Button>
        ))}
      </HStack>
      <Text data-testid="component-test-last">{last}</Text>
      <ActionFlowDialogs state={flow.dialogs} />
    </Stack>
  );
}
