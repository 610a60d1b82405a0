import * as v from 'valibot';

/** `GET /DkAdc/GetSpecialDayImage`: today's image (Turkey's calendar), or data null on an ordinary day. */
export const SpecialDayImageSchema = v.object({
  code: v.string(),
  url: v.string(),
  title: v.string(),
  /** The day as MM-DD. */
  day: v.string(),
});
export type SpecialDayImage = v.InferOutput<typeof SpecialDayImageSchema>;
