import { Trans } from '@lingui/react/macro';
import type { TransferFormSearch } from '../../contract/transfer-routes';
import { ReceiverNameField } from './receiver-name-field';
import { digitsOnly, TargetTextField } from './target-text-field';
import { TransferFormFrame } from './transfer-form-frame';
import { useTransferScreen } from './use-transfer-screen';

const FIELDS = ['cardNumber', 'receiverName'] as const;

/** /dashboard/to-credit-card: EFT to a credit card of any bank (the number checked with Luhn). */
export function ToCreditCardScreen({ search }: { search: TransferFormSearch }) {
  const screen = useTransferScreen({
    form: 'to-credit-card',
    mode: 'Card',
    targetFields: FIELDS,
    recorded: search.recorded,
  });
  return (
    <TransferFormFrame
      screen={screen}
      testId="to-credit-card-screen"
      title={<Trans id="transfer.toCard.title">Send to a credit card</Trans>}
      onSubmit={() => void screen.submit()}
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
