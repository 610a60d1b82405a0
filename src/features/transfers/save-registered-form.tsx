import { Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { registeredTransactionKeys, saveRegisteredFromTransfer } from '../../api/registered-transactions';
import { FormMessage } from '../../components/form-message';
import { showSnackbar } from '../../components/snackbar';
import { TextInput } from '../../components/text-input';
import { REGISTERED_NAME_MAX } from '../../contract/registered-transactions';
import { IssueKey } from '../../contract/message-codes';
import { isRefusal } from '../../lib/action-flow';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useDecisionKey } from '../../lib/use-decision-key';

const NameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(IssueKey.Required),
  v.maxLength(REGISTERED_NAME_MAX, IssueKey.TooLong),
);

/** "Save as a registered transaction": a name, then SaveRecordedTransaction (the wire name) with fromTransferId. */
export function SaveRegisteredForm({ transferId }: { transferId: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  // One Idempotency-Key per decision: a retry of the same name reuses it, another name is a new one.
  const decision = useDecisionKey();
  const save = useMutation({
    mutationFn: (value: string) => saveRegisteredFromTransfer(value, transferId, decision.keyFor(value)),
    // A refusal is the key's final answer: the next try under the same name is a new decision.
    onError: (failure) => {
      if (isRefusal(failure)) decision.settle();
    },
    onSuccess: () => {
      showSnackbar(t({ id: 'transfer.saveRegistered.done', message: 'Saved to your registered transactions.' }));
      void queryClient.invalidateQueries({ queryKey: registeredTransactionKeys.all });
    },
  });
  const check = () => {
    const result = v.safeParse(NameSchema, name);
    setError(result.success ? undefined : result.issues[0].message);
    return result.success ? result.output : undefined;
  };
  if (save.isSuccess)
    return (
      <FormMessage status="success" testId="save-registered-done">
        <Trans id="transfer.saveRegistered.done">Saved to your registered transactions.</Trans>
      </FormMessage>
    );
  return (
    <Stack
      as="form"
      gap="2"
      data-testid="save-registered-form"
      onSubmit={(event) => {
        event.preventDefault();
        const value = check();
        if (value) save.mutate(value);
      }}
    >
      <TextInput
        label={<Trans id="transfer.saveRegistered.name">Name for this registered transaction</Trans>}
        value={name}
        onChange={setName}
        onBlur={check}
        error={error}
        maxLength={REGISTERED_NAME_MAX}
        autoComplete="off"
        testId="save-registered-name"
      />
      <FormMessage testId="save-registered-error">
        {save.isError ? (errorText(save.error) ?? i18n._(GENERIC_ERROR)) : undefined}
      </FormMessage>
      <HStack>
        <Button type="submit" variant="outline" loading={save.isPending} data-testid="save-registered-submit">
          <Trans id="transfer.saveRegistered.submit">Save as a registered transaction</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
