/** One entry of the dashboard menu (GetMenuTree) in both languages; menu-tree.ts turns it into a MenuItem. */
import type { MenuRole } from '../../../src/contract/menu-roles';
import type { Language } from '../../../src/contract/headers';

export type Localized = Record<Language, string>;
export interface MenuEntry {
  title: Localized;
  path: string;
  icon: string;
  info?: Localized;
  /** The session roles that see it (src/contract/menu-roles.ts); none: everyone. */
  roles?: readonly MenuRole[];
  children?: MenuEntry[];
}
