/** Drops the fields without an issue (modular-forms reads every key as an error). */
export const issuesOf = (issues: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(issues).filter((entry): entry is [string, string] => entry[1] !== undefined));
