import { getErrors, getValues, setValue, useForm, validate, type FormStore } from '@modular-forms/react';
import { batch } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef } from 'react';
import type { Account } from '../../contract/accounts';
import type { TransferForm } from '../../contract/transfer-routes';
import type { TargetMode } from '../../contract/transfers';
import { formErrors, type FieldErrors, type FormValues } from './transfer-request';
import { transferDecision } from './transfer-decision';

export interface TransferFormState {
  /** The modular-forms store: every field of the form is a `FormField` of it. */
  form: FormStore<FormValues, undefined>;
  values: FormValues;
  /** The errors of the fields left (blur), or of every field after a submit attempt (then the screen's extra ones too). */
  errors: FieldErrors;
  set: (name: string, value: string) => void;
  /** Fills several fields at once without validating them (a registered transaction). */
  setMany: (values: FormValues) => void;
  blur: (name: string) => void;
}

interface Rules {
  mode: TargetMode;
  targetFields: readonly string[];
  accounts: readonly Account[];
  extraErrors?: FieldErrors;
}

/**
 * The values of one send-money form on modular-forms, validated on blur (spec section 5) by the
 * contract's schema and the screen's checks, starting from the form's saved draft so nothing is lost
 * coming back. The screen re-renders on every value and error it reads (useSignals).
 */
export const useTransferForm = (
  form: TransferForm,
  mode: TargetMode,
  targetFields: readonly string[],
  accounts: readonly Account[],
  extraErrors?: FieldErrors,
): TransferFormState => {
  const rules = useRef<Rules>({ mode, targetFields, accounts, extraErrors });
  useEffect(() => {
    rules.current = { mode, targetFields, accounts, extraErrors };
  }, [mode, targetFields, accounts, extraErrors]);
  const [store] = useForm<FormValues>({
    initialValues: { sourceAccountNumber: '', amount: '', description: '', ...transferDecision.draft(form) },
    validate: (values) => {
      const current = rules.current;
      const flat = values as FormValues;
      const account = current.accounts.find((a) => a.accountNumber === flat.sourceAccountNumber);
      return formErrors(current.mode, current.targetFields, flat, account, current.extraErrors);
    },
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const actions = useMemo(
    () => ({
      set: (name: string, value: string) => setValue(store, name, value),
      setMany: (next: FormValues) =>
        batch(() => {
          for (const [name, value] of Object.entries(next)) {
            setValue(store, name, value, { shouldTouched: false, shouldValidate: false, shouldFocus: false });
          }
        }),
      blur: (name: string) => void validate(store, name, { shouldFocus: false }),
    }),
    [store],
  );
  useSignals();
  const values = getValues(store, { shouldActive: false }) as FormValues;
  const fieldErrors = getErrors(store) as FieldErrors;
  const errors = { ...(store.submitted.value ? extraErrors : undefined), ...fieldErrors };
  return { form: store, values, errors, ...actions };
};
