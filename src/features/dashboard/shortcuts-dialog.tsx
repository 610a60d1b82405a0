import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSaveShortcuts } from '../../api/shortcuts';
import { AppDialog } from '../../components/app-dialog';
import { showErrorSnackbar, showSnackbar } from '../../components/snackbar';
import { MAX_SHORTCUTS, SHORTCUT_MENU, type ShortcutCode } from '../../contract/shortcuts';
import { SHORTCUT_LABELS } from './shortcut-labels';

/** Choose up to 8 menu items; the order is the menu's. */
export function ShortcutsDialog({ current, onClose }: { current: ShortcutCode[]; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState<ShortcutCode[]>(current);
  const save = useSaveShortcuts();
  const count = chosen.length;
  const full = count >= MAX_SHORTCUTS;
  const toggle = (code: ShortcutCode, on: boolean) =>
    setChosen((list) => (on ? [...list, code] : list.filter((c) => c !== code)));
  const submit = () =>
    save.mutate(
      SHORTCUT_MENU.map((item) => item.code).filter((code) => chosen.includes(code)),
      {
        onSuccess: () => {
          showSnackbar(t({ id: 'home.shortcuts.saved', message: 'Your shortcuts were saved.' }));
          onClose();
        },
        onError: () => showErrorSnackbar(),
      },
    );
  return (
    <AppDialog
      open
      title={t({ id: 'home.shortcuts.dialogTitle', message: 'Edit shortcuts' })}
      onDismiss={onClose}
      testId="shortcuts-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans id="common.cancel">Cancel</Trans>
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="shortcuts-save">
            <Trans id="common.save">Save</Trans>
          </Button>
        </>
      }
    >
      <Text mb="3" color="fg.muted" data-testid="shortcuts-count">
        <Trans id="home.shortcuts.limit">
          Choose up to {MAX_SHORTCUTS} items ({count} chosen).
        </Trans>
      </Text>
      <Stack gap="2">
        {SHORTCUT_MENU.map(({ code }) => {
          const on = chosen.includes(code);
          return (
            <Checkbox.Root
              key={code}
              checked={on}
              disabled={!on && full}
              onCheckedChange={(e) => toggle(code, e.checked === true)}
              data-testid={`shortcut-option-${code}`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{i18n._(SHORTCUT_LABELS[code])}</Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
    </AppDialog>
  );
}
