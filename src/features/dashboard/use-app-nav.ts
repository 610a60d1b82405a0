import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { menuQueryOptions } from '../../api/menu';
import { useAuthState } from '../../lib/auth-store';
import { activePath, currentRole, fallbackMenu, filterMenuByRole, groupOf, navGroups } from '../../lib/nav-menu';
import { NAV_AREAS } from '../../lib/nav-menu-areas';
import { useAppContext } from '../../lib/router-context';
import { useLanguage } from '../../lib/use-language';

const areaLabel = (key: 'home' | 'accounts') => NAV_AREAS.find((area) => area.key === key)!.label;

/**
 * The menu every layout shows: GetMenuTree in the interface's language (the built-in tree when
 * the call fails), filtered by the customer's role, as groups; and the entry the current route
 * belongs to, with its group.
 */
export function useAppNav() {
  const { i18n } = useLingui();
  const { auth } = useAppContext();
  const state = useAuthState(auth);
  const location = useLocation();
  const language = useLanguage();
  const menu = useQuery(menuQueryOptions(language));
  const items = filterMenuByRole(
    menu.data ?? fallbackMenu({ home: i18n._(areaLabel('home')), accounts: i18n._(areaLabel('accounts')) }),
    currentRole(state),
  );
  const search = location.search as { from?: unknown };
  const current = activePath(items, location.pathname.replace(/^\/callcenter/, ''), search);
  const groups = navGroups(items);
  return { groups, current, currentGroup: groupOf(groups, current) };
}
