import { Alert, Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { findCallCustomer } from '../../api/callcenter';
import { SelectInput } from '../../components/inputs/select-input';
import { TextInput } from '../../components/text-input';
import type { FindCustomerBy } from '../../contract/callcenter';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useCallChange } from './use-call-actions';

/** Find the caller by identity number, customer number or phone (until the call is verified). */
export function FindCallerForm() {
  const { i18n } = useLingui();
  const [by, setBy] = useState<FindCustomerBy>('identityNumber');
  const [value, setValue] = useState('');
  const find = useCallChange(findCallCustomer);
  const options = [
    { value: 'identityNumber', label: i18n._({ id: 'cc.find.byIdentity', message: 'Identity number (TCKN)' }) },
    { value: 'customerNumber', label: i18n._({ id: 'cc.find.byCustomerNumber', message: 'Customer number' }) },
    { value: 'phone', label: i18n._({ id: 'cc.find.byPhone', message: 'Mobile phone' }) },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) find.mutate({ by, value: value.trim() });
  };
  return (
    <Stack as="form" gap="4" onSubmit={submit} aria-labelledby="cc-find-title" data-testid="find-caller">
      <Heading as="h2" size="lg" id="cc-find-title">
        <Trans id="cc.find.title">Find the caller</Trans>
      </Heading>
      <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }}>
        <SelectInput
          label={<Trans id="cc.find.by">Search by</Trans>}
          name="by"
          value={by}
          onChange={(next) => setBy(next as FindCustomerBy)}
          options={options}
          testId="find-by"
        />
        <TextInput
          label={<Trans id="cc.find.value">Value</Trans>}
          value={value}
          onChange={(next) => setValue(next.replace(/[^\d+]/g, '').slice(0, 20))}
          inputMode="numeric"
          maxLength={20}
          required
          testId="find-value"
        />
        <Button type="submit" loading={find.isPending} data-testid="find-submit" flexShrink={0}>
          <Trans id="cc.find.submit">Find</Trans>
        </Button>
      </Flex>
      {find.isError ? (
        <Alert.Root status="error" role="alert" data-testid="find-error">
          <Alert.Indicator />
          <Alert.Title>{errorText(find.error) ?? i18n._(GENERIC_ERROR)}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
