import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { MessageCode } from '../../contract/message-codes';
import { clearLoginNotice, readLoginNotice } from '../../lib/login-notice';
import { FormMessage } from '../../components/form-message';

/** The one-time message the login page opens with (session ended, password changed). */
export function LoginNoticeAlert() {
  const [notice] = useState(readLoginNotice);
  // Read in the initializer and cleared after mount, so StrictMode's second render still sees it.
  useEffect(() => clearLoginNotice(), []);
  if (!notice) return null;
  const text =
    notice.code === MessageCode.SessionEnded ? (
      <Trans id="login_firstfactor_sessioncontrol_errormessage">
        Your session has ended. For your security, please sign in again.
      </Trans>
    ) : (
      notice.text
    );
  return (
    <FormMessage status={notice.tone} testId="login-message">
      {text}
    </FormMessage>
  );
}
