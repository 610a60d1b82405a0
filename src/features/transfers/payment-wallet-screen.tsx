import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { walletsQueryOptions } from '../../api/transfers';
import type { TransferFormSearch } from '../../contract/transfer-routes';
import { ReceiverNameField } from './receiver-name-field';
import { digitsOnly, TargetTextField } from './target-text-field';
import { TargetSelectField } from './target-select-field';
import { TransferFormFrame } from './transfer-form-frame';
import { useTransferScreen } from './use-transfer-screen';

const TARGET = { mode: 'Wallet', fields: ['walletCode', 'walletNumber', 'receiverName'] } as const;

/** /dashboard/payment-wallet: to a payment wallet of an e-money institution, over FAST. */
export function PaymentWalletScreen({ search }: { search: TransferFormSearch }) {
  const { t } = useLingui();
  const wallets = useQuery(walletsQueryOptions());
  const screen = useTransferScreen('payment-wallet', TARGET, search);
  const { state } = screen;
  return (
    <TransferFormFrame
      screen={screen}
      target={
        <>
          <TargetSelectField
            state={state}
            name="walletCode"
            label={<Trans id="transfer.wallet">Payment wallet</Trans>}
            placeholder={t({ id: 'transfer.wallet.choose', message: 'Choose a wallet' })}
            options={(wallets.data ?? []).map((w) => ({ value: w.code, label: w.name }))}
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
