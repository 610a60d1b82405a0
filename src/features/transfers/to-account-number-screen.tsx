import { SegmentGroup, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { banksQueryOptions } from '../../api/transfers';
import { AccountNumberInput } from '../../components/inputs/account-number-input';
import { FormField } from '../../components/form-field';
import type { TransferFormSearch } from '../../contract/transfer-routes';
import { transferDecision } from './transfer-decision';
import { NextWindowHint } from './next-window-hint';
import { ReceiverNameField } from './receiver-name-field';
import { digitsOnly, TargetTextField } from './target-text-field';
import { TargetSelectField } from './target-select-field';
import { TransferFormFrame } from './transfer-form-frame';
import { useNextWindow } from './use-next-window';
import { useTransferScreen } from './use-transfer-screen';

const OWN_BANK = { mode: 'Account', fields: ['accountNumber', 'receiverName'] } as const;
const OTHER_BANK = { mode: 'AccountEft', fields: ['bankCode', 'branchCode', 'accountNumber', 'receiverName'] } as const;
type Where = 'own' | 'other';

/** /dashboard/to-account-number: havale (code 214) to a customer of this bank, or EFT to an account at another bank. */
export function ToAccountNumberScreen({ search }: { search: TransferFormSearch }) {
  const { t } = useLingui();
  const [where, setWhere] = useState<Where>(() =>
    transferDecision.draft('to-account-number')?.bankCode ? 'other' : 'own',
  );
  const banks = useQuery({ ...banksQueryOptions(), enabled: where === 'other' });
  const eftWindow = useNextWindow(where === 'other');
  const screen = useTransferScreen('to-account-number', where === 'own' ? OWN_BANK : OTHER_BANK, search, {
    extraErrors: eftWindow.extraErrors,
  });
  const { state } = screen;
  // A registered EFT target (it has a bank code) opens on "another bank" until the customer chooses.
  const [chosen, setChosen] = useState(false);
  if (!chosen && where === 'own' && state.values.bankCode) setWhere('other');
  return (
    <TransferFormFrame
      screen={screen}
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
              <TargetSelectField
                state={state}
                name="bankCode"
                label={<Trans id="transfer.bank">Bank</Trans>}
                placeholder={t({ id: 'transfer.bank.choose', message: 'Choose a bank' })}
                options={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
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
          <FormField of={state.form} name="accountNumber" fallback="" required>
            {(input) => (
              <AccountNumberInput
                {...input}
                onChange={(value) => input.onChange(where === 'other' ? digitsOnly(value) : value)}
                name="accountNumber"
                testId="transfer-accountNumber"
                label={<Trans id="transfer.accountNumber">Account number</Trans>}
                maxLength={25}
              />
            )}
          </FormField>
          <ReceiverNameField state={state} />
        </Stack>
      }
    />
  );
}
