import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { reset, useForm, valiForm } from '@modular-forms/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { passwordRulesQueryOptions } from '../../api/auth';
import { changePassword, settingsKeys } from '../../api/settings';
import { FormField } from '../../components/form-field';
import { FormScreen } from '../../components/form-screen';
import { PasswordRulesList } from '../../components/password-rules-list';
import { SegmentTitle } from '../../components/segment-title';
import { TextInput } from '../../components/text-input';
import { unmetPasswordRules } from '../../contract/auth-flows';
import { IssueKey } from '../../contract/message-codes';
import { ChangePasswordSchema } from '../../contract/settings';
import { useDecisionAction } from '../../lib/use-decision-action';

type Values = { currentPassword: string; newPassword: string; newPasswordRepeat: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };
const PASSWORD_INPUT = { type: 'password', maxLength: 64 } as const;

/**
 * /dashboard/change-password: the current password, the new one against the bank's rules (shown
 * live, the same rules as the first login's), its repeat, then the code. Every other session ends.
 */
export function ChangePasswordScreen() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const rulesQuery = passwordRulesQueryOptions();
  const rules = useQuery(rulesQuery);
  const rulesId = useId();
  const action = useDecisionAction();
  const [form] = useForm<Values>({
    initialValues: EMPTY,
    validate: async (values) => {
      const errors: Partial<Record<keyof Values, string>> = { ...(await valiForm(ChangePasswordSchema)(values)) };
      const known = queryClient.getQueryData(rulesQuery.queryKey) ?? [];
      if (!errors.newPassword && unmetPasswordRules(values.newPassword ?? '', known).length > 0)
        errors.newPassword = IssueKey.Invalid;
      return errors;
    },
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const submit = (values: Values) =>
    action.submit(values, {
      call: (key, sent) => changePassword(sent, key),
      successMessage: t({
        id: 'settings.password.done',
        message: 'Your password is changed. Every other session of yours has been signed out.',
      }),
      onDone: () => {
        void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
        reset(form, { initialValues: EMPTY });
      },
    });
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment="change-password" />}
      testId="change-password"
      formTestId="change-password-form"
      submitLabel={<Trans id="settings.password.submit">Change the password</Trans>}
      submitTestId="change-password-submit"
      action={action}
      needsOnline
      aside={
        <Text color="fg.muted">
          <Trans id="settings.password.intro">
            We send a code to your phone to confirm. After the change, every other device signed in to your account is
            signed out; this one stays. Wrong current passwords count like failed sign-ins.
          </Trans>
        </Text>
      }
    >
      <FormField of={form} name="currentPassword" fallback="" required>
        {(input) => (
          <TextInput
            {...input}
            {...PASSWORD_INPUT}
            autoComplete="current-password"
            label={<Trans id="settings.password.current">Current password</Trans>}
            testId="current-password"
          />
        )}
      </FormField>
      <FormField of={form} name="newPassword" fallback="" required>
        {(input) => (
          <>
            <TextInput
              {...input}
              {...PASSWORD_INPUT}
              autoComplete="new-password"
              describedBy={rulesId}
              label={<Trans id="settings.password.new">New password</Trans>}
              testId="new-password"
            />
            <PasswordRulesList rules={rules.data ?? []} password={input.value} id={rulesId} />
          </>
        )}
      </FormField>
      <FormField of={form} name="newPasswordRepeat" fallback="" required>
        {(input) => (
          <TextInput
            {...input}
            {...PASSWORD_INPUT}
            autoComplete="new-password"
            label={<Trans id="settings.password.repeat">New password again</Trans>}
            testId="new-password-repeat"
          />
        )}
      </FormField>
    </FormScreen>
  );
}
