import { useCallback, useState } from 'react';
import type { Captcha } from '../../contract/auth-flows';
import type { Message } from '../../contract/envelope';
import { MessageCode } from '../../contract/message-codes';
import { generateCaptcha } from '../../api/auth';

/** Whether a refused answer asks for a captcha on the next try. */
export const asksForCaptcha = (messages: readonly Message[], data?: { captchaRequired?: boolean }): boolean =>
  Boolean(data?.captchaRequired) ||
  messages.some((m) => m.code === MessageCode.CaptchaRequired || m.code === MessageCode.CaptchaInvalid);

/**
 * The captcha of the login and forgot-password forms: hidden until the server asks,
 * then a fresh image (`/Captcha/generate`) for every attempt.
 */
export const useCaptcha = () => {
  const [captcha, setCaptcha] = useState<Captcha>();
  const [value, setValue] = useState('');
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    setValue('');
    try {
      const envelope = await generateCaptcha();
      setFailed(!envelope.data);
      if (envelope.data) setCaptcha(envelope.data);
    } catch {
      setFailed(true);
    }
  }, []);

  /** What the next attempt sends along (nothing while no captcha is asked). */
  const answer = captcha ? { capthchaValue: value.trim(), captchaReference: captcha.captchaReference } : {};

  return { captcha, value, setValue, refresh, failed, required: Boolean(captcha), answer };
};
export type CaptchaState = ReturnType<typeof useCaptcha>;
