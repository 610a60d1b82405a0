import { Grid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AmountInput } from '../../components/inputs/amount-input';
import { DateInput } from '../../components/inputs/date-input';
import { SelectInput } from '../../components/inputs/select-input';
import { TextInput } from '../../components/text-input';
import { TransactionFilterSchema, type Direction, type TransactionFilter } from '../../contract/account-management';
import { filterFromDraft, submitFilterDraft } from '../../lib/filter-draft';
import { FilterButtons } from '../../components/filter-buttons';

export interface HistoryFiltersProps {
  currencyLabel: string;
  onApply: (filter: TransactionFilter) => void;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS grid values
const COLUMNS = { base: '1fr', md: 'repeat(3, 1fr)' };

const EMPTY = { from: '', to: '', minAmount: '', maxAmount: '', direction: 'all' as Direction, q: '' };
type Draft = typeof EMPTY;

/** The filter a draft stands for (empty fields left out), or the issue keys of the fields that are wrong. */
export const filterOf = (draft: Draft) => filterFromDraft<TransactionFilter, Draft>(TransactionFilterSchema, draft);

/** Date range, amount range, direction and a search text; "Apply" asks the server, "Clear" starts over. */
export function HistoryFilters({ currencyLabel, onApply }: HistoryFiltersProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const set = (name: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const directions = [
    { value: 'all', label: t({ id: 'history.direction.all', message: 'All' }) },
    { value: 'in', label: t({ id: 'history.direction.in', message: 'Money in' }) },
    { value: 'out', label: t({ id: 'history.direction.out', message: 'Money out' }) },
  ];
  return (
    <form data-testid="history-filters" onSubmit={submitFilterDraft(filterOf, draft, setErrors, onApply)}>
      <Grid templateColumns={COLUMNS} gap="3">
        <DateInput
          label={<Trans id="history.from">From</Trans>}
          value={draft.from}
          onChange={set('from')}
          error={errors.from}
          name="from"
          testId="filter-from"
        />
        <DateInput
          label={<Trans id="history.to">To</Trans>}
          value={draft.to}
          onChange={set('to')}
          error={errors.to}
          name="to"
          testId="filter-to"
        />
        <SelectInput
          label={<Trans id="history.direction">Direction</Trans>}
          value={draft.direction}
          onChange={set('direction')}
          options={directions}
          name="direction"
          testId="filter-direction"
        />
        <AmountInput
          label={<Trans id="history.minAmount">Smallest amount</Trans>}
          currencyLabel={currencyLabel}
          value={draft.minAmount}
          onChange={set('minAmount')}
          error={errors.minAmount}
          testId="filter-min"
        />
        <AmountInput
          label={<Trans id="history.maxAmount">Largest amount</Trans>}
          currencyLabel={currencyLabel}
          value={draft.maxAmount}
          onChange={set('maxAmount')}
          error={errors.maxAmount}
          testId="filter-max"
        />
        <TextInput
          label={<Trans id="history.search">Search in descriptions</Trans>}
          value={draft.q}
          onChange={set('q')}
          error={errors.q}
          maxLength={50}
          autoComplete="off"
          testId="filter-search"
        />
      </Grid>
      <FilterButtons
        onClear={() => {
          setDraft(EMPTY);
          setErrors({});
          onApply({ direction: 'all' });
        }}
      />
    </form>
  );
}
