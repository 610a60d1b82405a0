import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDecisionKey } from './use-decision-key';

describe('useDecisionKey', () => {
  it('keeps one key per decision, a new one for another decision and after settle', () => {
    const { result } = renderHook(() => useDecisionKey());
    const first = result.current.keyFor({ accountNumber: '1', alias: 'a' });
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(result.current.keyFor({ accountNumber: '1', alias: 'a' })).toBe(first);
    const second = result.current.keyFor({ accountNumber: '1', alias: 'b' });
    expect(second).not.toBe(first);
    result.current.settle();
    expect(result.current.keyFor({ accountNumber: '1', alias: 'b' })).not.toBe(second);
  });
});
