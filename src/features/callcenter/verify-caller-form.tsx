import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { sendCallVerificationCode, verifyCallInformation } from '../../api/callcenter';
import { DateInput } from '../../components/inputs/date-input';
import { OtpInput } from '../../components/otp-input';
import { TextInput } from '../../components/text-input';
import type { Call, VerifyCallInformation } from '../../contract/callcenter';
import { formatTime } from '../../contract/date-text';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useLanguage } from '../../lib/use-language';
import { useCallChange } from './use-call-actions';

function ErrorOf({ error, testId }: { error: unknown; testId: string }) {
  const { i18n } = useLingui();
  return (
    <Alert.Root status="error" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{errorText(error) ?? i18n._(GENERIC_ERROR)}</Alert.Title>
    </Alert.Root>
  );
}

/** The caller's answers about facts the bank holds: birth date and the last four digits of a card. */
function QuestionsForm() {
  const [birthDate, setBirthDate] = useState('');
  const [cardLastDigits, setCardLastDigits] = useState('');
  const verify = useCallChange((answers: VerifyCallInformation) => verifyCallInformation(answers));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (birthDate && cardLastDigits.length === 4) verify.mutate({ method: 'questions', birthDate, cardLastDigits });
  };
  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-labelledby="cc-questions-title" data-testid="verify-questions">
      <Heading as="h3" size="md" id="cc-questions-title">
        <Trans id="cc.verify.questionsTitle">Ask the caller</Trans>
      </Heading>
      <DateInput
        label={<Trans id="cc.verify.birthDate">Birth date</Trans>}
        value={birthDate}
        onChange={setBirthDate}
        required
        testId="verify-birth-date"
      />
      <TextInput
        label={<Trans id="cc.verify.cardLastDigits">Last four digits of one of their cards</Trans>}
        value={cardLastDigits}
        onChange={(next) => setCardLastDigits(next.replace(/\D/g, '').slice(0, 4))}
        inputMode="numeric"
        maxLength={4}
        required
        testId="verify-card-digits"
      />
      <Button type="submit" alignSelf="flex-start" loading={verify.isPending} data-testid="verify-questions-submit">
        <Trans id="cc.verify.answersSubmit">Check the answers</Trans>
      </Button>
      {verify.isError ? <ErrorOf error={verify.error} testId="verify-questions-error" /> : null}
    </Stack>
  );
}

/** A 6-digit code sent by SMS to the customer's registered phone, read out by the caller. */
function SmsCodeForm({ call }: { call: Call }) {
  const language = useLanguage();
  const [code, setCode] = useState('');
  const send = useCallChange(() => sendCallVerificationCode());
  const phone = call.customer?.maskedPhone ?? '';
  const until = call.codeExpiresAt ? formatTime(call.codeExpiresAt, language) : '';
  const verify = useCallChange((answers: VerifyCallInformation) => verifyCallInformation(answers));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === 6) verify.mutate({ method: 'sms', code });
  };
  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-labelledby="cc-sms-title" data-testid="verify-sms">
      <Heading as="h3" size="md" id="cc-sms-title">
        <Trans id="cc.verify.smsTitle">Code sent to the customer's phone</Trans>
      </Heading>
      <Button
        type="button"
        variant="outline"
        alignSelf="flex-start"
        loading={send.isPending}
        onClick={() => {
          setCode('');
          send.mutate(undefined);
        }}
        data-testid="verify-send-code"
      >
        {call.codeExpiresAt ? (
          <Trans id="cc.verify.resendCode">Send a new code</Trans>
        ) : (
          <Trans id="cc.verify.sendCode">Send a code by SMS</Trans>
        )}
      </Button>
      {send.isError ? <ErrorOf error={send.error} testId="verify-send-error" /> : null}
      {call.codeExpiresAt ? (
        <>
          <Text color="fg.muted" data-testid="verify-code-sent">
            <Trans id="cc.verify.codeSent">
              A code was sent to {phone}; it works until {until}.
            </Trans>
          </Text>
          <OtpInput value={code} onChange={setCode} />
          <Button
            type="submit"
            alignSelf="flex-start"
            disabled={code.length !== 6}
            loading={verify.isPending}
            data-testid="verify-sms-submit"
          >
            <Trans id="cc.verify.codeSubmit">Verify the code</Trans>
          </Button>
        </>
      ) : null}
      {verify.isError ? <ErrorOf error={verify.error} testId="verify-sms-error" /> : null}
    </Stack>
  );
}

/** Verifying the found caller: by answers when the bank holds the facts, or by an SMS code. */
export function VerifyCallerForm({ call }: { call: Call }) {
  const attemptsLeft = call.attemptsLeft;
  if (!call.customer) return null;
  return (
    <Stack gap="5" data-testid="verify-caller">
      <Heading as="h2" size="lg">
        <Trans id="cc.verify.title">Verify the caller</Trans>
      </Heading>
      <Text data-testid="verify-attempts">
        <Trans id="cc.verify.attemptsLeft">Attempts left: {attemptsLeft}</Trans>
      </Text>
      {call.attemptsLeft === 0 ? (
        <Alert.Root status="error" role="alert" data-testid="verify-locked">
          <Alert.Indicator />
          <Alert.Title>
            <Trans id="cc.verify.locked">No attempts are left: the caller cannot be verified in this call.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : (
        <>
          {call.customer.questions.length > 0 ? <QuestionsForm /> : null}
          <SmsCodeForm call={call} />
        </>
      )}
    </Stack>
  );
}
