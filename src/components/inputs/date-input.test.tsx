import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { DateInput } from './date-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput label="Day" value={value} onChange={setValue} testId="day" name="day" />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByTestId('day').querySelector('input') as HTMLInputElement;
const emitted = () => screen.getByTestId('value').textContent;

describe('DateInput', () => {
  it('shows and reads the day the English way, whatever the browser', async () => {
    await renderWithProviders(<Harness initial="2026-11-21" />);
    expect(input().value).toBe('21/11/2026');
    expect(input().placeholder).toBe('dd/mm/yyyy');
    fireEvent.change(input(), { target: { value: '01/02/2026' } });
    fireEvent.blur(input());
    await waitFor(() => expect(emitted()).toBe('2026-02-01'));
  });

  it('shows and reads the day the Turkish way', async () => {
    await renderWithProviders(<Harness initial="2026-11-21" />, { language: 'tur' });
    expect(input().value).toBe('21.11.2026');
    expect(input().placeholder).toBe('gg.aa.yyyy');
    fireEvent.change(input(), { target: { value: '05.03.2026' } });
    fireEvent.blur(input());
    await waitFor(() => expect(emitted()).toBe('2026-03-05'));
  });

  it('has a labelled field and a named calendar button', async () => {
    await renderWithProviders(<Harness />);
    expect(screen.getByLabelText('Day')).toBe(input());
    expect(screen.getByRole('button', { name: 'Open the calendar' })).toBeTruthy();
  });
});
