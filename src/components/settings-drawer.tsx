import { Button, CloseButton, Drawer, HStack, Portal, Slider, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { clampFontSize, FONT_SIZE, resetSettings, writeSettings } from '../lib/settings';
import { SETTINGS_DRAWER_WIDTH } from '../lib/theme';
import { useSettings } from '../lib/use-settings';

const fullscreenSupported = () =>
  typeof document !== 'undefined' && typeof document.documentElement.requestFullscreen === 'function';

/**
 * The settings drawer (spec section 2): right side, 360 px, "Ayarlar", full screen, reset-all, close,
 * and only the font size (12-20). The other stored preferences are still read and applied, with no control here.
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const settings = useSettings();
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  };
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxWidth={SETTINGS_DRAWER_WIDTH} width="100%" data-testid="settings-drawer">
            <Drawer.Header>
              <HStack justify="space-between" width="full" gap="2">
                <Drawer.Title>
                  <Trans id="settings.title">Settings</Trans>
                </Drawer.Title>
                <HStack gap="1">
                  <Button size="xs" variant="ghost" onClick={() => resetSettings()} data-testid="settings-reset">
                    <Trans id="settings.reset">Reset all</Trans>
                  </Button>
                  <Drawer.CloseTrigger asChild position="static">
                    <CloseButton
                      size="sm"
                      aria-label={t({ id: 'common.close', message: 'Close' })}
                      data-testid="settings-close"
                    />
                  </Drawer.CloseTrigger>
                </HStack>
              </HStack>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                {fullscreenSupported() ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={toggleFullscreen}
                    aria-pressed={fullscreen}
                    data-testid="settings-fullscreen"
                  >
                    {fullscreen ? (
                      <Trans id="settings.fullscreen.exit">Exit full screen</Trans>
                    ) : (
                      <Trans id="settings.fullscreen.enter">Full screen</Trans>
                    )}
                  </Button>
                ) : null}
                <Slider.Root
                  min={FONT_SIZE.min}
                  max={FONT_SIZE.max}
                  step={1}
                  value={[settings.fontSize]}
                  onValueChange={(details) =>
                    writeSettings({ fontSize: clampFontSize(details.value[0] ?? FONT_SIZE.default) })
                  }
                  data-testid="settings-font-size"
                >
                  <HStack justify="space-between">
                    <Slider.Label>
                      <Trans id="settings.fontSize">Font size</Trans>
                    </Slider.Label>
                    <Slider.ValueText data-testid="settings-font-size-value" />
                  </HStack>
                  <Slider.Control>
                    <Slider.Track>
                      <Slider.Range />
                    </Slider.Track>
                    <Slider.Thumbs />
                  </Slider.Control>
                </Slider.Root>
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
