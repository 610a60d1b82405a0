import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { devicesQueryOptions, removeDevice, renameDevice, settingsKeys } from '../../api/settings';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { DeleteButton } from '../../components/delete-button';
import { ListRow } from '../../components/list-row';
import { ListScreen } from '../../components/list-screen';
import { TextInput } from '../../components/text-input';
import { formatDateTime } from '../../contract/date-text';
import { IssueKey } from '../../contract/message-codes';
import { DEVICE_NAME_MAX, type Device } from '../../contract/settings';
import { useDecisionAction } from '../../lib/use-decision-action';
import { useLanguage } from '../../lib/use-language';

/** The name a device shows: the customer's, else what the browser said it is. */
const useDeviceName = () => {
  const { t } = useLingui();
  return (device: Device) =>
    device.name ?? device.description ?? t({ id: 'settings.devices.unnamed', message: 'Unnamed device' });
};

/** Rename in place: the name field and Save under one decision. */
function RenameForm({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const [name, setName] = useState(device.name ?? '');
  const [error, setError] = useState<string>();
  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(IssueKey.Required);
    setError(undefined);
    const body = { deviceId: device.id, name: trimmed };
    void action.submit(body, {
      call: (key) => renameDevice(body, key),
      successMessage: t({ id: 'settings.devices.renamed', message: 'The device is renamed.' }),
      onDone: () => {
        void queryClient.invalidateQueries({ queryKey: settingsKeys.devices() });
        onClose();
      },
    });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      data-testid="device-rename-form"
    >
      <Stack gap="2" marginTop="2">
        <TextInput
          label={<Trans id="settings.devices.newName">Device name</Trans>}
          value={name}
          onChange={setName}
          error={error}
          maxLength={DEVICE_NAME_MAX}
          testId="device-name"
          required
        />
        <HStack gap="2">
          <Button type="submit" size="sm" loading={action.busy} data-testid="device-rename-save">
            <Trans id="settings.devices.save">Save the name</Trans>
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            <Trans id="settings.devices.cancel">Cancel</Trans>
          </Button>
        </HStack>
      </Stack>
      <ActionFlowDialogs state={action.dialogs} />
    </form>
  );
}

function DeviceRow({ device, ask }: { device: Device; ask: (device: Device) => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  const nameOf = useDeviceName();
  const [renaming, setRenaming] = useState(false);
  const name = nameOf(device);
  const first = formatDateTime(device.firstUsedAt, language);
  const last = formatDateTime(device.lastUsedAt, language);
  return (
    <ListRow
      align="center"
      wrap="wrap"
      data-testid="device-row"
      data-current={String(device.current)}
      data-id={device.id}
    >
      <Box minWidth="0" flex="1">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" data-testid="device-title">
            {name}
          </Text>
          {device.current ? (
            <Badge colorPalette="brand" data-testid="device-current">
              <Trans id="settings.devices.current">This device</Trans>
            </Badge>
          ) : null}
        </HStack>
        {device.name && device.description ? (
          <Text fontSize="sm" color="fg.muted">
            {device.description}
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted">
          <Trans id="settings.devices.used">
            First used {first} · last used {last}
          </Trans>
          {device.lastIp ? ` · ${device.lastIp}` : ''}
        </Text>
        {renaming ? <RenameForm device={device} onClose={() => setRenaming(false)} /> : null}
      </Box>
      <HStack gap="1">
        {renaming ? null : (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setRenaming(true)}
            aria-label={t({ id: 'settings.devices.renameLabel', message: `Rename ${name}` })}
            data-testid="device-rename"
          >
            <Trans id="settings.devices.rename">Rename</Trans>
          </Button>
        )}
        <DeleteButton
          onClick={() => ask(device)}
          label={t({ id: 'settings.devices.removeLabel', message: `Delete ${name}` })}
          testId="device-remove"
        />
      </HStack>
    </ListRow>
  );
}

/** /dashboard/defined-devices: the devices signed in from, this one marked; rename and remove (its sessions end). */
export function DevicesScreen() {
  const { t } = useLingui();
  const nameOf = useDeviceName();
  return (
    <ListScreen
      segment="defined-devices"
      prefix="devices"
      intro={
        <Text color="fg.muted" fontSize="sm">
          <Trans id="settings.devices.intro">
            The devices you signed in from. We tell you by SMS and e-mail when a new device signs in. Removing a device
            signs it out at once; it must sign in again with a code.
          </Trans>
        </Text>
      }
      query={useQuery(devicesQueryOptions())}
      items={(data) => data.devices}
      empty={<Trans id="settings.devices.empty">No devices yet.</Trans>}
      deletion={{
        call: (device: Device, key) => removeDevice(device.id, key),
        invalidates: [settingsKeys.devices()],
        deletedText: t({ id: 'settings.devices.removed', message: 'The device is removed and signed out.' }),
        title: <Trans id="settings.devices.removeTitle">Remove the device?</Trans>,
        body: (device) => {
          const name = nameOf(device);
          return device.current ? (
            <Trans id="settings.devices.removeCurrent">
              {name} is the device you are using: removing it signs you out now.
            </Trans>
          ) : (
            <Trans id="settings.devices.removeBody">
              {name} is signed out at once and must sign in again with a code.
            </Trans>
          );
        },
      }}
      row={(device, ask) => <DeviceRow key={device.id} device={device} ask={ask} />}
    />
  );
}
