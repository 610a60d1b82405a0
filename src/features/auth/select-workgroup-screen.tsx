import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useForm, valiForm } from '@modular-forms/react';
import type * as v from 'valibot';
import { SetWorkgroupSchema } from '../../contract/auth-flows';
import { setWorkgroup } from '../../api/auth';
import { useAuthState } from '../../lib/auth-store';
import { useAppContext } from '../../lib/router-context';
import { AuthCard } from './auth-card';
import { FieldAlert } from './field-alert';
import { FormMessage } from '../../components/form-message';
import { RadioOption } from './radio-option';
import { useStepSubmit } from './use-step-submit';

type SetWorkgroup = v.InferInput<typeof SetWorkgroupSchema>;

/** /select-representative-workgroup: a corporate user picks the workgroup to act for (action code 119). */
export function SelectWorkgroupScreen() {
  const { auth } = useAppContext();
  const { workgroups = [] } = useAuthState(auth);
  const step = useStepSubmit();
  const [, { Form, Field }] = useForm<SetWorkgroup>({
    initialValues: { workgroupId: '' },
    validate: valiForm(SetWorkgroupSchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });

  const onSubmit = ({ workgroupId }: SetWorkgroup) =>
    step.submit(
      () => setWorkgroup(workgroupId),
      () => auth.setWorkgroup(workgroupId),
    );

  return (
    <AuthCard title={<Trans id="workgroup.title">Choose a workgroup</Trans>}>
      <Form shouldActive={false} onSubmit={onSubmit} data-testid="workgroup-form">
        <Stack gap="4">
          <FormMessage testId="workgroup-error">{step.failure}</FormMessage>
          {/* Checked on change and submit, not blur: arrow keys blur one option while choosing the next. */}
          <Field name="workgroupId" validateOn="change">
            {(field, props) => (
              <>
                <chakra.fieldset>
                  <chakra.legend marginBottom="3">
                    <Trans id="workgroup.legend">Which representative workgroup do you act for in this session?</Trans>
                  </chakra.legend>
                  <Stack gap="2">
                    {workgroups.map((workgroup) => (
                      <RadioOption
                        key={workgroup.id}
                        selected={field.value}
                        props={props}
                        value={workgroup.id}
                        testId="workgroup-option"
                        data={{ 'data-workgroup-id': workgroup.id }}
                      >
                        <Text>{workgroup.name}</Text>
                      </RadioOption>
                    ))}
                  </Stack>
                </chakra.fieldset>
                <FieldAlert error={field.error}>
                  <Trans id="workgroup.required">Choose a workgroup.</Trans>
                </FieldAlert>
              </>
            )}
          </Field>
          <Button type="submit" loading={step.pending} data-testid="workgroup-submit">
            <Trans id="workgroup.submit">Continue</Trans>
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
