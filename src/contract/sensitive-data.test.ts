import { describe, expect, it } from 'vitest';
import { mappedHolders, transformMapped, type SensitiveProperty } from './sensitive-data';

const rule = (parentPropertyName: string | null, propertyName = 'iban'): SensitiveProperty => ({
  propertyName,
  parentPropertyName,
});
/** Marks every value the rules reach, as field encryption would replace it. */
const mark = async (root: unknown, ...rules: SensitiveProperty[]) => {
  const seen: string[] = [];
  await transformMapped(root, rules, async (value, name) => {
    seen.push(`${name}=${String(value)}`);
    return `ENC(${String(value)})`;
  });
  return seen;
};

describe('the mapping walk', () => {
  it('keeps the old meaning: null is the top, a plain name one level down (each element of an array)', async () => {
    const data = { iban: 'A', accounts: [{ iban: 'B' }, { iban: 'C' }], account: { iban: 'D' } };
    await mark(data, rule(null), rule('accounts'), rule('account'));
    expect(data).toEqual({
      iban: 'ENC(A)',
      accounts: [{ iban: 'ENC(B)' }, { iban: 'ENC(C)' }],
      account: { iban: 'ENC(D)' },
    });
  });

  it('follows a dotted path through nested objects', async () => {
    const data = { transfer: { receiver: { iban: 'A', name: 'x' } }, receiver: { iban: 'top' } };
    await mark(data, rule('transfer.receiver'));
    expect(data).toEqual({ transfer: { receiver: { iban: 'ENC(A)', name: 'x' } }, receiver: { iban: 'top' } });
  });

  it('applies the rule to each element of every array on the way, at any level', async () => {
    const data = {
      recordedTransactions: [
        { target: { iban: 'A', cardNumber: null } },
        { target: { cardNumber: '4' } },
        { target: null },
        'not an object',
      ],
      groups: [
        { items: [{ owner: { iban: 'B' } }, { owner: { iban: 'C' } }] },
        { items: [] },
        { items: { owner: { iban: 'D' } } },
      ],
    };
    const seen = await mark(
      data,
      rule('recordedTransactions.target'),
      rule('recordedTransactions.target', 'cardNumber'),
      rule('groups.items.owner'),
    );
    expect(seen.sort()).toEqual(['cardNumber=4', 'iban=A', 'iban=B', 'iban=C', 'iban=D']);
    expect(data.recordedTransactions[0]).toEqual({ target: { iban: 'ENC(A)', cardNumber: null } });
    expect(data.groups[0]!.items).toEqual([{ owner: { iban: 'ENC(B)' } }, { owner: { iban: 'ENC(C)' } }]);
  });

  it('finds nothing under a missing, null or scalar parent, and leaves null and absent values alone', async () => {
    const data = { a: null, b: 'text', c: { d: 5 }, e: [null, 1, [{ iban: 'inner' }]], f: { iban: null } };
    expect(await mark(data, rule('x.y'), rule('a.y'), rule('b.y'), rule('c.d'), rule('e'), rule('f'))).toEqual([]);
    expect(data.e[2]).toEqual([{ iban: 'inner' }]);
    expect(mappedHolders(undefined, null)).toEqual([]);
    expect(mappedHolders([{ iban: 'x' }], null)).toEqual([]);
    expect(mappedHolders('x', 'a.b')).toEqual([]);
    expect(await mark(null, rule(null), rule('a.b'))).toEqual([]);
  });

  it('hands the walk the holders in document order', () => {
    const data = { list: [{ t: { n: 1 } }, { t: { n: 2 } }] };
    expect(mappedHolders(data, 'list.t')).toEqual([{ n: 1 }, { n: 2 }]);
    expect(mappedHolders(data, 'list')).toEqual(data.list);
  });
});
