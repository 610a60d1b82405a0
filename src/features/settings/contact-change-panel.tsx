import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { confirmContactChange, settingsKeys, startContactChange } from '../../api/settings';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { FormMessage } from '../../components/form-message';
import { SelectInput } from '../../components/inputs/select-input';
import { TextInput } from '../../components/text-input';
import { IssueKey } from '../../contract/message-codes';
import { StartContactChangeSchema, type ContactCodeSent, type ContactKind } from '../../contract/settings';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useDecisionAction } from '../../lib/use-decision-action';

/**
 * A new phone or e-mail: the bank sends a code to the new one (the sandbox outbox shows it), and the
 * code typed here makes it the customer's.
 */
export function ContactChangePanel() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const [kind, setKind] = useState<ContactKind>('phone');
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<ContactCodeSent>();
  const kinds = [
    { value: 'phone', label: t({ id: 'settings.contact.phone', message: 'Mobile phone' }) },
    { value: 'email', label: t({ id: 'settings.contact.email', message: 'E-mail' }) },
  ];
  const send = async () => {
    const parsed = v.safeParse(StartContactChangeSchema, { kind, value });
    if (!parsed.success) return setError(parsed.issues[0]?.message ?? IssueKey.Invalid);
    setError(undefined);
    setFailure(undefined);
    setSending(true);
    try {
      setSent(await startContactChange(parsed.output));
    } catch (problem) {
      setFailure(errorText(problem) ?? i18n._(GENERIC_ERROR));
    } finally {
      setSending(false);
    }
  };
  const confirm = () => {
    if (!sent) return;
    if (!/^\d{6}$/.test(code)) return setError(IssueKey.OtpFormat);
    setError(undefined);
    const body = { otpReferenceKey: sent.otpReferenceKey, otpCode: code };
    void action.submit(body, {
      call: (key) => confirmContactChange(body, key),
      successMessage:
        kind === 'phone'
          ? t({ id: 'settings.contact.phoneDone', message: 'Your new mobile number is verified and saved.' })
          : t({ id: 'settings.contact.emailDone', message: 'Your new e-mail address is verified and saved.' }),
      onDone: (profile) => {
        if (profile) queryClient.setQueryData(settingsKeys.profile(), profile);
        setSent(undefined);
        setValue('');
        setCode('');
      },
    });
  };
  if (sent) {
    const target = sent.target;
    return (
      <form
        data-testid="contact-code-form"
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <Stack gap="3" maxWidth="md">
          <Text data-testid="contact-code-sent">
            <Trans id="settings.contact.sent">We sent a code to {target}. Type it here to confirm.</Trans>
          </Text>
          <TextInput
            label={<Trans id="settings.contact.code">Verification code</Trans>}
            value={code}
            onChange={setCode}
            error={error}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            testId="contact-code"
            required
          />
          <HStack gap="2">
            <Button type="submit" loading={action.busy} data-testid="contact-confirm">
              <Trans id="settings.contact.confirm">Confirm</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setSent(undefined)} data-testid="contact-back">
              <Trans id="settings.contact.back">Back</Trans>
            </Button>
          </HStack>
        </Stack>
        <ActionFlowDialogs state={action.dialogs} />
      </form>
    );
  }
  return (
    <form
      data-testid="contact-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack gap="3" maxWidth="md">
        <FormMessage testId="contact-error">{failure}</FormMessage>
        <SelectInput
          label={<Trans id="settings.contact.kind">What to change</Trans>}
          value={kind}
          onChange={(next) => setKind(next as ContactKind)}
          options={kinds}
          name="kind"
          testId="contact-kind"
        />
        <TextInput
          label={
            kind === 'phone' ? (
              <Trans id="settings.contact.newPhone">New mobile number (+90…)</Trans>
            ) : (
              <Trans id="settings.contact.newEmail">New e-mail address</Trans>
            )
          }
          value={value}
          onChange={setValue}
          error={error}
          maxLength={254}
          testId="contact-value"
          required
        />
        <Button type="submit" alignSelf="start" loading={sending} data-testid="contact-send">
          <Trans id="settings.contact.send">Send the code</Trans>
        </Button>
      </Stack>
    </form>
  );
}
