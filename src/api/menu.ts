import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../contract/headers';
import type { MenuItem } from '../contract/menu';
import { fetchMenuTree } from './client-data';

/**
 * The dashboard menu in the given language, as the bank serves it for the session's roles. A
 * failure throws, so a re-read that fails keeps the tree already shown (the query keeps its data)
 * and a first read that fails leaves no data: the shell then shows its built-in tree (spec
 * section 7: silently ignored). An empty tree answers `null`, the built-in tree too.
 */
export const menuQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['menu-tree', language],
    queryFn: async (): Promise<MenuItem[] | null> => {
      const tree = await fetchMenuTree();
      return tree.children.length > 0 ? tree.children : null;
    },
    staleTime: 30 * 60 * 1000,
  });
