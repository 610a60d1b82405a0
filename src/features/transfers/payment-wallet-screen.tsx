import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { walletsQueryOptions } from '../../api/transfers';
import { SelectInput } from '../../components/inputs/select-input';
import type { TransferFormSearch } from '../../contract/transfer-routes';
import { ReceiverNameField } from './receiver-name-field';
import { digitsOnly, TargetTextField } from './target-text-field';
import { TransferFormFrame } from './transfer-form-frame';
import { useTransferScreen } from './use-transfer-screen';

const FIELDS = ['walletCode', 'walletNumber', 'receiverName'] as const;

/** /dashboard/payment-wallet: to a payment wallet of an e-money institution, over FAST. */
export function PaymentWalletScreen({ search }: { search: TransferFormSearch }) {
  const { t } = useLingui();
  const wallets = useQuery(walletsQueryOptions());
  const screen = useTransferScreen({
    form: 'payment-wallet',
    mode: 'Wallet',
    targetFields: FIELDS,
    recorded: search.recorded,
  });
  const { state } = screen;
  return (
    <TransferFormFrame
      screen={screen}
      testId="payment-wallet-screen"
      title={<Trans id="transfer.wallet.title">Send to a payment wallet</Trans>}
      onSubmit={() => void screen.submit()}
      target={
        <>
          <SelectInput
            name="walletCode"
            testId="transfer-walletCode"
            label={<Trans id="transfer.wallet">Payment wallet</Trans>}
            placeholder={t({ id: 'transfer.wallet.choose', message: 'Choose a wallet' })}
            options={(wallets.data ?? []).map((w) => ({ value: w.code, label: w.name }))}
            value={state.values.walletCode ?? ''}
            onChange={(value) => state.set('walletCode', value)}
            onBlur={() => state.blur('walletCode')}
            error={state.errors.walletCode}
          />
          <TargetTextField
            state={state}
            name="walletNumber"
            label={<Trans id="transfer.walletNumber">Wallet number</Trans>}
            inputMode="numeric"
            maxLength={20}
            filter={digitsOnly}
          />
          <ReceiverNameField state={state} />
        </>
      }
    />
  );
}
