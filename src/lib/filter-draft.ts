import * as v from 'valibot';

/** A filter form's fields as typed: every field a string, empty when not used. */
export type FilterDraft = Record<string, string>;

export type FilterOutcome<F, D extends FilterDraft> = { filter: F } | { errors: Partial<Record<keyof D, string>> };

/**
 * The filter a draft stands for (empty fields left out, parsed by the query's schema), or the issue
 * keys of the fields that are wrong, by field.
 */
export const filterFromDraft = <F, D extends FilterDraft>(
  schema: v.GenericSchema<unknown, F>,
  draft: D,
): FilterOutcome<F, D> => {
  const input = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== ''));
  const result = v.safeParse(schema, input);
  if (result.success) return { filter: result.output };
  const errors: Partial<Record<keyof D, string>> = {};
  for (const issue of result.issues) errors[issue.path?.[0]?.key as keyof D] = issue.message;
  return { errors };
};

/**
 * A filter form's submit handler: the draft's filter (`filterOf`) goes to `onApply` and the errors are
 * cleared, or the issue keys of the wrong fields go to `setErrors`.
 */
export const submitFilterDraft =
  <F, D extends FilterDraft>(
    filterOf: (draft: D) => FilterOutcome<F, D>,
    draft: D,
    setErrors: (errors: Partial<Record<keyof D, string>>) => void,
    onApply: (filter: F) => void,
  ) =>
  (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const outcome = filterOf(draft);
    if ('errors' in outcome) return setErrors(outcome.errors);
    setErrors({});
    onApply(outcome.filter);
  };
