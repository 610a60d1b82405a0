import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { selectMessage, type AuthEnvelope } from '../../contract/envelope';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';

/**
 * One call of the forgot-password flow: resolves the envelope when it succeeded with
 * the expected action code; otherwise keeps the server's text (or the generic one).
 */
export const useFlowCall = () => {
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const run = async <T>(
    call: () => Promise<AuthEnvelope<T>>,
    expected: number,
    onRefused?: (envelope: AuthEnvelope<T>) => void,
  ): Promise<AuthEnvelope<T> | undefined> => {
    setFailure(undefined);
    setPending(true);
    try {
      const envelope = await call();
      if (envelope.result && envelope.actionCode === expected) return envelope;
      setFailure(selectMessage(envelope.messages) ?? i18n._(GENERIC_ERROR));
      onRefused?.(envelope);
      return undefined;
    } catch (error) {
      setFailure(errorText(error) ?? i18n._(GENERIC_ERROR));
      return undefined;
    } finally {
      setPending(false);
    }
  };

  return { run, failure, pending, clear: () => setFailure(undefined) };
};
