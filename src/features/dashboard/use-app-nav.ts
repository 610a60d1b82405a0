import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { menuQueryOptions } from '../../api/menu';
import { useAuthState } from '../../lib/auth-store';
import { activePath, fallbackMenu, groupOf, navGroups } from '../../lib/nav-menu';
import { NAV_AREAS } from '../../lib/nav-menu-areas';
import { useAppContext } from '../../lib/router-context';
import { useLanguage } from '../../lib/use-language';

const areaLabel = (key: 'home' | 'accounts') => NAV_AREAS.find((area) => area.key === key)!.label;

/**
 * The menu every layout shows: GetMenuTree in the interface's language (the built-in tree when
 * the call fails) as groups; and the entry the current route belongs to, with its group. The bank
 * serves the tree already filtered for the session's roles (src/contract/menu-roles.ts), so a
 * corporate session re-reads it on every navigation: an administrator's change to the user's roles
 * shows on their next page (the worker asks with its stored updateTime, so an unchanged tree costs
 * an empty answer). An individual's tree changes only with the bank's.
 */
export function useAppNav() {
  const { i18n } = useLingui();
  const { auth } = useAppContext();
  const state = useAuthState(auth);
  const location = useLocation();
  const language = useLanguage();
  const menu = useQuery(menuQueryOptions(language));
  const queryClient = useQueryClient();
  const corporate = state.customerType === 'Corporate';
  const shown = useRef(location.pathname);
  useEffect(() => {
    if (shown.current === location.pathname) return;
    shown.current = location.pathname;
    if (corporate)
      void queryClient.invalidateQueries(
        { queryKey: menuQueryOptions(language).queryKey },
        // The drawer and the bar both ask; one read serves both.
        { cancelRefetch: false },
      );
  }, [corporate, language, location.pathname, queryClient]);
  const items = menu.data ?? fallbackMenu({ home: i18n._(areaLabel('home')), accounts: i18n._(areaLabel('accounts')) });
  const search = location.search as { from?: unknown };
  const current = activePath(items, location.pathname.replace(/^\/callcenter/, ''), search);
  const groups = navGroups(items);
  return { groups, current, currentGroup: groupOf(groups, current) };
}
