import { useLingui } from '@lingui/react';
import { SEGMENT_LABELS, type Segment } from '../lib/breadcrumb';

/** A page's title from the breadcrumb's label table, so the title and its crumb always read the same. */
export function SegmentTitle({ segment }: { segment: Segment }) {
  const { i18n } = useLingui();
  return <>{i18n._(SEGMENT_LABELS[segment])}</>;
}
