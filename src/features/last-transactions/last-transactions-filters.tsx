import { Grid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AmountInput } from '../../components/inputs/amount-input';
import { DateInput } from '../../components/inputs/date-input';
import { SelectInput } from '../../components/inputs/select-input';
import {
  LAST_TRANSACTION_KINDS,
  LastTransactionsQuerySchema,
  type LastTransactionsSearch,
} from '../../contract/last-transactions';
import { KIND_LABEL } from './last-transaction-labels';
import { filterFromDraft, submitFilterDraft } from '../../lib/filter-draft';
import { FilterButtons } from '../../components/filter-buttons';

// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS grid values
const COLUMNS = { base: '1fr', md: 'repeat(3, 1fr)' };

type Draft = Required<{ [K in keyof LastTransactionsSearch]: string }>;
const EMPTY: Draft = { from: '', to: '', kind: '', minAmount: '', maxAmount: '' };
type Errors = Partial<Record<keyof Draft, string>>;

/** The filter a draft stands for (empty fields left out), or the issue keys of the fields that are wrong. */
export const filterOf = (draft: Draft) =>
  filterFromDraft<LastTransactionsSearch, Draft>(LastTransactionsQuerySchema, draft);

export interface LastTransactionsFiltersProps {
  value: LastTransactionsSearch;
  onApply: (filter: LastTransactionsSearch) => void;
}

/** Date range, kind and amount range; "Apply" puts them in the address, "Clear" starts over. */
export function LastTransactionsFilters({ value, onApply }: LastTransactionsFiltersProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>({ ...EMPTY, ...value });
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: keyof Draft) => (next: string) => setDraft((current) => ({ ...current, [name]: next }));
  const error = (name: keyof Draft) => errors[name];
  const kinds = [
    { value: '', label: t({ id: 'lastTransactions.kind.all', message: 'All kinds' }) },
    ...LAST_TRANSACTION_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_LABEL[kind]) })),
  ];
  return (
    <form
      data-testid="last-transactions-filters"
      aria-label={t({ id: 'lastTransactions.filters', message: 'Filters' })}
      onSubmit={submitFilterDraft(filterOf, draft, setErrors, onApply)}
    >
      <Grid templateColumns={COLUMNS} gap="3">
        <DateInput
          label={<Trans id="lastTransactions.from">From</Trans>}
          value={draft.from}
          onChange={set('from')}
          error={error('from')}
          name="from"
          testId="filter-from"
        />
        <DateInput
          label={<Trans id="lastTransactions.to">To</Trans>}
          value={draft.to}
          onChange={set('to')}
          error={error('to')}
          name="to"
          testId="filter-to"
        />
        <SelectInput
          label={<Trans id="lastTransactions.kind">Kind</Trans>}
          value={draft.kind}
          onChange={set('kind')}
          options={kinds}
          name="kind"
          testId="filter-kind"
        />
        <AmountInput
          label={<Trans id="lastTransactions.minAmount">Smallest amount</Trans>}
          currencyLabel=""
          value={draft.minAmount}
          onChange={set('minAmount')}
          error={error('minAmount')}
          testId="filter-min"
        />
        <AmountInput
          label={<Trans id="lastTransactions.maxAmount">Largest amount</Trans>}
          currencyLabel=""
          value={draft.maxAmount}
          onChange={set('maxAmount')}
          error={error('maxAmount')}
          testId="filter-max"
        />
      </Grid>
      <FilterButtons
        onClear={() => {
          setDraft(EMPTY);
          setErrors({});
          onApply({});
        }}
      />
    </form>
  );
}
