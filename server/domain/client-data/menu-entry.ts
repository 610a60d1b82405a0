/** One entry of the dashboard menu (GetMenuTree) in both languages; menu-tree.ts turns it into a MenuItem. */
import type { CorporateRole } from '../../../src/contract/corporate-roles';
import type { Language } from '../../../src/contract/headers';

export type Localized = Record<Language, string>;
export interface MenuEntry {
  title: Localized;
  path: string;
  icon: string;
  info?: Localized;
  /** The corporate roles that see it (src/contract/corporate-roles.ts); none: everyone. */
  roles?: readonly CorporateRole[];
  children?: MenuEntry[];
}
