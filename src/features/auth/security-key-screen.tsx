import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useForm, valiForm } from '@modular-forms/react';
import { SetSecurityKeySchema, type SetSecurityKey } from '../../contract/auth-flows';
import { setSecurityKey } from '../../api/auth';
import { AuthCard } from './auth-card';
import { FormMessage } from '../../components/form-message';
import { TextField } from './text-field';
import { useStepSubmit } from './use-step-submit';

/** /security-key: the first login's security key with its repeat (action code 107). */
export function SecurityKeyScreen() {
  const step = useStepSubmit();
  const [, { Form, Field }] = useForm<SetSecurityKey>({
    initialValues: { securityKey: '', securityKeyRepeat: '' },
    validate: valiForm(SetSecurityKeySchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });

  return (
    <AuthCard title={<Trans id="securityKey.title">Set your security key</Trans>}>
      <Form
        shouldActive={false}
        onSubmit={(values) => step.submit(() => setSecurityKey(values))}
        data-testid="security-key-form"
      >
        <Stack gap="4">
          <Text color="fg.muted">
            <Trans id="securityKey.intro">
              6 to 20 letters or digits. We ask for it when you reset a forgotten password.
            </Trans>
          </Text>
          <FormMessage testId="security-key-error">{step.failure}</FormMessage>
          <Field name="securityKey">
            {(field, props) => (
              <TextField
                field={field}
                props={props}
                label={<Trans id="securityKey.label">Security key</Trans>}
                type="password"
                autoComplete="off"
                maxLength={20}
                testId="security-key"
              />
            )}
          </Field>
          <Field name="securityKeyRepeat">
            {(field, props) => (
              <TextField
                field={field}
                props={props}
                label={<Trans id="securityKey.repeat">Security key again</Trans>}
                type="password"
                autoComplete="off"
                maxLength={20}
                testId="security-key-repeat"
              />
            )}
          </Field>
          <Button type="submit" loading={step.pending} data-testid="security-key-submit">
            <Trans id="securityKey.submit">Save and continue</Trans>
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
