import { Trans } from '@lingui/react/macro';
import type { TransferFormSearch } from '../../contract/transfer-routes';
import { NextWindowHint } from './next-window-hint';
import { ReceiverNameField } from './receiver-name-field';
import { digitsOnly, TargetTextField } from './target-text-field';
import { TransferFormFrame } from './transfer-form-frame';
import { useNextWindow } from './use-next-window';
import { useTransferScreen } from './use-transfer-screen';

const TARGET = { mode: 'Card', fields: ['cardNumber', 'receiverName'] } as const;

/** /dashboard/to-credit-card: EFT to a credit card of any bank (the number checked with Luhn). */
export function ToCreditCardScreen({ search }: { search: TransferFormSearch }) {
  const eftWindow = useNextWindow(true);
  const screen = useTransferScreen('to-credit-card', TARGET, search, { extraErrors: eftWindow.extraErrors });
  return (
    <TransferFormFrame
      screen={screen}
      onSubmit={() => void screen.submit(eftWindow.extra)}
      extras={<NextWindowHint eftWindow={eftWindow} error={screen.state.errors.acceptNextWindow} />}
      target={
        <>
          <TargetTextField
            state={screen.state}
            name="cardNumber"
            label={<Trans id="transfer.cardNumber">Card number</Trans>}
            inputMode="numeric"
            maxLength={16}
            filter={digitsOnly}
          />
          <ReceiverNameField state={screen.state} />
        </>
      }
    />
  );
}
