import { Trans } from '@lingui/react/macro';
import type { TransferFormSearch } from '../../contract/transfer-routes';
import { NextWindowHint } from './next-window-hint';
import { ReceiverNameField } from './receiver-name-field';
import { digitsOnly, TargetTextField } from './target-text-field';
import { TransferFormFrame } from './transfer-form-frame';
import { useNextWindow } from './use-next-window';
import { useTransferScreen } from './use-transfer-screen';

const FIELDS = ['cardNumber', 'receiverName'] as const;

/** /dashboard/to-credit-card: EFT to a credit card of any bank (the number checked with Luhn). */
export function ToCreditCardScreen({ search }: { search: TransferFormSearch }) {
  const eftWindow = useNextWindow(true);
  const screen = useTransferScreen({
    form: 'to-credit-card',
    mode: 'Card',
    targetFields: FIELDS,
    recorded: search.recorded,
    extraErrors: eftWindow.extraErrors,
  });
  return (
    <TransferFormFrame
      screen={screen}
      testId="to-credit-card-screen"
      title={<Trans id="transfer.toCard.title">Send to a credit card</Trans>}
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
