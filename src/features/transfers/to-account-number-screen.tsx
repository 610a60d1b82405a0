import { SegmentGroup, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { banksQueryOptions } from '../../api/transfers';
import { AccountNumberInput } from '../../components/inputs/account-number-input';
import { SelectInput } from '../../components/inputs/select-input';
import type { TransferFormSearch } from '../../contract/transfer-routes';
import { transferFlow } from './transfer-flow-store';
import { NextWindowHint } from './next-window-hint';
import { ReceiverNameField } from './receiver-name-field';
import { digitsOnly, TargetTextField } from './target-text-field';
import { TransferFormFrame } from './transfer-form-frame';
import { useNextWindow } from './use-next-window';
import { useTransferScreen } from './use-transfer-screen';

const OWN_BANK = ['accountNumber', 'receiverName'] as const;
const OTHER_BANK = ['bankCode', 'branchCode', 'accountNumber', 'receiverName'] as const;
type Where = 'own' | 'other';

/** /dashboard/to-account-number: havale (code 214) to a customer of this bank, or EFT to an account at another bank. */
export function ToAccountNumberScreen({ search }: { search: TransferFormSearch }) {
  const { t } = useLingui();
  const [where, setWhere] = useState<Where>(() =>
    transferFlow.draft('to-account-number')?.bankCode ? 'other' : 'own',
  );
  const banks = useQuery({ ...banksQueryOptions(), enabled: where === 'other' });
  const eftWindow = useNextWindow(where === 'other');
  const screen = useTransferScreen({
    extraErrors: eftWindow.extraErrors,
    form: 'to-account-number',
    mode: where === 'own' ? 'Account' : 'AccountEft',
    targetFields: where === 'own' ? OWN_BANK : OTHER_BANK,
    recorded: search.recorded,
  });
  const { state } = screen;
  // A registered EFT target (it has a bank code) opens on "another bank" until the customer chooses.
  const [chosen, setChosen] = useState(false);
  if (!chosen && where === 'own' && state.values.bankCode) setWhere('other');
  return (
    <TransferFormFrame
      screen={screen}
      testId="to-account-number-screen"
      title={<Trans id="transfer.toAccount.title">Send to an account number</Trans>}
      onSubmit={() => void screen.submit(eftWindow.extra)}
      extras={<NextWindowHint eftWindow={eftWindow} error={state.errors.acceptNextWindow} />}
      target={
        <Stack gap="4">
          <SegmentGroup.Root
            value={where}
            onValueChange={(details) => {
              setChosen(true);
              setWhere(details.value === 'other' ? 'other' : 'own');
            }}
            aria-label={t({ id: 'transfer.toAccount.where', message: 'Where is the account?' })}
            data-testid="transfer-where"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'own', label: t({ id: 'transfer.toAccount.own', message: 'At our bank (havale)' }) },
                { value: 'other', label: t({ id: 'transfer.toAccount.other', message: 'At another bank (EFT)' }) },
              ]}
            />
          </SegmentGroup.Root>
          {where === 'other' ? (
            <>
              <SelectInput
                name="bankCode"
                testId="transfer-bankCode"
                label={<Trans id="transfer.bank">Bank</Trans>}
                placeholder={t({ id: 'transfer.bank.choose', message: 'Choose a bank' })}
                options={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
                value={state.values.bankCode ?? ''}
                onChange={(value) => state.set('bankCode', value)}
                onBlur={() => state.blur('bankCode')}
                error={state.errors.bankCode}
              />
              <TargetTextField
                state={state}
                name="branchCode"
                label={<Trans id="transfer.branchCode">Branch code</Trans>}
                inputMode="numeric"
                maxLength={5}
                filter={digitsOnly}
              />
            </>
          ) : null}
          <AccountNumberInput
            name="accountNumber"
            testId="transfer-accountNumber"
            label={<Trans id="transfer.accountNumber">Account number</Trans>}
            value={state.values.accountNumber ?? ''}
            onChange={(value) => state.set('accountNumber', where === 'other' ? digitsOnly(value) : value)}
            onBlur={() => state.blur('accountNumber')}
            error={state.errors.accountNumber}
            maxLength={25}
          />
          <ReceiverNameField state={state} />
        </Stack>
      }
    />
  );
}
