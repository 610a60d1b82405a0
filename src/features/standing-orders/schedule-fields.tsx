import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldValues, FormStore } from '@modular-forms/react';
import type { ReactNode } from 'react';
import { FormField } from '../../components/form-field';
import { DateInput } from '../../components/inputs/date-input';
import { SelectInput } from '../../components/inputs/select-input';
import { TextInput } from '../../components/text-input';
import { STANDING_ORDER_FREQUENCIES, type StandingOrderFrequency } from '../../contract/payments';
import type { OrderEnd } from './order-form-values';
import { FREQUENCY_LABEL } from './order-text';

/** The form fields the schedule block binds; both the create and the update form have them. */
export type ScheduleValues = {
  intervalMonths: string;
  dayOfMonth: string;
  endDate: string;
  maxRuns: string;
};

interface ScheduleFieldsProps<V extends ScheduleValues & FieldValues> {
  form: FormStore<V, undefined>;
  frequency: StandingOrderFrequency;
  onFrequency: (next: StandingOrderFrequency) => void;
  end: OrderEnd;
  onEnd: (next: OrderEnd) => void;
  /** Shows the hint under the day of the month (the create form does). */
  dayHint?: boolean;
  /** Rendered between the day of the month and the end (the create form's first payment date). */
  children?: ReactNode;
}

/** Frequency, every N months, day of the month, end, end date and number of payments. */
export function ScheduleFields<V extends ScheduleValues & FieldValues>({
  form,
  frequency,
  onFrequency,
  end,
  onEnd,
  dayHint,
  children,
}: ScheduleFieldsProps<V>) {
  const { t, i18n } = useLingui();
  // TypeScript cannot resolve a literal such as 'dayOfMonth' as a FieldPath of a generic V, even though V
  // extends ScheduleValues; viewed as a store of just those fields, the names and their '' fallbacks check.
  const store = form as unknown as FormStore<ScheduleValues, undefined>;
  const monthly = frequency === 'Monthly' || frequency === 'EveryNMonths';
  const ends: { value: OrderEnd; label: string }[] = [
    { value: 'none', label: t({ id: 'standingOrders.endNone', message: 'When I cancel it' }) },
    { value: 'date', label: t({ id: 'standingOrders.endDate', message: 'On a date' }) },
    { value: 'runs', label: t({ id: 'standingOrders.endRuns', message: 'After a number of payments' }) },
  ];
  return (
    <>
      <SelectInput
        label={<Trans id="standingOrders.frequency">Frequency</Trans>}
        value={frequency}
        options={STANDING_ORDER_FREQUENCIES.map((value) => ({ value, label: i18n._(FREQUENCY_LABEL[value]) }))}
        onChange={(value) => onFrequency(value as StandingOrderFrequency)}
        name="frequency"
        testId="order-frequency"
        required
      />
      {frequency === 'EveryNMonths' ? (
        <FormField of={store} name="intervalMonths" fallback="" required>
          {(input) => (
            <SelectInput
              {...input}
              label={<Trans id="standingOrders.intervalMonths">Every how many months</Trans>}
              options={Array.from({ length: 11 }, (_, i) => ({ value: String(i + 2), label: String(i + 2) }))}
              testId="order-interval"
            />
          )}
        </FormField>
      ) : null}
      {monthly ? (
        <FormField of={store} name="dayOfMonth" fallback="" required>
          {(input) => (
            <SelectInput
              {...input}
              label={<Trans id="standingOrders.dayOfMonth">Day of the month</Trans>}
              helper={
                dayHint ? (
                  <Trans id="standingOrders.dayHint">Days 29 to 31 fall on the last day of shorter months.</Trans>
                ) : undefined
              }
              options={Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
              testId="order-day"
            />
          )}
        </FormField>
      ) : null}
      {children}
      <SelectInput
        label={<Trans id="standingOrders.end">Ends</Trans>}
        value={end}
        options={ends}
        onChange={(value) => onEnd(value as OrderEnd)}
        name="end"
        testId="order-end"
        required
      />
      {end === 'date' ? (
        <FormField of={store} name="endDate" fallback="" required>
          {(input) => (
            <DateInput
              {...input}
              label={<Trans id="standingOrders.endDateLabel">Last payment date</Trans>}
              testId="order-end-date"
            />
          )}
        </FormField>
      ) : null}
      {end === 'runs' ? (
        <FormField of={store} name="maxRuns" fallback="" required>
          {(input) => (
            <TextInput
              {...input}
              label={<Trans id="standingOrders.maxRuns">Number of payments</Trans>}
              inputMode="numeric"
              maxLength={3}
              testId="order-max-runs"
            />
          )}
        </FormField>
      ) : null}
    </>
  );
}
