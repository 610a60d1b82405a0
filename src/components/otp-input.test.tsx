import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { OtpInput } from './otp-input';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const digits = () => [1, 2, 3, 4, 5, 6].map((n) => screen.getByLabelText(`Digit ${n}`) as HTMLInputElement);
const value = () => screen.getByTestId('value').textContent;
const paste = (element: HTMLElement, text: string) =>
  fireEvent.paste(element, { clipboardData: { getData: () => text } });

describe('OtpInput', () => {
  it('takes digits only and moves on', async () => {
    await renderWithProviders(<Harness />);
    const [first, second] = digits();
    fireEvent.change(first!, { target: { value: 'a' } });
    expect(value()).toBe('');
    fireEvent.change(first!, { target: { value: '7' } });
    fireEvent.change(second!, { target: { value: '-' } });
    fireEvent.change(second!, { target: { value: '3' } });
    expect(value()).toBe('73');
    expect(document.activeElement).toBe(digits()[2]);
  });

  it('moves on when a typed digit equals the one already in the box', async () => {
    await renderWithProviders(<Harness />);
    paste(digits()[0]!, '000000');
    digits()[0]!.focus();
    for (const key of '530868') fireEvent.keyDown(document.activeElement!, { key });
    expect(value()).toBe('530868');
  });

  it('ignores letters typed on the keyboard', async () => {
    await renderWithProviders(<Harness />);
    fireEvent.keyDown(digits()[0]!, { key: 'a' });
    fireEvent.keyDown(digits()[0]!, { key: '4' });
    expect(value()).toBe('4');
  });

  it('takes a whole code autofilled into one box', async () => {
    await renderWithProviders(<Harness />);
    fireEvent.change(digits()[0]!, { target: { value: '654321' } });
    expect(value()).toBe('654321');
  });

  it('rejects a paste that is not all digits', async () => {
    await renderWithProviders(<Harness />);
    paste(digits()[0]!, '12a456');
    expect(value()).toBe('');
    expect(digits().every((input) => input.value === '')).toBe(true);
  });

  it('cuts a pasted code to six digits', async () => {
    await renderWithProviders(<Harness />);
    paste(digits()[2]!, ' 1234567 ');
    expect(value()).toBe('123456');
    expect(digits().map((input) => input.value)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('goes back on Backspace in an empty box', async () => {
    await renderWithProviders(<Harness />);
    paste(digits()[0]!, '123');
    fireEvent.keyDown(digits()[3]!, { key: 'Backspace' });
    expect(value()).toBe('12');
    expect(document.activeElement).toBe(digits()[2]);
  });

  it('labels the boxes in Turkish', async () => {
    await renderWithProviders(<Harness />, { language: 'tur' });
    expect(screen.getByLabelText('Hane 1')).toBeTruthy();
  });
});
