import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { resolveEasyAddress } from '../../api/transfers';
import { EASY_ADDRESS_TYPES, type EasyAddressType } from '../../contract/easy-addresses';
import { normaliseEasyAddress } from '../../contract/easy-address-value';
import type { TransferFormSearch } from '../../contract/transfer-routes';
import { errorText } from '../../lib/api-error';
import { EASY_ADDRESS_TYPE_TEXT } from '../../lib/easy-address-text';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { TargetTextField } from './target-text-field';
import { TargetSelectField } from './target-select-field';
import { TransferFormFrame } from './transfer-form-frame';
import { useTransferScreen } from './use-transfer-screen';

const TARGET = { mode: 'KOLAS', fields: ['type', 'value'] } as const;
const isType = (value: string | undefined): value is EasyAddressType =>
  (EASY_ADDRESS_TYPES as readonly string[]).includes(value ?? '');

/**
 * /dashboard/with-my-easy-address: KOLAS. The alias is resolved first; the masked holder and the bank
 * show before Continue, and a changed alias must be resolved again.
 */
export function EasyAddressScreen({ search }: { search: TransferFormSearch }) {
  const { t, i18n } = useLingui();
  const resolve = useMutation({ mutationFn: resolveEasyAddress });
  const resolvedFor = resolve.variables ? `${resolve.variables.type}|${resolve.variables.value}` : '';
  const screen = useTransferScreen('with-my-easy-address', TARGET, search);
  const { state } = screen;
  const key = `${state.values.type ?? ''}|${normalise(state.values)}`;
  const holder = resolve.isSuccess && resolvedFor === key ? resolve.data : undefined;

  const find = () => {
    state.blur('type');
    state.blur('value');
    const type = state.values.type;
    const value = normalise(state.values);
    if (!isType(type) || !value) return;
    resolve.mutate({ type, value });
  };

  return (
    <TransferFormFrame
      screen={screen}
      onSubmit={() => {
        if (!holder) return find();
        const target = {
          mode: 'KOLAS',
          type: state.values.type as EasyAddressType,
          value: normalise(state.values),
        } as const;
        void screen.submit({ target });
      }}
      target={
        <Stack gap="4">
          <TargetSelectField
            state={state}
            name="type"
            label={<Trans id="transfer.easyAddress.type">Easy address type</Trans>}
            placeholder={t({ id: 'transfer.easyAddress.chooseType', message: 'Choose a type' })}
            options={EASY_ADDRESS_TYPES.map((type) => ({
              value: type,
              label: i18n._(EASY_ADDRESS_TYPE_TEXT[type]),
            }))}
          />
          <TargetTextField
            state={state}
            name="value"
            label={<Trans id="transfer.easyAddress.value">Easy address</Trans>}
            maxLength={254}
          />
          <Button
            variant="outline"
            alignSelf="flex-start"
            onClick={find}
            loading={resolve.isPending}
            data-testid="easy-address-resolve"
          >
            <Trans id="transfer.easyAddress.resolve">Find the receiver</Trans>
          </Button>
          {holder ? (
            <Alert.Root status="success" data-testid="easy-address-holder">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title data-testid="easy-address-holder-name">{holder.maskedName}</Alert.Title>
                <Alert.Description>
                  <Text data-testid="easy-address-holder-bank">{holder.bankName}</Text>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : resolve.isError ? (
            <Alert.Root status="error" data-testid="easy-address-error">
              <Alert.Indicator />
              <Alert.Description>{errorText(resolve.error) ?? i18n._(GENERIC_ERROR)}</Alert.Description>
            </Alert.Root>
          ) : null}
        </Stack>
      }
    />
  );
}

/** The alias as the bank stores it, or as typed when it is not valid for its type (the server says why). */
const normalise = (values: Record<string, string>): string => {
  const raw = (values.value ?? '').trim();
  return isType(values.type) ? (normaliseEasyAddress(values.type, raw) ?? raw) : raw;
};
