import { CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { NavGroups } from './nav-groups';
import { useAppNav } from './use-app-nav';

/**
 * The phone's menu: a menu button (icon, named Menu) in the header opens a drawer from the start edge that lists every
 * area with its pages. Following an entry closes it; so do Escape, the close button and a tap
 * outside, and focus returns to the button.
 */
export function AppNavDrawer() {
  const { t } = useLingui();
  const { groups, current, currentGroup } = useAppNav();
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(event) => setOpen(event.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton
          variant="surface"
          colorPalette="gray"
          size="sm"
          aria-label={t({ id: 'dashboard.nav.open', message: 'Menu' })}
          data-testid="nav-open"
        >
          <MenuIcon aria-hidden="true" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="nav-drawer">
            <Drawer.Header>
              <Drawer.Title>
                <Trans id="dashboard.nav">Main menu</Trans>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body paddingX="0" paddingTop="0">
              <nav
                aria-label={t({ id: 'dashboard.nav', message: 'Main menu' })}
                data-testid="app-nav"
                data-layout="drawer"
              >
                <NavGroups
                  groups={groups}
                  current={current}
                  currentGroup={currentGroup}
                  onNavigate={() => setOpen(false)}
                />
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t({ id: 'dashboard.nav.close', message: 'Close the menu' })} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
