import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { SetSecurityKeySchema, type SetSecurityKey } from '../../contract/auth-flows';
import { setSecurityKey } from '../../api/auth';
import { TextInput } from '../../components/text-input';
import { fieldIssues, type FieldIssues } from '../../lib/field-issues';
import { AuthCard } from './auth-card';
import { FormMessage } from './form-message';
import { useStepSubmit } from './use-step-submit';

/** /security-key: the first login's security key with its repeat (action code 107). */
export function SecurityKeyScreen() {
  const step = useStepSubmit();
  const [values, setValues] = useState<SetSecurityKey>({ securityKey: '', securityKeyRepeat: '' });
  const [errors, setErrors] = useState<FieldIssues>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  const check = (next: SetSecurityKey, fields: ReadonlySet<string>) =>
    setErrors(
      Object.fromEntries(Object.entries(fieldIssues(SetSecurityKeySchema, next)).filter(([f]) => fields.has(f))),
    );
  const change = (next: SetSecurityKey) => {
    setValues(next);
    check(next, touched);
  };
  const blur = (field: keyof SetSecurityKey) => {
    const fields = new Set(touched).add(field);
    setTouched(fields);
    check(values, fields);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const issues = fieldIssues(SetSecurityKeySchema, values);
    setTouched(new Set(['securityKey', 'securityKeyRepeat']));
    setErrors(issues);
    if (Object.keys(issues).length === 0) void step.submit(() => setSecurityKey(values));
  };

  return (
    <AuthCard title={<Trans id="securityKey.title">Set your security key</Trans>}>
      <form onSubmit={onSubmit} data-testid="security-key-form" noValidate>
        <Stack gap="4">
          <Text color="fg.muted">
            <Trans id="securityKey.intro">
              6 to 20 letters or digits. We ask for it when you reset a forgotten password.
            </Trans>
          </Text>
          <FormMessage testId="security-key-error">{step.failure}</FormMessage>
          <TextInput
            label={<Trans id="securityKey.label">Security key</Trans>}
            type="password"
            value={values.securityKey}
            onChange={(securityKey) => change({ ...values, securityKey })}
            onBlur={() => blur('securityKey')}
            error={errors.securityKey}
            autoComplete="off"
            maxLength={20}
            testId="security-key"
          />
          <TextInput
            label={<Trans id="securityKey.repeat">Security key again</Trans>}
            type="password"
            value={values.securityKeyRepeat}
            onChange={(securityKeyRepeat) => change({ ...values, securityKeyRepeat })}
            onBlur={() => blur('securityKeyRepeat')}
            error={errors.securityKeyRepeat}
            autoComplete="off"
            maxLength={20}
            testId="security-key-repeat"
          />
          <Button type="submit" loading={step.pending} data-testid="security-key-submit">
            <Trans id="securityKey.submit">Save and continue</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
