import { createFileRoute } from '@tanstack/react-router';
import { SmsOtpScreen } from '../features/auth/sms-otp-screen';
import { requireTwoFactor } from '../lib/route-guards';

export const Route = createFileRoute('/sms-otp')({
  beforeLoad: ({ context }) => requireTwoFactor(context.auth),
  component: SmsOtpScreen,
});
