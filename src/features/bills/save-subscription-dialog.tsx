import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { saveSavedPayment, savedPaymentKeys } from '../../api/saved-payments';
import { AppDialog } from '../../components/app-dialog';
import { FormMessage } from '../../components/form-message';
import { showSnackbar } from '../../components/snackbar';
import { TextInput } from '../../components/text-input';
import { IssueKey } from '../../contract/message-codes';
import { SAVED_PAYMENT_NICKNAME_MAX } from '../../contract/saved-payments';
import { isRefusal } from '../../lib/action-flow';
import { ApiError, errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useDecisionKey } from '../../lib/use-decision-key';

const NicknameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(IssueKey.Required),
  v.maxLength(SAVED_PAYMENT_NICKNAME_MAX, IssueKey.TooLong),
);

export interface SaveSubscriptionProps {
  billerCode: string;
  subscriberNo: string;
  /** The nickname offered first (the institution's name). */
  suggestion: string;
}

/** "Save this subscription": a nickname in a small dialog, then SaveSavedPayment (one key per nickname). */
export function SaveSubscription({ billerCode, subscriberNo, suggestion }: SaveSubscriptionProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [nickname, setNickname] = useState(suggestion.slice(0, SAVED_PAYMENT_NICKNAME_MAX));
  const [error, setError] = useState<string>();
  const decision = useDecisionKey();
  const save = useMutation({
    mutationFn: async (value: string) => {
      const body = { kind: 'Bill' as const, nickname: value, billerCode, subscriberNo };
      const answer = await saveSavedPayment(body, decision.keyFor(body));
      if (answer.status !== 'success') throw new ApiError(200, answer.messages, answer.actionCode);
      return answer;
    },
    onError: (failure) => {
      if (isRefusal(failure)) decision.settle();
    },
    onSuccess: () => {
      setOpen(false);
      showSnackbar(t({ id: 'bills.save.done', message: 'The subscription is saved to your saved payments.' }));
      void queryClient.invalidateQueries({ queryKey: savedPaymentKeys.all });
    },
  });
  const check = () => {
    const result = v.safeParse(NicknameSchema, nickname);
    setError(result.success ? undefined : result.issues[0].message);
    return result.success ? result.output : undefined;
  };
  const submit = () => {
    const value = check();
    if (value) save.mutate(value);
  };
  if (save.isSuccess)
    return (
      <FormMessage status="success" testId="bill-save-done">
        <Trans id="bills.save.done">The subscription is saved to your saved payments.</Trans>
      </FormMessage>
    );
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="bill-save-open">
        <Trans id="bills.save.open">Save this subscription</Trans>
      </Button>
      <AppDialog
        open={open}
        onDismiss={() => setOpen(false)}
        testId="bill-save-dialog"
        title={<Trans id="bills.save.title">Save this subscription</Trans>}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)} data-testid="bill-save-cancel">
              <Trans id="common.cancel">Cancel</Trans>
            </Button>
            <Button onClick={submit} loading={save.isPending} data-testid="bill-save-submit">
              <Trans id="bills.save.submit">Save</Trans>
            </Button>
          </>
        }
      >
        <Stack
          as="form"
          gap="2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextInput
            label={<Trans id="bills.save.nickname">Nickname</Trans>}
            value={nickname}
            onChange={setNickname}
            onBlur={check}
            error={error}
            maxLength={SAVED_PAYMENT_NICKNAME_MAX}
            autoComplete="off"
            testId="bill-save-nickname"
            required
          />
          <FormMessage testId="bill-save-error">
            {save.isError ? (errorText(save.error) ?? i18n._(GENERIC_ERROR)) : undefined}
          </FormMessage>
        </Stack>
      </AppDialog>
    </>
  );
}
