import { Trans } from '@lingui/react/macro';
import type { FieldValues } from '@modular-forms/react';
import { FormScreen, type FormScreenProps } from './form-screen';

export type ContinueFormScreenProps<V extends FieldValues> = Omit<
  FormScreenProps<V>,
  'formTestId' | 'submitLabel' | 'submitTestId' | 'needsOnline'
>;

/**
 * A payment or application form that goes on to its approve step: the form screen with "Continue",
 * disabled offline; test ids `<testId>-form` and `<testId>-submit`.
 */
export function ContinueFormScreen<V extends FieldValues>(props: ContinueFormScreenProps<V>) {
  return (
    <FormScreen
      {...props}
      formTestId={`${props.testId}-form`}
      submitLabel={<Trans id="form.continue">Continue</Trans>}
      submitTestId={`${props.testId}-submit`}
      needsOnline
    />
  );
}
