import { Alert, Checkbox, Field } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { TransferLimits } from '../../contract/transfers';
import { formatDateTime } from '../../contract/date-text';
import { formatMoneyText } from '../../contract/money-text';
import { issueMessage } from '../../lib/issue-messages';
import type { TransferChannel } from './transfer-channel';
import { useLanguage } from '../../lib/use-language';

export interface TransferChannelHintProps {
  channel: TransferChannel | undefined;
  limits: TransferLimits | undefined;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  error?: string;
  /** A target that always goes by EFT (a card, an account at another bank): no FAST limit to tell. */
  eftOnly?: boolean;
}

/** Tells before Continue whether the money goes as havale, FAST or EFT, or waits for the next EFT window. */
export function TransferChannelHint({
  channel,
  limits,
  accepted,
  onAcceptedChange,
  error,
  eftOnly,
}: TransferChannelHintProps) {
  const { i18n } = useLingui();
  const language = useLanguage();
  if (!channel) return null;
  const fastLimit = formatMoneyText(limits?.fastPerTransactionLimit ?? '0', 'TRY', language);
  const opensAt = limits?.eft.opensAt ?? '';
  const closesAt = limits?.eft.closesAt ?? '';
  const nextWindow = limits ? formatDateTime(limits.eft.nextWindowAt, language) : '';
  return (
    <Alert.Root
      status={channel === 'NextWindow' ? 'warning' : 'info'}
      data-testid="transfer-channel"
      data-channel={channel}
    >
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Description aria-live="polite">
          {channel === 'Remittance' ? (
            <Trans id="transfer.channel.remittance">
              The IBAN is at our bank: the money goes as a remittance (havale), at once.
            </Trans>
          ) : channel === 'FAST' ? (
            <Trans id="transfer.channel.fast">
              The money goes by FAST, at once, at any hour (up to {fastLimit} per transfer).
            </Trans>
          ) : channel === 'EFT' && eftOnly ? (
            <Trans id="transfer.channel.eftOnly">
              The money goes by EFT, in EFT hours ({opensAt}-{closesAt}).
            </Trans>
          ) : channel === 'EFT' ? (
            <Trans id="transfer.channel.eft">
              Above the FAST limit of {fastLimit} the money goes by EFT, in EFT hours ({opensAt}-{closesAt}).
            </Trans>
          ) : (
            <Trans id="transfer.channel.nextWindow">
              EFT hours are over: the transfer will be sent in the next EFT window ({nextWindow}).
            </Trans>
          )}
        </Alert.Description>
        {channel === 'NextWindow' ? (
          <Field.Root invalid={Boolean(error)}>
            <Checkbox.Root
              checked={accepted}
              onCheckedChange={(details) => onAcceptedChange(details.checked === true)}
              data-testid="transfer-accept-next-window"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Trans id="transfer.channel.accept">I accept that the transfer waits for the next EFT window.</Trans>
              </Checkbox.Label>
            </Checkbox.Root>
            <Field.ErrorText>{error ? i18n._(issueMessage(error)) : null}</Field.ErrorText>
          </Field.Root>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
