import { describe, expect, it } from 'vitest';
import { menuTreeFor } from '../../server/domain/menu-tree';
import { renderWithProviders } from '../../tests/setup/render';
import type { MenuItem } from '../contract/menu';
import { NavIcon } from './nav-icon';

const iconsOf = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => [item.icon, ...iconsOf(item.children)]);

describe('NavIcon', () => {
  it('draws every icon the menu tree names (none falls back to the dot)', async () => {
    const names = [...new Set(iconsOf(menuTreeFor('eng').children))];
    expect(names.length).toBeGreaterThan(0);
    const { container } = await renderWithProviders(
      <>
        <NavIcon name="no-such-icon" />
        {names.map((name) => (
          <NavIcon key={name} name={name} />
        ))}
      </>,
    );
    const [dot, ...drawn] = [...container.querySelectorAll('path')].map((path) => path.getAttribute('d'));
    expect(drawn).toHaveLength(names.length);
    expect(names.filter((_, i) => drawn[i] === dot)).toEqual([]);
  });
});
