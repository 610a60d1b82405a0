/**
 * The final answer of a decision, as the engine stores it and every retry under the key gets it
 * again: a success (its action code and data) or a business refusal (its message codes). The HTTP
 * layer renders it as an envelope in the language of the first answer.
 */
export type SuccessOutcome = { ok: true; actionCode: number; data: unknown };
export type RefusalOutcome = { ok: false; actionCode: number; codes: string[] };
export type Outcome = SuccessOutcome | RefusalOutcome;

export const success = (actionCode: number, data: unknown): SuccessOutcome => ({ ok: true, actionCode, data });

export const refusal = (codes: readonly string[], actionCode = 0): RefusalOutcome => ({
  ok: false,
  actionCode,
  codes: [...codes],
});
