import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { AccountNumberSchema } from '../../contract/input-rules';
import { AccountNumberInput, accountNumberText } from './account-number-input';

function Harness() {
  const [value, setValue] = useState('');
  return <AccountNumberInput label="Account" value={value} onChange={setValue} />;
}

const input = () => screen.getByLabelText('Account') as HTMLInputElement;

describe('AccountNumberInput', () => {
  it('keeps digits with at most one "-", never first', () => {
    expect(accountNumberText('12-34-56')).toBe('12-3456');
    expect(accountNumberText('-12a')).toBe('12');
    expect(accountNumberText('123-')).toBe('123-');
  });

  it('filters what is typed or pasted', async () => {
    await renderWithProviders(<Harness />);
    fireEvent.change(input(), { target: { value: '1234 - 5-6x' } });
    expect(input().value).toBe('1234-56');
  });

  it('validates digits-digits with the contract schema', () => {
    expect(v.is(AccountNumberSchema, '1234-56')).toBe(true);
    expect(v.is(AccountNumberSchema, '1234')).toBe(true);
    expect(v.is(AccountNumberSchema, '1234-')).toBe(false);
    expect(v.is(AccountNumberSchema, '')).toBe(false);
  });
});
