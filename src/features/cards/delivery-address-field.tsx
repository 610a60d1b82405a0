import type { FormStore } from '@modular-forms/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '../../components/form-field';
import { TextInput } from '../../components/text-input';
import { DELIVERY_ADDRESS_MAX, DELIVERY_ADDRESS_MIN } from '../../contract/cards';
import { IssueKey } from '../../contract/message-codes';
import { isSafeText } from '../../contract/safe-text';

/** The delivery address's check, as the contract's DeliveryAddressSchema makes it (10–200 characters, no control characters). */
export const addressIssue = (value: string): string | undefined => {
  const text = value.trim();
  if (!text) return IssueKey.Required;
  if (!isSafeText(value, { multiline: true })) return IssueKey.TextInvalidCharacters;
  if (text.length < DELIVERY_ADDRESS_MIN) return IssueKey.Invalid;
  if (text.length > DELIVERY_ADDRESS_MAX) return IssueKey.TooLong;
  return undefined;
};

type WithAddress = { deliveryAddress: string };

/** Where a card is sent: one field for the applications, the renewal and the lost/stolen replacement. */
export function DeliveryAddressField<V extends WithAddress>({
  of,
  testId,
}: {
  of: FormStore<V, undefined>;
  testId: string;
}) {
  const { t } = useLingui();
  // The form has a string `deliveryAddress` (V extends WithAddress); modular-forms' path types cannot follow the generic.
  const form = of as unknown as FormStore<WithAddress, undefined>;
  return (
    <FormField of={form} name="deliveryAddress" fallback="" required>
      {(input) => (
        <TextInput
          {...input}
          label={<Trans id="cardApps.address">Delivery address</Trans>}
          helper={t({ id: 'cardApps.addressHelp', message: 'Street, number, district and city.' })}
          maxLength={DELIVERY_ADDRESS_MAX}
          autoComplete="street-address"
          testId={testId}
        />
      )}
    </FormField>
  );
}
