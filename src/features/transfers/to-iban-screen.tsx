import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { limitsQueryOptions } from '../../api/transfers';
import { IssueKey } from '../../contract/message-codes';
import type { TransferFormSearch } from '../../contract/transfer-routes';
import { IbanField } from './iban-field';
import { ReceiverNameField } from './receiver-name-field';
import { ibanBankCode, transferChannel } from './transfer-channel';
import { TransferChannelHint } from './transfer-channel-hint';
import { TransferFormFrame } from './transfer-form-frame';
import { useTransferScreen } from './use-transfer-screen';

const FIELDS = ['iban', 'receiverName'] as const;

/** /dashboard/to-iban: havale inside the bank, FAST or EFT to another bank, told before Continue. */
export function ToIbanScreen({ search }: { search: TransferFormSearch }) {
  const [accepted, setAccepted] = useState(false);
  const limits = useQuery(limitsQueryOptions());
  const [channelNeedsAccept, setChannelNeedsAccept] = useState(false);
  const extraErrors = useMemo(
    () => (channelNeedsAccept && !accepted ? { acceptNextWindow: IssueKey.Required } : undefined),
    [channelNeedsAccept, accepted],
  );
  const screen = useTransferScreen({
    form: 'to-iban',
    mode: 'IBAN',
    targetFields: FIELDS,
    recorded: search.recorded,
    extraErrors,
  });
  const { state, allAccounts } = screen;
  const ownBankCode = allAccounts[0] ? ibanBankCode(allAccounts[0].iban) : undefined;
  const channel = transferChannel({
    iban: state.values.iban ?? '',
    ownBankCode,
    amount: state.values.amount ?? '',
    limits: limits.data,
  });
  if ((channel === 'NextWindow') !== channelNeedsAccept) setChannelNeedsAccept(channel === 'NextWindow');

  return (
    <TransferFormFrame
      screen={screen}
      testId="to-iban-screen"
      title={<Trans id="transfer.toIban.title">Send to an IBAN</Trans>}
      onSubmit={() => void screen.submit(channel === 'NextWindow' ? { acceptNextWindow: accepted } : {})}
      target={
        <>
          <IbanField
            value={state.values.iban ?? ''}
            onChange={(value) => state.set('iban', value)}
            onBlur={() => state.blur('iban')}
            error={state.errors.iban}
          />
          <ReceiverNameField state={state} />
        </>
      }
      extras={
        <TransferChannelHint
          channel={channel}
          limits={limits.data}
          accepted={accepted}
          onAcceptedChange={setAccepted}
          error={state.errors.acceptNextWindow}
        />
      }
    />
  );
}
