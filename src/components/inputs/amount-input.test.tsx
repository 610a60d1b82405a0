import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { AmountInput } from './amount-input';

function Harness({ initial = '', currencyLabel }: { initial?: string; currencyLabel?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AmountInput value={value} onChange={setValue} currencyLabel={currencyLabel} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByLabelText(/Amount|Miktar/) as HTMLInputElement;
const emitted = () => screen.getByTestId('value').textContent;

describe('AmountInput', () => {
  it('groups thousands while typing and emits the API decimal string', async () => {
    await renderWithProviders(<Harness />, { language: 'tur' });
    fireEvent.change(input(), { target: { value: '1234567,5' } });
    expect(input().value).toBe('1.234.567,5');
    expect(emitted()).toBe('1234567.50');
  });

  it('fixes two decimals on blur', async () => {
    await renderWithProviders(<Harness />, { language: 'tur' });
    fireEvent.change(input(), { target: { value: '1234' } });
    fireEvent.blur(input());
    expect(input().value).toBe('1.234,00');
    expect(emitted()).toBe('1234.00');
  });

  it('takes pasted tr-TR text and drops letters', async () => {
    await renderWithProviders(<Harness />, { language: 'tur' });
    fireEvent.change(input(), { target: { value: 'TL 2.500,75x' } });
    expect(input().value).toBe('2.500,75');
    expect(emitted()).toBe('2500.75');
  });

  it('keeps at most 14 characters', async () => {
    await renderWithProviders(<Harness />, { language: 'tur' });
    fireEvent.change(input(), { target: { value: '12345678901' } });
    fireEvent.change(input(), { target: { value: '12345678901,5' } });
    expect(input().value).toBe('12.345.678.901');
    expect(input().maxLength).toBe(14);
  });

  it('shows the default label and TL, in Turkish too', async () => {
    await renderWithProviders(<Harness initial="1500.5" />, { language: 'tur' });
    expect(screen.getByText('Miktar')).toBeTruthy();
    expect(screen.getByText('TL')).toBeTruthy();
    expect(input().value).toBe('1.500,50');
  });

  it('in English groups with "," and takes "." as the decimal separator, emitting the same API string', async () => {
    await renderWithProviders(<Harness initial="1500.5" />);
    expect(input().value).toBe('1,500.50');
    fireEvent.change(input(), { target: { value: '3,000.5' } });
    expect(emitted()).toBe('3000.50');
    fireEvent.blur(input());
    expect(input().value).toBe('3,000.50');
    fireEvent.change(input(), { target: { value: '1234567.891' } });
    expect(input().value).toBe('1,234,567.89');
    expect(emitted()).toBe('1234567.89');
  });

  it('shows a given currency label', async () => {
    await renderWithProviders(<Harness currencyLabel="USD" />);
    expect(screen.getByText('USD')).toBeTruthy();
  });
});
