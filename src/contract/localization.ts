import * as v from 'valibot';
import { IssueKey } from './message-codes';
import { LANGUAGES } from './headers';
import { text } from './safe-text';

/** `POST /DkAdc/GetLocalizationData`: the bank's own texts, over the built-in catalog. */
export const LocalizationRequestSchema = v.object({
  languageCode: v.picklist(LANGUAGES, IssueKey.Invalid),
  updateTime: v.optional(v.nullable(v.pipe(text(), v.maxLength(40, IssueKey.TooLong)))),
});
export type LocalizationRequest = v.InferOutput<typeof LocalizationRequestSchema>;

export const LocalizedStringSchema = v.object({ code: v.string(), value: v.string() });
/** `isChanged` false: the caller's copy (same updateTime) is current and the list is empty. */
export const LocalizationDataSchema = v.object({
  languageCode: v.picklist(LANGUAGES),
  isChanged: v.boolean(),
  updateTime: v.string(),
  localizationStringList: v.array(LocalizedStringSchema),
});
export type LocalizationData = v.InferOutput<typeof LocalizationDataSchema>;
