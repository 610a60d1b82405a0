import { Button, Group, Input, Menu, Portal, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { COUNTRIES, countryByCode } from '../../contract/countries';
import { phoneMaxLength, type PhoneValue } from '../../contract/input-rules';
import { limitPhone } from '../../lib/phone';
import { keepMatching, type InputBaseProps } from './input-base';
import { InputFrame } from './input-frame';

/** Spec section 9: the country menu is 320 px high. */
export const COUNTRY_MENU_HEIGHT = '320px';

/**
 * A phone number with a country menu (Türkiye first). Spaces and hyphens are stripped, the number
 * is cut to 13 characters for TR and 20 elsewhere; emits { countryCode, nationalNumber }.
 */
export function PhoneInput({ value, onChange, onBlur, label, blockPattern, ...frame }: InputBaseProps<PhoneValue>) {
  const { i18n, t } = useLingui();
  const country = countryByCode(value.countryCode) ?? COUNTRIES[0]!;
  const name = (c: typeof country) => (i18n.locale === 'tur' ? c.labelTr : c.label);
  const selectCountry = (code: string) =>
    onChange({ countryCode: code, nationalNumber: limitPhone(value.nationalNumber, code) });
  return (
    <InputFrame label={label ?? <Trans id="input.phone">Phone number</Trans>} {...frame}>
      <Group attached width="full">
        <Menu.Root onSelect={(details) => selectCountry(details.value)}>
          <Menu.Trigger asChild>
            <Button variant="outline" data-testid="phone-country">
              {country.code} +{country.phone}
              {/* Named "TR +90 Country code": the visible label first (WCAG 2.5.3 label in name). */}
              <VisuallyHidden> {t({ id: 'input.phoneCountry', message: 'Country code' })}</VisuallyHidden>
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content maxH={COUNTRY_MENU_HEIGHT} overflowY="auto" data-testid="phone-country-menu">
                {COUNTRIES.map((c) => (
                  <Menu.Item key={c.code} value={c.code}>
                    {name(c)} (+{c.phone})
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        <Input
          name={frame.name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={phoneMaxLength(country.code)}
          value={value.nationalNumber}
          onChange={(event) =>
            onChange({
              countryCode: country.code,
              nationalNumber: limitPhone(keepMatching(event.target.value, blockPattern), country.code),
            })
          }
          onBlur={onBlur}
        />
      </Group>
    </InputFrame>
  );
}
