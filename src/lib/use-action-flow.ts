import { useLingui } from '@lingui/react';
import { useCallback, useRef, useState } from 'react';
import type { ServiceEnvelope } from '../contract/envelope';
import { ACTION_FLOW_TEXT } from './action-flow-messages';
import {
  approverInfo,
  classifyAnswer,
  findMissing,
  isRefusal,
  keepsDialogOpen,
  PUSH_PENDING_CODE,
  type RequiredField,
} from './action-flow';
import { GENERIC_ERROR } from './issue-messages';

export interface ActionOptions<T extends object, R> {
  values: T;
  /** Step 1: fields that must not be undefined, '', null or []. */
  required?: readonly RequiredField<T>[];
  /** Step 2: the form's validation (e.g. modular-forms `validate(form)`); false stops the flow. */
  validate?: () => boolean | Promise<boolean>;
  /** Step 3: the service call. It may answer with an error envelope or throw an ApiError. */
  call: (values: T & { otpCode?: string; otpReferenceKey?: string }) => Promise<ServiceEnvelope<R>>;
  onSuccess?: (data: R | null) => void;
  /** The bank refused (its answer under the key is final): the next attempt needs a new Idempotency-Key. */
  onRefused?: () => void;
  /**
   * isTransactionSigning: go to the summary-confirm route (/dashboard/transaction-summary). A call that
   * never previews (a change decided on its own page) leaves it out.
   */
  onTransactionSigning?: (data: R | null) => void;
  /** No success snackbar after the code dialog. */
  suppressSnackbar?: boolean;
  successMessage?: string;
}

export type RunResult =
  | { step: 'required'; errors: Record<string, string> }
  | { step: 'invalid' }
  | { step: 'done'; outcome: 'signing' | 'otp' | 'success' | 'silent' | 'error' };

export interface OtpDialogState {
  /** 201 SMS and 203 e-mail ask for a code; 202 push waits for the phone (re-posted every 5 s). */
  channel: 'sms' | 'email' | 'push';
  referenceKey: string;
  timeout?: number;
  target?: string;
  /** The messages of a 100002/17030/17031 answer, shown inside the dialog. */
  message?: string;
}

export type OtpVerifyResult = { closed: true; snackbar?: string } | { closed: false };

/** The page action flow of spec section 4: required check, validation, call, then the dialogs. */
export const useActionFlow = () => {
  const { i18n } = useLingui();
  const [otp, setOtp] = useState<OtpDialogState>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The options of the action the code dialog belongs to.
  const current = useRef<ActionOptions<object, unknown>>(undefined);

  const run = useCallback(
    async <T extends object, R>(options: ActionOptions<T, R>): Promise<RunResult> => {
      const errors = findMissing(options.values, options.required ?? [], i18n._(ACTION_FLOW_TEXT.mandatoryField));
      if (Object.keys(errors).length > 0) return { step: 'required', errors: errors as Record<string, string> };
      if (options.validate && !(await options.validate())) return { step: 'invalid' };
      current.current = options as unknown as ActionOptions<object, unknown>;
      setBusy(true);
      let answer: ServiceEnvelope<R> | unknown;
      try {
        answer = await options.call(options.values);
      } catch (thrown) {
        answer = thrown;
      } finally {
        setBusy(false);
      }
      const outcome = classifyAnswer(answer);
      const data = (answer as ServiceEnvelope<R>)?.data ?? null;
      if (outcome.kind === 'signing') options.onTransactionSigning?.(data);
      else if (outcome.kind === 'otp') setOtp({ channel: outcome.channel, ...toDialog(data) });
      else if (outcome.kind === 'success') options.onSuccess?.(data);
      else if (outcome.kind === 'error') setError(outcome.text ?? i18n._(GENERIC_ERROR));
      if (outcome.kind === 'error' && isRefusal(answer)) options.onRefused?.();
      return { step: 'done', outcome: outcome.kind };
    },
    [i18n],
  );

  const verifyOtp = useCallback(
    async (otpCode: string): Promise<OtpVerifyResult> => {
      const options = current.current;
      if (!options || !otp) return { closed: true };
      let answer: unknown;
      try {
        answer = await options.call({ ...options.values, otpCode, otpReferenceKey: otp.referenceKey });
      } catch (thrown) {
        answer = thrown;
      }
      const outcome = classifyAnswer(answer);
      if (outcome.kind === 'success' || outcome.kind === 'signing' || outcome.kind === 'otp') {
        setOtp(undefined);
        options.onSuccess?.((answer as ServiceEnvelope<unknown>).data ?? null);
        if (options.suppressSnackbar) return { closed: true };
        return { closed: true, snackbar: options.successMessage ?? i18n._(ACTION_FLOW_TEXT.success) };
      }
      const messages = outcome.kind === 'error' ? outcome.messages : [];
      const text = outcome.kind === 'error' ? outcome.text : undefined;
      if (keepsDialogOpen(messages)) {
        setOtp({ ...otp, message: messages.map((m) => m.text).join(' ') || i18n._(ACTION_FLOW_TEXT.approveError) });
        return { closed: false };
      }
      setOtp(undefined);
      if (outcome.kind !== 'silent') setError(text ?? i18n._(ACTION_FLOW_TEXT.approveError));
      if (outcome.kind === 'error' && isRefusal(answer)) options.onRefused?.();
      return { closed: true };
    },
    [i18n, otp],
  );

  /**
   * 202 push: re-posts the call with the reference key; true once the wait is over (approved: the
   * success handler ran; refused or failed: the error popup shows).
   */
  const pollPush = useCallback(async (): Promise<boolean> => {
    const options = current.current;
    if (!options || !otp) return true;
    const answer = await options
      .call({ ...options.values, otpReferenceKey: otp.referenceKey })
      .catch((thrown: unknown) => thrown);
    const outcome = classifyAnswer(answer);
    if (outcome.kind === 'otp') return false;
    if (outcome.kind === 'error' && outcome.messages.some((m) => m.code === PUSH_PENDING_CODE)) return false;
    setOtp(undefined);
    if (outcome.kind === 'success' || outcome.kind === 'signing') {
      options.onSuccess?.((answer as ServiceEnvelope<unknown>).data ?? null);
    } else if (outcome.kind === 'error') {
      setError(outcome.text ?? i18n._(ACTION_FLOW_TEXT.approveError));
      if (isRefusal(answer)) options.onRefused?.();
    }
    return true;
  }, [i18n, otp]);

  /** Resend: the same call again without a code; a new reference key comes back. */
  const resendOtp = useCallback(async () => {
    const options = current.current;
    if (!options || !otp) return;
    const answer = await options.call(options.values).catch((thrown: unknown) => thrown);
    if (classifyAnswer(answer).kind !== 'otp') return;
    setOtp({ channel: otp.channel, ...toDialog((answer as ServiceEnvelope<unknown>).data) });
  }, [otp]);

  return {
    run,
    busy,
    dialogs: {
      otp,
      error,
      verifyOtp,
      resendOtp,
      pollPush,
      closeOtp: () => setOtp(undefined),
      closeError: () => setError(undefined),
    },
  };
};

const toDialog = (data: unknown) => {
  const info = approverInfo(data);
  return { referenceKey: info.otpReferenceKey, timeout: info.otpTimeout, target: info.target };
};

export type ActionFlowDialogsState = ReturnType<typeof useActionFlow>['dialogs'];
/** What a page shows of a running action: the busy primary button and the action's dialogs. */
export type ActionState = Pick<ReturnType<typeof useActionFlow>, 'busy' | 'dialogs'>;
