import { Alert, Box, Button, Center, Flex, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useForm, valiForm } from '@modular-forms/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LoginFormSchema, type LoginForm } from '../../contract/auth';
import { selectMessage } from '../../contract/envelope';
import { useInitialLogin } from '../../api/auth';
import { LanguageSwitch } from '../../components/language-switch';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useAppContext } from '../../lib/router-context';
import { TextField } from './text-field';

/** /login: identity number and password; the server's action code decides the next step. */
export function LoginScreen() {
  const { i18n } = useLingui();
  const { auth } = useAppContext();
  const navigate = useNavigate();
  const login = useInitialLogin();
  const [failure, setFailure] = useState<string>();
  const [, { Form, Field }] = useForm<LoginForm>({
    initialValues: { identificationNumber: '', password: '' },
    validate: valiForm(LoginFormSchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });

  const onSubmit = async (values: LoginForm) => {
    setFailure(undefined);
    try {
      const envelope = await login.mutateAsync({
        identificationNumber: values.identificationNumber.trim(),
        password: values.password,
      });
      const next = auth.applyLoginStep('initialLogin', envelope);
      if (!envelope.result || !next || next === '/login') {
        setFailure(selectMessage(envelope.messages) ?? i18n._(GENERIC_ERROR));
        return;
      }
      await navigate({ href: next });
    } catch (error) {
      setFailure(errorText(error) ?? i18n._(GENERIC_ERROR));
    }
  };

  return (
    <Center minHeight="100dvh" padding="4" bg="bg.subtle">
      <Box width="full" maxWidth="sm" bg="bg" borderRadius="l3" boxShadow="md" padding="8">
        <Flex justify="space-between" align="center" marginBottom="6">
          <Heading as="h1" size="xl" color="brand.fg">
            <Trans id="login.title">Sign in</Trans>
          </Heading>
          <LanguageSwitch />
        </Flex>
        <Form onSubmit={onSubmit} data-testid="login-form">
          <Stack gap="4">
            {failure ? (
              <Alert.Root status="error" data-testid="login-error">
                <Alert.Indicator />
                <Alert.Description>{failure}</Alert.Description>
              </Alert.Root>
            ) : null}
            <Field name="identificationNumber">
              {(field, props) => (
                <TextField
                  field={field}
                  props={props}
                  label={<Trans id="login.identificationNumber">Identity number</Trans>}
                  inputMode="numeric"
                  autoComplete="username"
                  maxLength={11}
                />
              )}
            </Field>
            <Field name="password">
              {(field, props) => (
                <TextField
                  field={field}
                  props={props}
                  label={<Trans id="login.password">Password</Trans>}
                  type="password"
                  autoComplete="current-password"
                />
              )}
            </Field>
            <Button type="submit" loading={login.isPending} data-testid="login-submit" width="full">
              <Trans id="login.submit">Continue</Trans>
            </Button>
          </Stack>
        </Form>
      </Box>
    </Center>
  );
}
