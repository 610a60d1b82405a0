import {
  Button,
  ButtonGroup,
  CloseButton,
  Drawer,
  HStack,
  Portal,
  Slider,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import {
  clampFontSize,
  COLOR_SCHEMES,
  CONTRASTS,
  DIRECTIONS,
  FONT_FAMILIES,
  FONT_SIZE,
  NAV_COLORS,
  NAV_LAYOUTS,
  PRIMARY_COLORS,
  resetSettings,
  writeSettings,
  type Settings,
} from '../lib/settings';
import { PRIMARY_PRESETS, SETTINGS_DRAWER_WIDTH } from '../lib/theme';
import { useSettings } from '../lib/use-settings';

function Choice<K extends keyof Settings>(props: {
  name: K;
  label: ReactNode;
  options: readonly Settings[K][];
  text: (option: Settings[K]) => ReactNode;
  value: Settings[K];
}) {
  return (
    <Stack gap="1">
      <Text fontWeight="medium" id={`setting-${props.name}`}>
        {props.label}
      </Text>
      <ButtonGroup
        size="xs"
        variant="outline"
        attached
        role="group"
        aria-labelledby={`setting-${props.name}`}
        flexWrap="wrap"
      >
        {props.options.map((option) => (
          <Button
            key={String(option)}
            aria-pressed={props.value === option}
            variant={props.value === option ? 'solid' : 'outline'}
            data-testid={`setting-${props.name}-${String(option)}`}
            onClick={() => writeSettings({ [props.name]: option } as Partial<Settings>)}
          >
            {props.text(option)}
          </Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}

const fullscreenSupported = () =>
  typeof document !== 'undefined' && typeof document.documentElement.requestFullscreen === 'function';

/** The settings drawer (spec section 2): right side, 360 px, "Ayarlar", full screen, reset-all, close. */
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
  const labels: Record<string, string> = {
    light: t({ id: 'settings.scheme.light', message: 'Light' }),
    dark: t({ id: 'settings.scheme.dark', message: 'Dark' }),
    ltr: 'LTR',
    rtl: 'RTL',
    default: t({ id: 'settings.contrast.default', message: 'Default' }),
    high: t({ id: 'settings.contrast.high', message: 'High' }),
    mini: t({ id: 'settings.nav.mini', message: 'Mini' }),
    vertical: t({ id: 'settings.nav.vertical', message: 'Vertical' }),
    horizontal: t({ id: 'settings.nav.horizontal', message: 'Horizontal' }),
    apparent: t({ id: 'settings.navColor.apparent', message: 'Apparent' }),
    integrate: t({ id: 'settings.navColor.integrate', message: 'Integrate' }),
    system: t({ id: 'settings.font.system', message: 'System' }),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a font's name
    'public-sans': 'Public Sans',
    serif: t({ id: 'settings.font.serif', message: 'Serif' }),
  };
  const text = (option: string) => labels[option] ?? option;
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
                <Choice
                  name="colorScheme"
                  label={<Trans id="settings.colorScheme">Colour scheme</Trans>}
                  options={COLOR_SCHEMES}
                  value={settings.colorScheme}
                  text={text}
                />
                <Choice
                  name="contrast"
                  label={<Trans id="settings.contrast">Contrast</Trans>}
                  options={CONTRASTS}
                  value={settings.contrast}
                  text={text}
                />
                <Choice
                  name="direction"
                  label={<Trans id="settings.direction">Direction</Trans>}
                  options={DIRECTIONS}
                  value={settings.direction}
                  text={text}
                />
                <Choice
                  name="navLayout"
                  label={<Trans id="settings.navLayout">Navigation layout</Trans>}
                  options={NAV_LAYOUTS}
                  value={settings.navLayout}
                  text={text}
                />
                <Choice
                  name="navColor"
                  label={<Trans id="settings.navColor">Navigation colour</Trans>}
                  options={NAV_COLORS}
                  value={settings.navColor}
                  text={text}
                />
                <Choice
                  name="primaryColor"
                  label={<Trans id="settings.primaryColor">Primary colour</Trans>}
                  options={PRIMARY_COLORS}
                  value={settings.primaryColor}
                  text={(option) => (
                    <span
                      aria-label={option}
                      style={{
                        display: 'inline-block',
                        width: 14,
                        height: 14,
                        borderRadius: 7,
                        background: PRIMARY_PRESETS[option][500],
                      }}
                    />
                  )}
                />
                <Choice
                  name="fontFamily"
                  label={<Trans id="settings.fontFamily">Font</Trans>}
                  options={FONT_FAMILIES}
                  value={settings.fontFamily}
                  text={text}
                />
                <Switch.Root
                  checked={settings.compactLayout}
                  onCheckedChange={(details) => writeSettings({ compactLayout: details.checked })}
                  data-testid="settings-compact"
                >
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>
                    <Trans id="settings.compact">Compact layout</Trans>
                  </Switch.Label>
                </Switch.Root>
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
