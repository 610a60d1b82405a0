import { Badge, Flex, Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageFrame } from './page-frame';
import { QueryState } from './query-state';

export interface OutcomeStatus {
  /** The status as the contract names it (kept in `data-status`). */
  value: string;
  label: string;
  palette: string;
}

export interface DecisionSuccessProps<Outcome> {
  /** The outcome read by id (seeded from the decision store, read again after a reload). */
  query: UseQueryResult<Outcome>;
  title: ReactNode;
  status?: (outcome: Outcome) => OutcomeStatus;
  /** The outcome's details (a `DetailList`). */
  details: (outcome: Outcome) => ReactNode;
  /** Under the details: the receipt button, "save as registered", ... */
  extras?: (outcome: Outcome) => ReactNode;
  /** Where to go next (links), at the foot of the page. */
  actions: ReactNode;
  testId: string;
}

/**
 * A decision's success page: status badge, details, receipt and the next steps. Until the outcome is
 * read, the kit's QueryState under the next steps: its spinner (`<testId>-loading`), or its error with
 * "Try again" (`<testId>-error`) and no title (the page cannot say what happened).
 */
export function DecisionSuccessScreen<Outcome>({
  query,
  title,
  status,
  details,
  extras,
  actions,
  testId,
}: DecisionSuccessProps<Outcome>) {
  if (!query.isSuccess)
    return (
      <PageFrame actions={actions}>
        <QueryState query={query} testId={testId}>
          {() => null}
        </QueryState>
      </PageFrame>
    );
  const outcome = query.data;
  const badge = status?.(outcome);
  return (
    <PageFrame title={title} testId={testId} actions={actions}>
      <Stack gap="6" maxWidth="3xl">
        {badge ? (
          <Flex gap="3" align="center" wrap="wrap">
            <Badge size="lg" colorPalette={badge.palette} data-testid="success-status" data-status={badge.value}>
              {badge.label}
            </Badge>
          </Flex>
        ) : null}
        {details(outcome)}
        {extras?.(outcome)}
      </Stack>
    </PageFrame>
  );
}
