import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { limitsQueryOptions } from '../../api/transfers';
import { IssueKey } from '../../contract/message-codes';
import type { TransferFormSearch } from '../../contract/transfer-routes';
import { FormField } from '../../components/form-field';
import { IbanField } from './iban-field';
import { ReceiverNameField } from './receiver-name-field';
import { ibanBankCode, transferChannel } from './transfer-channel';
import { TransferChannelHint } from './transfer-channel-hint';
import { TransferFormFrame } from './transfer-form-frame';
import { useTransferScreen } from './use-transfer-screen';

const TARGET = { mode: 'IBAN', fields: ['iban', 'receiverName'] } as const;

/** /dashboard/to-iban: havale inside the bank, FAST or EFT to another bank, told before Continue. */
export function ToIbanScreen({ search }: { search: TransferFormSearch }) {
  const [accepted, setAccepted] = useState(false);
  const limits = useQuery(limitsQueryOptions());
  const [channelNeedsAccept, setChannelNeedsAccept] = useState(false);
  const extraErrors = useMemo(
    () => (channelNeedsAccept && !accepted ? { acceptNextWindow: IssueKey.Required } : undefined),
    [channelNeedsAccept, accepted],
  );
  const screen = useTransferScreen('to-iban', TARGET, search, { extraErrors: extraErrors });
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
      onSubmit={() => void screen.submit(channel === 'NextWindow' ? { acceptNextWindow: accepted } : {})}
      target={
        <>
          <FormField of={state.form} name="iban" fallback="" required>
            {(input) => <IbanField {...input} />}
          </FormField>
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
