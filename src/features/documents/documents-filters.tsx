import { Grid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DateInput } from '../../components/inputs/date-input';
import { SelectInput } from '../../components/inputs/select-input';
import { DOCUMENT_TYPES, DocumentsQuerySchema, type DocumentsSearch } from '../../contract/documents';
import { TYPE_LABEL } from './document-labels';
import { filterFromDraft, submitFilterDraft } from '../../lib/filter-draft';
import { FilterButtons } from '../../components/filter-buttons';

// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS grid values
const COLUMNS = { base: '1fr', md: 'repeat(3, 1fr)' };

type Draft = Required<{ [K in keyof DocumentsSearch]: string }>;
const EMPTY: Draft = { type: '', from: '', to: '' };
type Errors = Partial<Record<keyof Draft, string>>;

/** The filter a draft stands for (empty fields left out), or the issue keys of the fields that are wrong. */
export const documentFilterOf = (draft: Draft) => filterFromDraft<DocumentsSearch, Draft>(DocumentsQuerySchema, draft);

export interface DocumentsFiltersProps {
  value: DocumentsSearch;
  onApply: (filter: DocumentsSearch) => void;
}

/** Type and date range; "Apply" puts them in the address, "Clear" starts over. */
export function DocumentsFilters({ value, onApply }: DocumentsFiltersProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>({ ...EMPTY, ...value });
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: keyof Draft) => (next: string) => setDraft((current) => ({ ...current, [name]: next }));
  const types = [
    { value: '', label: t({ id: 'documents.type.all', message: 'All types' }) },
    ...DOCUMENT_TYPES.map((type) => ({ value: type, label: i18n._(TYPE_LABEL[type]) })),
  ];
  return (
    <form
      data-testid="documents-filters"
      aria-label={t({ id: 'documents.filters', message: 'Filters' })}
      onSubmit={submitFilterDraft(documentFilterOf, draft, setErrors, onApply)}
    >
      <Grid templateColumns={COLUMNS} gap="3">
        <SelectInput
          label={<Trans id="documents.typeFilter">Type</Trans>}
          value={draft.type}
          onChange={set('type')}
          options={types}
          name="type"
          testId="documents-filter-type"
        />
        <DateInput
          label={<Trans id="documents.from">From</Trans>}
          value={draft.from}
          onChange={set('from')}
          error={errors.from}
          name="from"
          testId="documents-filter-from"
        />
        <DateInput
          label={<Trans id="documents.to">To</Trans>}
          value={draft.to}
          onChange={set('to')}
          error={errors.to}
          name="to"
          testId="documents-filter-to"
        />
      </Grid>
      <FilterButtons
        testIdPrefix="documents-filter"
        onClear={() => {
          setDraft(EMPTY);
          setErrors({});
          onApply({});
        }}
      />
    </form>
  );
}
