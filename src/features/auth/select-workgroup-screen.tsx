import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { setWorkgroup } from '../../api/auth';
import { useAuthState } from '../../lib/auth-store';
import { useAppContext } from '../../lib/router-context';
import { AuthCard } from './auth-card';
import { FormMessage } from './form-message';
import { RadioOption } from './radio-option';
import { useStepSubmit } from './use-step-submit';

/** /select-representative-workgroup: a corporate user picks the workgroup to act for (action code 119). */
export function SelectWorkgroupScreen() {
  const { auth } = useAppContext();
  const { workgroups = [] } = useAuthState(auth);
  const step = useStepSubmit();
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setMissing(true);
    void step.submit(
      () => setWorkgroup(chosen),
      () => auth.setWorkgroup(chosen),
    );
  };

  return (
    <AuthCard title={<Trans id="workgroup.title">Choose a workgroup</Trans>}>
      <form onSubmit={onSubmit} data-testid="workgroup-form" noValidate>
        <Stack gap="4">
          <FormMessage testId="workgroup-error">{step.failure}</FormMessage>
          <chakra.fieldset>
            <chakra.legend marginBottom="3">
              <Trans id="workgroup.legend">Which representative workgroup do you act for in this session?</Trans>
            </chakra.legend>
            <Stack gap="2">
              {workgroups.map((workgroup) => (
                <RadioOption
                  key={workgroup.id}
                  name="workgroup"
                  value={workgroup.id}
                  checked={chosen === workgroup.id}
                  onChange={(id) => {
                    setChosen(id);
                    setMissing(false);
                  }}
                  testId="workgroup-option"
                  data={{ 'data-workgroup-id': workgroup.id }}
                >
                  <Text>{workgroup.name}</Text>
                </RadioOption>
              ))}
            </Stack>
          </chakra.fieldset>
          {missing ? (
            <Text color="fg.error" role="alert">
              <Trans id="workgroup.required">Choose a workgroup.</Trans>
            </Text>
          ) : null}
          <Button type="submit" loading={step.pending} data-testid="workgroup-submit">
            <Trans id="workgroup.submit">Continue</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
