import { useCallback, useMemo, useState } from 'react';
import type { Account } from '../../contract/accounts';
import type { TransferForm } from '../../contract/transfer-routes';
import type { TargetMode } from '../../contract/transfers';
import { formErrors, type FieldErrors, type FormValues } from './transfer-request';
import { transferFlow } from './transfer-flow-store';

export interface TransferFormState {
  values: FormValues;
  /** The errors of the fields left (blur) or of every field after a submit attempt. */
  errors: FieldErrors;
  set: (name: string, value: string) => void;
  setMany: (values: FormValues) => void;
  blur: (name: string) => void;
  /** Shows every error; true when there is none. */
  validateAll: () => boolean;
}

/**
 * The values of one send-money form, validated on blur (spec section 5) by the contract's schema and
 * the screen's checks, starting from the form's saved draft so nothing is lost coming back.
 */
export const useTransferForm = (
  form: TransferForm,
  mode: TargetMode,
  targetFields: readonly string[],
  accounts: readonly Account[],
  extraErrors?: FieldErrors,
): TransferFormState => {
  const [values, setValues] = useState<FormValues>(() => ({
    sourceAccountNumber: '',
    amount: '',
    description: '',
    ...transferFlow.draft(form),
  }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const all = useMemo(() => {
    const account = accounts.find((a) => a.accountNumber === values.sourceAccountNumber);
    return formErrors(mode, targetFields, values, account, extraErrors);
  }, [mode, targetFields, values, accounts, extraErrors]);
  const errors = useMemo(
    () => Object.fromEntries(Object.entries(all).filter(([name]) => touched.has(name))),
    [all, touched],
  );
  const set = useCallback((name: string, value: string) => setValues((old) => ({ ...old, [name]: value })), []);
  const setMany = useCallback((next: FormValues) => setValues((old) => ({ ...old, ...next })), []);
  const blur = useCallback((name: string) => setTouched((old) => new Set(old).add(name)), []);
  const validateAll = () => {
    setTouched(new Set([...Object.keys(values), ...Object.keys(all)]));
    return Object.keys(all).length === 0;
  };
  return { values, errors, set, setMany, blur, validateAll };
};
