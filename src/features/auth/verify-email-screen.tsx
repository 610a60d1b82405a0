import { Button, Spinner, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { selectMessage } from '../../contract/envelope';
import { verifyEmailQueryOptions } from '../../api/auth';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { AuthCard } from './auth-card';
import { FormMessage } from '../../components/form-message';

/** /verify?token=...: the e-mail link's check (verify mail). */
export function VerifyEmailScreen({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const check = useQuery({ ...verifyEmailQueryOptions(token), enabled: token.length > 0, retry: false });
  const envelope = check.data;
  const email = envelope?.data?.email ?? '';
  const ok = Boolean(envelope?.result);
  const failure = !token
    ? t({ id: 'verifyEmail.noToken', message: 'The link is incomplete. Open it again from the e-mail.' })
    : check.isError
      ? (errorText(check.error) ?? i18n._(GENERIC_ERROR))
      : envelope && !ok
        ? (selectMessage(envelope.messages) ?? i18n._(GENERIC_ERROR))
        : undefined;

  return (
    <AuthCard title={<Trans id="verifyEmail.title">E-mail verification</Trans>}>
      <Stack gap="5">
        {token && check.isPending ? <Spinner aria-label={t({ id: 'common.loading', message: 'Loading' })} /> : null}
        <div data-testid="verify-email-result" data-status={ok ? 'success' : failure ? 'error' : 'pending'}>
          {ok ? (
            <FormMessage status="success">
              <Trans id="verifyEmail.success">Your e-mail address {email} is verified.</Trans>
            </FormMessage>
          ) : (
            <FormMessage>{failure}</FormMessage>
          )}
        </div>
        <Button asChild>
          <Link to="/login" data-testid="verify-email-login">
            <Trans id="verifyEmail.toLogin">Go to sign in</Trans>
          </Link>
        </Button>
      </Stack>
    </AuthCard>
  );
}
