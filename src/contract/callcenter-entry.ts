import * as v from 'valibot';

/**
 * Query of the CallCenter entry link `/callcenter/verify?token=...` (spec section 4).
 * The router parses query values as JSON, so an all-digit token arrives as a number.
 */
const QueryText = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(512));

export const VerifySearchSchema = v.object({
  token: v.optional(QueryText),
  workgroup: v.optional(QueryText),
  ivrErrorCode: v.optional(QueryText),
  Nps: v.optional(QueryText),
});
export type VerifySearch = v.InferOutput<typeof VerifySearchSchema>;
