import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { COUNTRIES } from '../../contract/countries';
import type { PhoneValue } from '../../contract/input-rules';
import { PhoneInput } from './phone-input';

function Harness({ countryCode = 'TR' }: { countryCode?: string }) {
  const [value, setValue] = useState<PhoneValue>({ countryCode, nationalNumber: '' });
  return (
    <>
      <PhoneInput value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const input = () => screen.getByLabelText(/Phone number|Telefon/) as HTMLInputElement;
const emitted = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as PhoneValue;

describe('PhoneInput', () => {
  it('lists Türkiye first among about 40 countries', () => {
    expect(COUNTRIES[0]?.code).toBe('TR');
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(40);
  });

  it('strips spaces and hyphens and emits countryCode and nationalNumber', async () => {
    await renderWithProviders(<Harness />);
    fireEvent.change(input(), { target: { value: '532 123-45 67' } });
    expect(emitted()).toEqual({ countryCode: 'TR', nationalNumber: '5321234567' });
  });

  it('allows 13 characters for TR and 20 elsewhere', async () => {
    await renderWithProviders(<Harness />);
    expect(input().maxLength).toBe(13);
    fireEvent.change(input(), { target: { value: '1234567890123456' } });
    expect(emitted().nationalNumber).toHaveLength(13);
  });

  it('allows 20 characters for another country', async () => {
    await renderWithProviders(<Harness countryCode="DE" />);
    expect(input().maxLength).toBe(20);
    fireEvent.change(input(), { target: { value: '1234567890123456789012' } });
    expect(emitted()).toEqual({ countryCode: 'DE', nationalNumber: '12345678901234567890' });
  });

  it('changes the country from the menu', async () => {
    await renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('phone-country'));
    await user.click(await screen.findByText('Germany (+49)'));
    await waitFor(() => expect(emitted().countryCode).toBe('DE'));
  });
});
