import { useLingui } from '@lingui/react';
import { SEGMENT_LABELS } from '../lib/breadcrumb';

/** A page's title from the breadcrumb's label table, so the title and its crumb always read the same. */
export function SegmentTitle({ segment }: { segment: keyof typeof SEGMENT_LABELS & string }) {
  const { i18n } = useLingui();
  const label = SEGMENT_LABELS[segment];
  return <>{label ? i18n._(label) : segment}</>;
}
