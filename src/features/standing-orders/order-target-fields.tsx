import { Trans, useLingui } from '@lingui/react/macro';
import type { FormStore } from '@modular-forms/react';
import { useQueries } from '@tanstack/react-query';
import { billInstitutionsQueryOptions } from '../../api/bills';
import { FormField } from '../../components/form-field';
import { AccountSelect } from '../../components/inputs/account-select';
import { SelectInput } from '../../components/inputs/select-input';
import { TextInput } from '../../components/text-input';
import type { Account } from '../../contract/accounts';
import { EASY_ADDRESS_TYPES, type EasyAddressType } from '../../contract/easy-addresses';
import { BILL_CATEGORIES, STANDING_ORDER_AMOUNT_MODES } from '../../contract/payments';
import { useAuthState } from '../../lib/auth-store';
import { EASY_ADDRESS_TYPE_TEXT } from '../../lib/easy-address-text';
import { useAppContext } from '../../lib/router-context';
import { ORDER_TARGET_MODES, type OrderChoices, type OrderFormValues, type OrderTargetMode } from './order-form-values';
import { TARGET_MODE_LABEL } from './order-labels';

const [FIXED, WHOLE_BILL] = STANDING_ORDER_AMOUNT_MODES;

interface OrderTargetFieldsProps {
  form: FormStore<OrderFormValues, undefined>;
  choices: OrderChoices;
  set: (patch: Partial<OrderChoices>) => void;
  /** The customer's own TRY accounts. */
  own: Account[];
}

/**
 * Whether "the whole bill" is offered: a company's bill order names the most it pays, which its
 * approvals weigh (the bank refuses a company's whole-bill order: standingOrder.wholeBillCompany).
 */
export const useWholeBillAllowed = (): boolean => useAuthState(useAppContext().auth).customerType !== 'Corporate';

/** Who gets paid: a transfer's target (IBAN, account, easy address, own account) or a bill and how much of it. */
export function OrderTargetFields({ form, choices, set, own }: OrderTargetFieldsProps) {
  const wholeBillAllowed = useWholeBillAllowed();
  const { t, i18n } = useLingui();
  const billers = useQueries({
    queries: choices.kind === 'Bill' ? BILL_CATEGORIES.map((c) => billInstitutionsQueryOptions(c)) : [],
  });
  const institutions = billers.flatMap((q) =>
    q.data ? q.data.institutions.map((b) => ({ value: b.code, label: `${q.data.categoryName} · ${b.name}` })) : [],
  );
  const modes = ORDER_TARGET_MODES.map((value) => ({ value, label: i18n._(TARGET_MODE_LABEL[value]) }));
  return choices.kind === 'Transfer' ? (
    <>
      <SelectInput
        label={<Trans id="standingOrders.targetMode">Send to</Trans>}
        value={choices.mode}
        options={modes}
        onChange={(value) => set({ mode: value as OrderTargetMode })}
        name="mode"
        testId="order-mode"
        required
      />
      {choices.mode === 'IBAN' ? (
        <FormField of={form} name="iban" fallback="" required>
          {(input) => (
            <TextInput
              {...input}
              label={<Trans id="standingOrders.iban">IBAN</Trans>}
              maxLength={40}
              testId="order-iban"
            />
          )}
        </FormField>
      ) : null}
      {choices.mode === 'Account' ? (
        <FormField of={form} name="accountNumber" fallback="" required>
          {(input) => (
            <TextInput
              {...input}
              label={<Trans id="standingOrders.accountNumber">Account number</Trans>}
              maxLength={25}
              testId="order-account-number"
            />
          )}
        </FormField>
      ) : null}
      {choices.mode === 'IBAN' || choices.mode === 'Account' ? (
        <FormField of={form} name="receiverName" fallback="" required>
          {(input) => (
            <TextInput
              {...input}
              label={<Trans id="standingOrders.receiverName">Receiver’s name</Trans>}
              maxLength={70}
              testId="order-receiver-name"
            />
          )}
        </FormField>
      ) : null}
      {choices.mode === 'KOLAS' ? (
        <>
          <SelectInput
            label={<Trans id="standingOrders.easyAddressType">Easy address type</Trans>}
            value={choices.easyAddressType}
            options={EASY_ADDRESS_TYPES.map((value) => ({ value, label: i18n._(EASY_ADDRESS_TYPE_TEXT[value]) }))}
            onChange={(value) => set({ easyAddressType: value as EasyAddressType })}
            name="easyAddressType"
            testId="order-easy-type"
            required
          />
          <FormField of={form} name="easyAddressValue" fallback="" required>
            {(input) => (
              <TextInput
                {...input}
                label={<Trans id="standingOrders.easyAddress">Easy address</Trans>}
                maxLength={254}
                testId="order-easy-value"
              />
            )}
          </FormField>
        </>
      ) : null}
      {choices.mode === 'AccountsBetween' ? (
        <FormField of={form} name="ownAccountNumber" fallback="" required>
          {(input) => (
            <AccountSelect
              {...input}
              accounts={own}
              name="ownAccountNumber"
              label={<Trans id="standingOrders.toOwnAccount">To my account</Trans>}
              testId="order-own-account"
            />
          )}
        </FormField>
      ) : null}
    </>
  ) : (
    <>
      <FormField of={form} name="billerCode" fallback="" required>
        {(input) => (
          <SelectInput
            {...input}
            label={<Trans id="standingOrders.institution">Institution</Trans>}
            options={institutions}
            placeholder={t({ id: 'standingOrders.chooseInstitution', message: 'Choose an institution' })}
            testId="order-biller"
          />
        )}
      </FormField>
      <FormField of={form} name="subscriberNo" fallback="" required>
        {(input) => (
          <TextInput
            {...input}
            label={<Trans id="standingOrders.subscriber">Subscriber number</Trans>}
            inputMode="numeric"
            maxLength={20}
            testId="order-subscriber"
          />
        )}
      </FormField>
      <SelectInput
        label={<Trans id="standingOrders.amountMode">How much</Trans>}
        value={choices.wholeBill ? WHOLE_BILL : FIXED}
        options={[
          ...(wholeBillAllowed
            ? [{ value: WHOLE_BILL, label: t({ id: 'standingOrders.wholeBill', message: 'The whole bill' }) }]
            : []),
          { value: FIXED, label: t({ id: 'standingOrders.fixedUpTo', message: 'Up to a fixed amount' }) },
        ]}
        onChange={(value) => set({ wholeBill: value === WHOLE_BILL })}
        name="amountMode"
        testId="order-amount-mode"
        required
      />
    </>
  );
}
