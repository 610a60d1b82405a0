import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { OTP_LENGTH } from '../contract/auth';
import { formatMmSs } from '../lib/use-countdown';
import { FormMessage } from './form-message';
import { OtpInput } from './otp-input';

export interface OtpEntryProps {
  instructions: ReactNode;
  code: string;
  onCodeChange: (code: string) => void;
  /** Seconds left; at zero the expiry warning shows, resend opens and verify closes. */
  remaining: number;
  /** The first message of a refused code, or the generic text. */
  warning?: string;
  verifying: boolean;
  resending?: boolean;
  onResend: () => void;
  /** `otp` on /sms-otp, `forgot-otp` in the forgot-password flow: the prefix of the test ids. */
  testIdPrefix: string;
  warningTestId: string;
}

/**
 * The body of the OTP widget (spec sections 4 and 5): instructions, the six digits, a
 * mm:ss countdown, the expiry warning, resend and verify. The caller owns the <form>
 * and the calls, so the SMS sign-in and the forgot-password flow share one widget.
 */
export function OtpEntry(props: OtpEntryProps) {
  const { code, remaining, testIdPrefix } = props;
  const expired = remaining === 0;
  const timeLeft = formatMmSs(remaining);
  return (
    <Stack gap="5">
      <Text>{props.instructions}</Text>
      <FormMessage status="warning" testId={props.warningTestId}>
        {props.warning}
      </FormMessage>
      <OtpInput value={code} onChange={props.onCodeChange} disabled={props.verifying} />
      <Text aria-live="polite" data-testid={`${testIdPrefix}-countdown`} fontVariantNumeric="tabular-nums">
        <Trans id="otp.remaining">Time left: {timeLeft}</Trans>
      </Text>
      {expired ? (
        <FormMessage status="warning" testId={`${testIdPrefix}-expired`}>
          <Trans id="otp.expired">The SMS code was not entered in time. Press Resend for a new code.</Trans>
        </FormMessage>
      ) : null}
      <HStack gap="3">
        <Button
          variant="outline"
          onClick={props.onResend}
          disabled={!expired}
          loading={props.resending}
          data-testid={`${testIdPrefix}-resend`}
        >
          <Trans id="otp.resend">Resend</Trans>
        </Button>
        <Button
          type="submit"
          flex="1"
          disabled={code.length !== OTP_LENGTH || expired}
          loading={props.verifying}
          data-testid={`${testIdPrefix}-submit`}
        >
          <Trans id="otp.submit">Verify</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
