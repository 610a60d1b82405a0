import { Alert, Button, Flex, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../lib/api-error';
import { GENERIC_ERROR } from '../lib/issue-messages';

export interface QueryStateProps<D> {
  query: UseQueryResult<D>;
  children: (data: D) => ReactNode;
  /** Names the states: `<testId>-loading`, `<testId>-error`. */
  testId?: string;
}

/** A query's spinner while it loads, its error with "Try again" when it fails, else what its data renders as. */
export function QueryState<D>({ query, children, testId = 'query' }: QueryStateProps<D>) {
  const { i18n } = useLingui();
  if (query.isPending) {
    return (
      <Flex justify="center" padding="6" data-testid={`${testId}-loading`}>
        <Spinner color="brand.solid" />
      </Flex>
    );
  }
  if (query.isError) {
    return (
      <Alert.Root status="error" role="alert" data-testid={`${testId}-error`}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{errorText(query.error) ?? i18n._(GENERIC_ERROR)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          <Trans id="common.retry">Try again</Trans>
        </Button>
      </Alert.Root>
    );
  }
  return <>{children(query.data)}</>;
}
