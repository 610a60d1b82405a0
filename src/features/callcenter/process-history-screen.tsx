import { Badge, Box, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { processHistoryQueryOptions } from '../../api/callcenter';
import { QueryState } from '../../components/query-state';
import type { ProcessHistoryItem } from '../../contract/callcenter';
import { formatDateTime } from '../../contract/date-text';
import { useLanguage } from '../../lib/use-language';
import { ACTION_LABEL } from './action-labels';

function Result({ item }: { item: ProcessHistoryItem }) {
  const ok = item.status < 400 && item.messageCode === null;
  return (
    <Badge colorPalette={ok ? 'green' : 'red'}>
      {ok ? <Trans id="cc.history.ok">Done</Trans> : `${item.status}${item.messageCode ? ` ${item.messageCode}` : ''}`}
    </Badge>
  );
}

/**
 * CallCenter /dashboard/process-history: every request the agents made in this call and (once the
 * caller is verified) in earlier calls for this customer, newest first, from the audit log.
 */
export function ProcessHistoryScreen() {
  const { i18n } = useLingui();
  const language = useLanguage();
  const history = useQuery(processHistoryQueryOptions());
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans id="cc.history.title">Process history</Trans>
      </Heading>
      <QueryState query={history} testId="history">
        {({ items }) =>
          items.length === 0 ? (
            <Text data-testid="history-empty">
              <Trans id="cc.history.empty">Nothing has been done yet.</Trans>
            </Text>
          ) : (
            <Box
              overflowX="auto"
              bg="bg"
              borderWidth="1px"
              borderRadius="l3"
              tabIndex={0}
              role="region"
              aria-label={i18n._({ id: 'cc.history.title', message: 'Process history' })}
            >
              <Table.Root size="sm" data-testid="history-table">
                <Table.Caption srOnly>
                  <Trans id="cc.history.caption">Acts of this call and earlier calls, newest first</Trans>
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Trans id="cc.history.at">Time</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans id="cc.history.action">Action</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans id="cc.history.agent">Agent</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans id="cc.history.call">Call</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans id="cc.history.result">Result</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {items.map((item) => (
                    <Table.Row key={item.id} data-testid="history-row" data-action={item.action}>
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(item.at, language)}</Table.Cell>
                      <Table.Cell>
                        <Flex direction="column">
                          <Text fontWeight="semibold">
                            {ACTION_LABEL[item.action] ? i18n._(ACTION_LABEL[item.action]!) : item.action}
                          </Text>
                          <Text fontSize="xs" color="fg.muted">
                            {item.method} {item.path}
                          </Text>
                        </Flex>
                      </Table.Cell>
                      <Table.Cell>{item.agentName}</Table.Cell>
                      <Table.Cell>
                        {item.thisCall ? (
                          <Trans id="cc.history.thisCall">This call</Trans>
                        ) : (
                          <Trans id="cc.history.earlierCall">Earlier call</Trans>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        <Result item={item} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )
        }
      </QueryState>
    </Stack>
  );
}
