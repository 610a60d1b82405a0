import { describe, expect, it } from 'vitest';
import { menuTreeFor } from '../../server/domain/client-data/menu-tree';
import { renderWithProviders } from '../../tests/setup/render';
import type { MenuItem } from '../contract/menu';
import { NAV_AREAS } from '../lib/nav-menu-areas';
import { NavIcon } from './nav-icon';

/** Every role at once: the whole tree, whoever may see each part. */
const EVERY_ROLE = ['Individual', 'viewer', 'maker', 'approver', 'admin'] as const;

const iconsOf = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => [item.icon, ...iconsOf(item.children)]);

/** The drawn SVG of each name, the unknown name's circle first. */
const drawn = async (names: readonly string[]) => {
  const { container } = await renderWithProviders(
    <>
      {['no-such-icon', ...names].map((name) => (
        <NavIcon key={name} name={name} />
      ))}
    </>,
  );
  const [fallback, ...icons] = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML);
  return { fallback, icons };
};

describe('NavIcon', () => {
  it('draws every icon the menu tree names (none falls back to the circle)', async () => {
    const names = [...new Set(iconsOf(menuTreeFor('eng', undefined, EVERY_ROLE).children))];
    expect(names.length).toBeGreaterThan(0);
    const { fallback, icons } = await drawn(names);
    expect(icons).toHaveLength(names.length);
    expect(names.filter((_, i) => icons[i] === fallback)).toEqual([]);
  });

  it('gives every product area an icon of its own, the menu tree its areas by key', async () => {
    const keys = NAV_AREAS.map((area) => area.key);
    const { fallback, icons } = await drawn(keys);
    expect(icons.filter((icon) => icon === fallback)).toEqual([]);
    expect(new Set(icons).size).toBe(keys.length);
    expect(
      menuTreeFor('eng', undefined, EVERY_ROLE).children.every((item) =>
        (keys as readonly string[]).includes(item.icon),
      ),
    ).toBe(true);
  });

  it('is hidden from screen readers', async () => {
    const { container } = await renderWithProviders(<NavIcon name="home" />);
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
