import { List, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { unmetPasswordRules, type PasswordRule } from '../contract/auth-flows';

/**
 * The server's password rules, each shown live as met or not (icon and words, announced politely).
 * It reads the password field's value signal itself, so it calls useSignals() (stack-notes pitfall 1);
 * a form kit's field (FormField) hands the value as a string. First login, forgot password, change password.
 */
export function PasswordRulesList({
  rules,
  password,
  id,
}: {
  rules: readonly PasswordRule[];
  password: ReadonlySignal<string | undefined> | string;
  id: string;
}) {
  useSignals();
  const text = typeof password === 'string' ? password : (password.value ?? '');
  const unmet = new Set(unmetPasswordRules(text, rules));
  return (
    <List.Root id={id} variant="plain" gap="1" aria-live="polite" data-testid="password-rules">
      {rules.map((rule) => {
        const met = !unmet.has(rule.code);
        return (
          <List.Item key={rule.code} data-testid="password-rule" data-rule={rule.code} data-met={String(met)} gap="2">
            <Text as="span" aria-hidden="true" color={met ? 'green.600' : 'fg.muted'} width="4">
              {met ? '✓' : '○'}
            </Text>
            <Text as="span" color={met ? 'green.700' : 'fg'}>
              {rule.description}{' '}
              <Text as="span" srOnly>
                {met ? (
                  <Trans id="password.rule.met">(met)</Trans>
                ) : (
                  <Trans id="password.rule.unmet">(not met yet)</Trans>
                )}
              </Text>
            </Text>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
