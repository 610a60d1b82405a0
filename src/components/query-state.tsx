import { Flex, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../lib/api-error';
import { GENERIC_ERROR } from '../lib/issue-messages';
import { FormMessage } from './form-message';

/** A query's spinner while it loads, its error message when it fails, else what its data renders as. */
export function QueryState<D>({ query, children }: { query: UseQueryResult<D>; children: (data: D) => ReactNode }) {
  const { i18n } = useLingui();
  if (query.isPending) {
    return (
      <Flex justify="center" padding="6">
        <Spinner color="brand.solid" />
      </Flex>
    );
  }
  if (query.isError) return <FormMessage>{errorText(query.error) ?? i18n._(GENERIC_ERROR)}</FormMessage>;
  return <>{children(query.data)}</>;
}
