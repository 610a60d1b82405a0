import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { NumberOnlyInput } from './number-only-input';

function Harness({ blockPattern }: { blockPattern?: RegExp }) {
  const [value, setValue] = useState('');
  return <NumberOnlyInput label="Reference" value={value} onChange={setValue} blockPattern={blockPattern} />;
}

const input = () => screen.getByLabelText('Reference') as HTMLInputElement;

describe('NumberOnlyInput', () => {
  it('keeps digits and "." from typing and pasting', async () => {
    await renderWithProviders(<Harness />);
    fireEvent.change(input(), { target: { value: '12a.3-4 5,6' } });
    expect(input().value).toBe('12.3456');
  });

  it('blocks characters outside blockPattern', async () => {
    await renderWithProviders(<Harness blockPattern={/\d/} />);
    fireEvent.change(input(), { target: { value: '1.2.3' } });
    expect(input().value).toBe('123');
  });
});
