import { EmptyState, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { corporateOperationsQueryOptions, type OperationScope } from '../../api/corporate-operations';
import { ItemList } from '../../components/item-list';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { ApiError } from '../../lib/api-error';
import { SCOPE_EMPTY, SCOPE_LABEL } from './operation-labels';
import { OperationRow } from './operation-row';

export const SCOPES: readonly OperationScope[] = ['waiting', 'mine', 'history'];

/** One tab's list; a user who is not an approver has nothing waiting for them (the bank answers 403). */
function OperationList({ scope }: { scope: OperationScope }) {
  const { i18n } = useLingui();
  const query = useQuery(corporateOperationsQueryOptions(scope));
  if (scope === 'waiting' && query.error instanceof ApiError && query.error.status === 403) {
    return (
      <EmptyState.Root data-testid="operations-not-approver">
        <EmptyState.Content>
          <EmptyState.Title>
            <Trans id="corporateOps.notApprover">Only approvers have operations waiting for their approval.</Trans>
          </EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <QueryState query={query} testId={`operations-${scope}`}>
      {(operations) => (
        <ItemList
          items={operations}
          empty={i18n._(SCOPE_EMPTY[scope])}
          testId={`operations-${scope}-list`}
          emptyTestId={`operations-${scope}-empty`}
        >
          {(operation) => <OperationRow key={operation.operationId} operation={operation} />}
        </ItemList>
      )}
    </QueryState>
  );
}

export interface CorporateOperationsScreenProps {
  scope: OperationScope;
  onScope: (scope: OperationScope) => void;
}

/**
 * /dashboard/corporate-operations (issue 17): the company's operations that wait for approvals, in
 * three tabs: waiting for my approval, started by me, and ended (history).
 */
export function CorporateOperationsScreen({ scope, onScope }: CorporateOperationsScreenProps) {
  const { i18n } = useLingui();
  return (
    <PageFrame title={<SegmentTitle segment="corporate-operations" />} testId="corporate-operations">
      <Stack gap="4">
        <Text color="fg.muted">
          <Trans id="corporateOps.intro">
            Operations of the company that need approvals. Open one to see who has approved it and, when it is yours to
            decide, to approve or reject it with a code.
          </Trans>
        </Text>
        <Tabs.Root
          value={scope}
          onValueChange={(e) => onScope(e.value as OperationScope)}
          lazyMount
          unmountOnExit
          variant="enclosed"
          fitted
        >
          <Tabs.List data-testid="operations-tabs">
            {SCOPES.map((s) => (
              <Tabs.Trigger
                key={s}
                value={s}
                data-testid={`operations-tab-${s}`}
                whiteSpace="normal"
                height="auto"
                paddingY="2"
              >
                {i18n._(SCOPE_LABEL[s])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {SCOPES.map((s) => (
            <Tabs.Content key={s} value={s} data-testid={`operations-panel-${s}`}>
              <OperationList scope={s} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </PageFrame>
  );
}
