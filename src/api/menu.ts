import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../contract/headers';
import type { MenuItem } from '../contract/menu';
import { fetchMenuTree } from './client-data';

/**
 * The dashboard menu in the given language. A failed call answers `null` instead of
 * throwing, so the shell falls back to its built-in tree (spec section 7: silently ignored).
 */
export const menuQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['menu-tree', language],
    queryFn: async (): Promise<MenuItem[] | null> => {
      try {
        const tree = await fetchMenuTree();
        return tree.children.length > 0 ? tree.children : null;
      } catch {
        return null;
      }
    },
    staleTime: 30 * 60 * 1000,
  });
