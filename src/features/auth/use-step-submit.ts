import { useLingui } from '@lingui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { selectMessage, type AuthEnvelope } from '../../contract/envelope';
import { errorText } from '../../lib/api-error';
import type { StepData } from '../../lib/auth-store';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useAppContext } from '../../lib/router-context';

/**
 * Sends one first-login step (password, image, key, workgroup), applies the answer to
 * the auth store and goes where its action code leads; a refusal shows the server's text.
 */
export const useStepSubmit = () => {
  const { i18n } = useLingui();
  const { auth } = useAppContext();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (call: () => Promise<AuthEnvelope<StepData>>, onSuccess?: () => void) => {
    setFailure(undefined);
    setPending(true);
    try {
      const envelope = await call();
      const next = auth.applyLoginStep('step', envelope);
      if (!envelope.result || !next) {
        setFailure(selectMessage(envelope.messages) ?? i18n._(GENERIC_ERROR));
        return;
      }
      onSuccess?.();
      await navigate({ href: next, replace: true });
    } catch (error) {
      setFailure(errorText(error) ?? i18n._(GENERIC_ERROR));
    } finally {
      setPending(false);
    }
  };

  return { submit, failure, pending };
};
