import * as v from 'valibot';

/**
 * The first issue key of each field when `input` fails `schema` (the contract's
 * schema, the same one the server validates with). Object-level issues land on
 * `root`; a forwarded check (e.g. the repeat field) lands on its field.
 */
export type FieldIssues = Partial<Record<string, string>>;

export const fieldIssues = (schema: v.GenericSchema, input: unknown): FieldIssues => {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const flat = v.flatten(result.issues);
  const issues: FieldIssues = {};
  for (const [key, messages] of Object.entries(flat.nested ?? {})) if (messages?.[0]) issues[key] = messages[0];
  if (flat.root?.[0]) issues.root = flat.root[0];
  return issues;
};
