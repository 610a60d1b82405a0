import type { ReactNode } from 'react';

/** Props every shared input takes, so each plugs into a modular-forms field the same way. */
export interface InputBaseProps<T> {
  value: T;
  onChange: (value: T) => void;
  /** Validation runs on blur (spec section 5). */
  onBlur?: () => void;
  label?: ReactNode;
  error?: string;
  helper?: ReactNode;
  name?: string;
  testId?: string;
  required?: boolean;
  disabled?: boolean;
  /** Characters not matching this pattern cannot be typed or pasted. */
  blockPattern?: RegExp;
}

/** Drops every character that does not match `pattern` (tested one character at a time). */
export const keepMatching = (text: string, pattern?: RegExp): string => {
  if (!pattern) return text;
  const single = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return [...text].filter((char) => single.test(char)).join('');
};
