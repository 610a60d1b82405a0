import { Trans } from '@lingui/react/macro';
import type { TransferFormSearch } from '../../contract/transfer-routes';
import { HeldPayments } from './held-payments';
import { IbanField } from './iban-field';
import { ReceiverNameField } from './receiver-name-field';
import { digitsOnly, TargetTextField } from './target-text-field';
import { TransferFormFrame } from './transfer-form-frame';
import { useTransferScreen } from './use-transfer-screen';

const FIELDS = ['iban', 'receiverName', 'sellerIdentityNumber', 'subject'] as const;

/**
 * /dashboard/secure-payment-transaction: the bank holds the money for the seller until the buyer
 * releases it; the held payments are listed with release and cancel.
 */
export function SecurePaymentScreen({ search }: { search: TransferFormSearch }) {
  const screen = useTransferScreen({
    form: 'secure-payment-transaction',
    mode: 'SecurePayment',
    targetFields: FIELDS,
    recorded: search.recorded,
  });
  const { state } = screen;
  return (
    <TransferFormFrame
      screen={screen}
      testId="secure-payment-screen"
      title={<Trans id="transfer.secure.title">Secure payment</Trans>}
      aside={<HeldPayments />}
      onSubmit={() => void screen.submit()}
      target={
        <>
          <IbanField
            value={state.values.iban ?? ''}
            onChange={(value) => state.set('iban', value)}
            onBlur={() => state.blur('iban')}
            error={state.errors.iban}
          />
          <ReceiverNameField state={state} />
          <TargetTextField
            state={state}
            name="sellerIdentityNumber"
            label={<Trans id="transfer.secure.sellerId">Seller's identity or tax number</Trans>}
            inputMode="numeric"
            maxLength={11}
            filter={digitsOnly}
          />
          <TargetTextField
            state={state}
            name="subject"
            label={<Trans id="transfer.secure.subject">What are you buying?</Trans>}
            maxLength={100}
          />
        </>
      }
    />
  );
}
