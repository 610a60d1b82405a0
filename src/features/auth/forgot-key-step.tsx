import { Button, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { ActionCode } from '../../contract/action-codes';
import { VerifySecurityKeySchema } from '../../contract/auth-flows';
import { verifySecurityKey } from '../../api/auth';
import { FormMessage } from '../../components/form-message';
import { TextField } from './text-field';
import { useFlowCall } from './use-flow-call';

/** What the person types; the flow's key is added at submit. */
const ForgotKeySchema = v.omit(VerifySecurityKeySchema, ['flowReferenceKey']);
type ForgotKey = v.InferInput<typeof ForgotKeySchema>;

/** Forgot password, step 3: the security key set at the first login. */
export function ForgotKeyStep({ flowReferenceKey, onVerified }: { flowReferenceKey: string; onVerified: () => void }) {
  const call = useFlowCall();
  const [, { Form, Field }] = useForm<ForgotKey>({
    initialValues: { securityKey: '' },
    validate: valiForm(ForgotKeySchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });

  const onSubmit = async ({ securityKey }: ForgotKey) => {
    if (await call.run(() => verifySecurityKey({ flowReferenceKey, securityKey }), ActionCode.SetPassword))
      onVerified();
  };

  // shouldActive={false}: a submit right after the step mounts (before the field's effect marks it
  // active) must still validate and send the field, not skip it as inactive.
  return (
    <Form shouldActive={false} onSubmit={onSubmit} data-testid="forgot-key-form">
      <Stack gap="4">
        <FormMessage testId="forgot-error">{call.failure}</FormMessage>
        <Field name="securityKey">
          {(field, props) => (
            <TextField
              field={field}
              props={props}
              label={<Trans id="forgot.key.label">Security key</Trans>}
              type="password"
              autoComplete="off"
              maxLength={64}
              testId="forgot-key"
            />
          )}
        </Field>
        <Button type="submit" loading={call.pending} data-testid="forgot-key-submit">
          <Trans id="forgot.key.submit">Continue</Trans>
        </Button>
      </Stack>
    </Form>
  );
}
