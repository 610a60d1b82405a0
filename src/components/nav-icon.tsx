/* eslint-disable lingui/no-unlocalized-strings -- SVG path data, not text */
import { Icon } from '@chakra-ui/react';

const PATHS: Record<string, string> = {
  home: 'M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z',
  wallet: 'M3 7a2 2 0 0 1 2-2h13v4h1a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm13 7a1 1 0 1 0 2 0 1 1 0 0 0-2 0z',
  list: 'M4 6h16v2H4zm0 5h16v2H4zm0 5h16v2H4z',
  transfer: 'M4 7h12.2l-3.6-3.6L14 2l6 6-6 6-1.4-1.4L16.2 9H4zm16 10H7.8l3.6 3.6L10 22l-6-6 6-6 1.4 1.4L7.8 15H20z',
  plus: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z',
  bookmark: 'M17 3H7a2 2 0 0 0-2 2v16l7-3 7 3V5a2 2 0 0 0-2-2zm0 15l-5-2.2L7 18V5h10z',
  at: 'M12 2a10 10 0 0 0 0 20h5v-2h-5a8 8 0 1 1 8-8v1.4c0 .8-.7 1.6-1.5 1.6s-1.5-.8-1.5-1.6V12a5 5 0 1 0-1.5 3.5 3.5 3.5 0 0 0 3 1.5 3.5 3.5 0 0 0 3.5-3.6V12A10 10 0 0 0 12 2zm0 13a3 3 0 1 1 0-6 3 3 0 0 1 0 6z',
};
const DOT = 'M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8z';

/** The icon named by a menu item (GetMenuTree `icon`); unknown names get a dot. Decorative only. */
export function NavIcon({ name }: { name: string }) {
  return (
    <Icon boxSize="5" aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="currentColor">
        <path d={PATHS[name] ?? DOT} />
      </svg>
    </Icon>
  );
}
