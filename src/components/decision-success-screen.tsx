import { Alert, Badge, Flex, Spinner, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../lib/api-error';
import { GENERIC_ERROR } from '../lib/issue-messages';
import { PageFrame } from './page-frame';

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

/** A decision's success page: status badge, details, receipt and the next steps; a spinner or the error while it loads. */
export function DecisionSuccessScreen<Outcome>({
  query,
  title,
  status,
  details,
  extras,
  actions,
  testId,
}: DecisionSuccessProps<Outcome>) {
  const { i18n } = useLingui();
  if (query.isPending) return <Spinner size="lg" color="brand.solid" />;
  if (!query.data) {
    return (
      <PageFrame actions={actions}>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{errorText(query.error) ?? i18n._(GENERIC_ERROR)}</Alert.Description>
        </Alert.Root>
      </PageFrame>
    );
  }
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
