import { Button, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { AmountInput } from '../../components/inputs/amount-input';
import { OfflineDisabledReason } from '../../components/offline-disabled-reason';
import { PageFrame } from '../../components/page-frame';
import { TextInput } from '../../components/text-input';
import { DESCRIPTION_MAX } from '../../contract/transfers';
import { useOnline } from '../../lib/use-online';
import { AccountSelect } from './source-account-select';
import { currencyLabel } from './transfer-labels';
import type { TransferScreen } from './use-transfer-screen';

export interface TransferFormFrameProps {
  screen: TransferScreen;
  title: ReactNode;
  /** The target's fields, between the source account and the amount. */
  target: ReactNode;
  /** Under the amount: the FAST/EFT hint, a quote, the resolved holder. */
  extras?: ReactNode;
  onSubmit: () => void;
  /** Above the form: e.g. the held secure payments. */
  aside?: ReactNode;
  testId: string;
}

/** The shared shape of every send-money form: source account, target, amount, description, Continue. */
export function TransferFormFrame({ screen, title, target, extras, onSubmit, aside, testId }: TransferFormFrameProps) {
  const online = useOnline();
  const { state, accounts, account, flow } = screen;
  return (
    <PageFrame title={title} testId={testId}>
      <Stack gap="6" maxWidth="2xl">
        {aside}
        <form
          noValidate
          data-testid="transfer-form"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Stack gap="4">
            <AccountSelect
              accounts={accounts}
              value={state.values.sourceAccountNumber ?? ''}
              onChange={(value) => state.set('sourceAccountNumber', value)}
              onBlur={() => state.blur('sourceAccountNumber')}
              error={state.errors.sourceAccountNumber}
            />
            {target}
            <AmountInput
              name="amount"
              testId="transfer-amount"
              value={state.values.amount ?? ''}
              onChange={(value) => state.set('amount', value)}
              onBlur={() => state.blur('amount')}
              error={state.errors.amount}
              currencyLabel={currencyLabel(account?.currency)}
              required
            />
            {extras}
            <TextInput
              label={<Trans id="transfer.description">Description</Trans>}
              value={state.values.description ?? ''}
              onChange={(value) => state.set('description', value)}
              onBlur={() => state.blur('description')}
              error={state.errors.description}
              maxLength={DESCRIPTION_MAX}
              autoComplete="off"
              testId="transfer-description"
            />
            <Stack gap="2" align="flex-end">
              <Button type="submit" loading={flow.busy} disabled={!online} data-testid="transfer-continue">
                <Trans id="transfer.continue">Continue</Trans>
              </Button>
              <OfflineDisabledReason />
            </Stack>
          </Stack>
        </form>
      </Stack>
      <ActionFlowDialogs state={flow.dialogs} />
    </PageFrame>
  );
}
