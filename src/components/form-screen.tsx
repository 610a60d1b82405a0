import { Stack } from '@chakra-ui/react';
import { Form, type FieldValues, type FormStore } from '@modular-forms/react';
import type { ReactNode } from 'react';
import type { ActionState } from '../lib/use-action-flow';
import { ActionFlowDialogs } from './action-flow-dialogs';
import { FormActions, type FormActionsProps } from './form-actions';
import { PageFrame } from './page-frame';
import { RequiredLegend } from './required-legend';

export interface FormScreenProps<V extends FieldValues> extends Omit<FormActionsProps, 'busy'> {
  /** The modular-forms store (`useForm`); the fields inside are `FormField`s of it. */
  of: FormStore<V, undefined>;
  /** Runs once every mounted field is valid, with their values. */
  onSubmit: (values: V) => unknown;
  title: ReactNode;
  onBack?: () => void;
  testId: string;
  formTestId?: string;
  /** Above the form, e.g. a list that belongs to the page. */
  aside?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /**
   * The action the form runs (`useDecisionAction()` or `useActionFlow()`): busy on the primary
   * button while it runs, and its dialogs (code, push, error).
   */
  action?: ActionState;
}

/**
 * The form screen kit: page title (and back), the required-field legend, the fields, and the primary
 * action in the one place every form has it. Validation is modular-forms' (on blur, revalidated on
 * change, everything on submit).
 */
export function FormScreen<V extends FieldValues>({
  of,
  onSubmit,
  title,
  onBack,
  testId,
  formTestId,
  aside,
  children,
  action,
  ...actions
}: FormScreenProps<V>) {
  return (
    <PageFrame title={title} onBack={onBack} testId={testId}>
      <Stack gap="6" maxWidth="2xl">
        {aside}
        <Form of={of} onSubmit={(values) => void onSubmit(values)} data-testid={formTestId}>
          <Stack gap="4">
            <RequiredLegend />
            {children}
            <FormActions {...actions} busy={action?.busy} />
          </Stack>
        </Form>
      </Stack>
      {action ? <ActionFlowDialogs state={action.dialogs} /> : null}
    </PageFrame>
  );
}
