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
