import { DatePicker, parseDate, Portal, useFieldContext, type DateValue } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Calendar } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { BANK_TIME_ZONE, DATE_LOCALE, dayText, parseDayText } from '../../contract/date-text';
import { useLanguage } from '../../lib/use-language';
import type { InputBaseProps } from './input-base';
import { InputFrame } from './input-frame';

export interface DateInputProps extends Omit<InputBaseProps<string>, 'blockPattern'> {
  min?: string;
  max?: string;
}

const POSITIONING = { placement: 'bottom-start' } as const;

const toDateValue = (iso: string | undefined): DateValue | undefined => {
  if (!iso) return undefined;
  try {
    return parseDate(iso);
  } catch {
    return undefined;
  }
};

/**
 * A day in the interface's language, not the browser's: typed as "21.11.2026" (Turkish) or
 * "21/11/2026" (English), or picked from a calendar (the button, or Alt+Down in the field; arrows,
 * Enter and Escape inside). The value is the API's `YYYY-MM-DD` ('' when empty).
 */
export function DateInput({ value, onChange, onBlur, min, max, ...frame }: DateInputProps) {
  return (
    <InputFrame label={frame.label} {...frame}>
      <DayPicker value={value} onChange={onChange} onBlur={onBlur} min={min} max={max} name={frame.name} />
    </InputFrame>
  );
}

/** The picker inside the field: its input takes the field's id, so the label names it and the error describes it. */
function DayPicker({ value, onChange, onBlur, min, max, name }: Omit<DateInputProps, 'label'>) {
  const { t } = useLingui();
  const language = useLanguage();
  const field = useFieldContext();
  const selected = useMemo(() => {
    const day = toDateValue(value);
    return day ? [day] : [];
  }, [value]);
  const bounds = useMemo(() => ({ min: toDateValue(min), max: toDateValue(max) }), [min, max]);
  // Stable props: the picker's machine re-reads them on every change.
  const control = field?.ids.control;
  const ids = useMemo(() => (control ? { input: () => control } : undefined), [control]);
  const format = useCallback((date: DateValue) => dayText(date.toString(), language), [language]);
  const parse = useCallback((text: string) => toDateValue(parseDayText(text)), []);
  return (
    <DatePicker.Root
      ids={ids}
      locale={DATE_LOCALE[language]}
      timeZone={BANK_TIME_ZONE}
      name={name}
      value={selected}
      min={bounds.min}
      max={bounds.max}
      format={format}
      parse={parse}
      placeholder={t({ id: 'input.date.placeholder', message: 'dd/mm/yyyy' })}
      onValueChange={(details) => {
        // Only a different day is a change: the picker also reports the value it was given.
        const next = details.value[0]?.toString() ?? '';
        if (next !== value) onChange(next);
      }}
      positioning={POSITIONING}
      lazyMount
      unmountOnExit
    >
      <DatePicker.Control>
        <DatePicker.Input
          onBlur={onBlur}
          aria-describedby={field?.ariaDescribedby}
          aria-invalid={field?.invalid || undefined}
        />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger aria-label={t({ id: 'input.date.openCalendar', message: 'Open the calendar' })}>
            <Calendar aria-hidden="true" />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}
