import { MessageCode } from '../contract/message-codes';

/**
 * A message the login page shows once when it opens: the session-ended text after
 * idle or maximum-length logout, or the server's text after a password change.
 * Kept in sessionStorage so it survives the redirect and the session reset.
 */
export interface LoginNotice {
  code: string;
  /** The server's text; absent for the page's own messages (e.g. session ended). */
  text?: string;
  tone: 'info' | 'success' | 'warning';
}

const KEY = 'emanet-login-notice';

export const SESSION_ENDED_NOTICE: LoginNotice = { code: MessageCode.SessionEnded, tone: 'warning' };

export const setLoginNotice = (notice: LoginNotice): void => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(notice));
  } catch {
    // without storage the message is simply not shown
  }
};

export const readLoginNotice = (): LoginNotice | undefined => {
  try {
    const text = sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as LoginNotice) : undefined;
  } catch {
    return undefined;
  }
};

export const clearLoginNotice = (): void => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
};
