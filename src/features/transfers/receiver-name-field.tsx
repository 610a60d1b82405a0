import { Trans } from '@lingui/react/macro';
import { RECEIVER_NAME_MAX } from '../../contract/transfers';
import { TargetTextField } from './target-text-field';
import type { TransferFormState } from './use-transfer-form';

/** The receiver's name, as the bank checks it against the account holder. */
export function ReceiverNameField({ state }: { state: TransferFormState }) {
  return (
    <TargetTextField
      state={state}
      name="receiverName"
      label={<Trans id="transfer.receiverName">Receiver's name</Trans>}
      maxLength={RECEIVER_NAME_MAX}
    />
  );
}
