import { chakra, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatMoneyText } from '../../contract/money-text';
import type { ConsentRequest } from '../../contract/open-banking';
import { useLanguage } from '../../lib/use-language';

type Choice = ConsentRequest['choices'][number];

/**
 * The accounts a consent may name, as native checkboxes (AIS: any number) or radios (PIS: one source
 * account) in a fieldset: Tab reaches the group, Space and the arrow keys choose.
 */
export function AccountChooser({
  legend,
  choices,
  multiple,
  chosen,
  onChange,
  error,
}: {
  legend: ReactNode;
  choices: readonly Choice[];
  multiple: boolean;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: ReactNode;
}) {
  const language = useLanguage();
  const toggle = (accountNumber: string, on: boolean) =>
    onChange(
      multiple ? (on ? [...chosen, accountNumber] : chosen.filter((n) => n !== accountNumber)) : [accountNumber],
    );
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="l2" padding="4" data-testid="consent-accounts-choice">
      <chakra.legend paddingX="1" fontWeight="semibold">
        {legend}
      </chakra.legend>
      <Stack gap="2">
        {choices.map((c) => (
          <chakra.label
            key={c.accountNumber}
            display="flex"
            alignItems="center"
            gap="3"
            padding="2"
            borderRadius="l2"
            cursor="pointer"
            _hover={{ bg: 'bg.muted' }}
          >
            <chakra.input
              type={multiple ? 'checkbox' : 'radio'}
              name="consent-account"
              value={c.accountNumber}
              checked={chosen.includes(c.accountNumber)}
              onChange={(e) => toggle(c.accountNumber, e.currentTarget.checked)}
              width="5"
              height="5"
              accentColor="var(--chakra-colors-brand-solid)"
              data-testid={`consent-account-${c.accountNumber}`}
            />
            <Text as="span" flex="1">
              {c.name} · {c.accountNumber}
            </Text>
            <Text as="span" fontWeight="semibold">
              {formatMoneyText(c.balance, c.currency, language)}
            </Text>
          </chakra.label>
        ))}
      </Stack>
      {error ? (
        <Text color="fg.error" fontSize="sm" marginTop="2" role="alert" data-testid="consent-accounts-error">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}
