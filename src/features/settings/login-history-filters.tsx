import { Grid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DateInput } from '../../components/inputs/date-input';
import { SelectInput } from '../../components/inputs/select-input';
import { LoginHistoryQuerySchema, type LoginHistorySearch } from '../../contract/settings';
import { filterFromDraft, submitFilterDraft } from '../../lib/filter-draft';
import { FilterButtons } from '../../components/filter-buttons';

// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS grid values
const COLUMNS = { base: '1fr', md: 'repeat(3, 1fr)' };

type Draft = Required<{ [K in keyof LoginHistorySearch]: string }>;
const EMPTY: Draft = { from: '', to: '', result: '' };
type Errors = Partial<Record<keyof Draft, string>>;

/** The filter a draft stands for (empty fields left out), or the issue keys of the fields that are wrong. */
export const loginFilterOf = (draft: Draft) =>
  filterFromDraft<LoginHistorySearch, Draft>(LoginHistoryQuerySchema, draft);

/** Date range and result; "Apply" puts them in the address, "Clear" starts over. */
export function LoginHistoryFilters({
  value,
  onApply,
}: {
  value: LoginHistorySearch;
  onApply: (filter: LoginHistorySearch) => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>({ ...EMPTY, ...value });
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: keyof Draft) => (next: string) => setDraft((current) => ({ ...current, [name]: next }));
  const results = [
    { value: '', label: t({ id: 'settings.history.all', message: 'Successful and failed' }) },
    { value: 'success', label: t({ id: 'settings.history.successOnly', message: 'Successful only' }) },
    { value: 'failed', label: t({ id: 'settings.history.failedOnly', message: 'Failed only' }) },
  ];
  return (
    <form
      data-testid="login-history-filters"
      aria-label={t({ id: 'settings.history.filters', message: 'Filters' })}
      onSubmit={submitFilterDraft(loginFilterOf, draft, setErrors, onApply)}
    >
      <Grid templateColumns={COLUMNS} gap="3">
        <DateInput
          label={<Trans id="settings.history.from">From</Trans>}
          value={draft.from}
          onChange={set('from')}
          error={errors.from}
          name="from"
          testId="login-history-from"
        />
        <DateInput
          label={<Trans id="settings.history.to">To</Trans>}
          value={draft.to}
          onChange={set('to')}
          error={errors.to}
          name="to"
          testId="login-history-to"
        />
        <SelectInput
          label={<Trans id="settings.history.result">Result</Trans>}
          value={draft.result}
          onChange={set('result')}
          options={results}
          name="result"
          testId="login-history-result"
        />
      </Grid>
      <FilterButtons
        testIdPrefix="login-history"
        onClear={() => {
          setDraft(EMPTY);
          setErrors({});
          onApply({});
        }}
      />
    </form>
  );
}
