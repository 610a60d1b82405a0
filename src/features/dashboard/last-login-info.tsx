import { Alert } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { formatLongDateTime } from '../../contract/date-text';
import { useAuthState } from '../../lib/auth-store';
import { useAppContext } from '../../lib/router-context';
import { useLanguage } from '../../lib/use-language';

/** The last successful sign-in time and the failed attempts since (tr-TR / en-GB formatting). */
export function LastLoginInfo() {
  const language = useLanguage();
  const { auth } = useAppContext();
  const { lastSuccessLoginTime, failedAttemptsSinceLastSuccess = 0 } = useAuthState(auth);
  const formatted = lastSuccessLoginTime ? formatLongDateTime(lastSuccessLoginTime, language) || undefined : undefined;
  const failed = failedAttemptsSinceLastSuccess;
  return (
    <Alert.Root
      status={failed > 0 ? 'warning' : 'info'}
      data-testid="last-login-info"
      data-failed-attempts={String(failed)}
      data-tone={failed > 0 ? 'warning' : 'info'}
      maxWidth="2xl"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {formatted ? (
            <Trans id="home.lastLogin">Your last successful sign-in: {formatted}.</Trans>
          ) : (
            <Trans id="home.firstLogin">This is your first sign-in.</Trans>
          )}{' '}
          <Plural
            id="home.failedAttempts"
            value={failed}
            _0="No failed sign-in attempts since then."
            one="# failed sign-in attempt since then."
            other="# failed sign-in attempts since then."
          />
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
