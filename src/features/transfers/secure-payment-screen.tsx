import { Trans } from '@lingui/react/macro';
import type { TransferFormSearch } from '../../contract/transfer-routes';
import { HeldPayments } from './held-payments';
import { FormField } from '../../components/form-field';
import { IbanField } from './iban-field';
import { ReceiverNameField } from './receiver-name-field';
import { digitsOnly, TargetTextField } from './target-text-field';
import { TransferFormFrame } from './transfer-form-frame';
import { useTransferScreen } from './use-transfer-screen';

const TARGET = { mode: 'SecurePayment', fields: ['iban', 'receiverName', 'sellerIdentityNumber', 'subject'] } as const;

/**
 * /dashboard/secure-payment-transaction: the bank holds the money for the seller until the buyer
 * releases it; the held payments are listed with release and cancel.
 */
export function SecurePaymentScreen({ search }: { search: TransferFormSearch }) {
  const screen = useTransferScreen('secure-payment-transaction', TARGET, search);
  const { state } = screen;
  return (
    <TransferFormFrame
      screen={screen}
      aside={<HeldPayments />}
      target={
        <>
          <FormField of={state.form} name="iban" fallback="" required>
            {(input) => <IbanField {...input} />}
          </FormField>
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
