import { Badge, EmptyState, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { loginHistoryQueryOptions } from '../../api/settings';
import { FormMessage } from '../../components/form-message';
import { ListRow } from '../../components/list-row';
import { LoadMoreButton } from '../../components/load-more-button';
import { PageFrame } from '../../components/page-frame';
import { SegmentTitle } from '../../components/segment-title';
import { formatDateTime } from '../../contract/date-text';
import type { LoginHistoryItem, LoginHistorySearch } from '../../contract/settings';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useLanguage } from '../../lib/use-language';
import { LoginHistoryFilters } from './login-history-filters';

function AttemptRow({ item }: { item: LoginHistoryItem }) {
  const { t } = useLingui();
  const language = useLanguage();
  const step = {
    password: t({ id: 'settings.history.step.password', message: 'Password' }),
    otp: t({ id: 'settings.history.step.otp', message: 'SMS code' }),
    push: t({ id: 'settings.history.step.push', message: 'Mobile approval' }),
    ip: t({ id: 'settings.history.step.ip', message: 'Address not allowed' }),
  }[item.step];
  const unknown = t({ id: 'settings.history.unknown', message: 'Unknown' });
  return (
    <ListRow data-testid="login-history-row" data-success={String(item.success)} align="center" gap="3" wrap="wrap">
      <Stack gap="0.5" minWidth="0" flex="1">
        <Text fontWeight="semibold">{formatDateTime(item.at, language)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {[item.channel, item.ip ?? unknown, item.device ?? unknown].join(' · ')}
        </Text>
      </Stack>
      <Flex gap="2" align="center">
        {item.success ? (
          <Badge colorPalette="green">
            <Trans id="settings.history.success">Signed in</Trans>
          </Badge>
        ) : (
          <Badge colorPalette="red">
            <Trans id="settings.history.failed">Failed: {step}</Trans>
          </Badge>
        )}
      </Flex>
    </ListRow>
  );
}

/** /dashboard/success-failed-login: successful and failed sign-ins, newest first, filtered from the address. */
export function LoginHistoryScreen({ search }: { search: LoginHistorySearch }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const feed = useInfiniteQuery(loginHistoryQueryOptions(search));
  const items = feed.data?.pages.flatMap((page) => page.attempts) ?? [];
  return (
    <PageFrame title={<SegmentTitle segment="success-failed-login" />} testId="success-failed-login">
      <Stack gap="5">
        <LoginHistoryFilters
          key={JSON.stringify(search)}
          value={search}
          onApply={(filter) => void navigate({ to: '/dashboard/success-failed-login', search: filter })}
        />
        {feed.isPending ? (
          <Stack gap="3" data-testid="login-history-loading">
            <Skeleton height="14" />
            <Skeleton height="14" />
          </Stack>
        ) : null}
        {feed.isError ? (
          <FormMessage testId="login-history-error">{errorText(feed.error) ?? i18n._(GENERIC_ERROR)}</FormMessage>
        ) : null}
        {feed.isSuccess && items.length === 0 ? (
          <EmptyState.Root data-testid="login-history-empty">
            <EmptyState.Content>
              <EmptyState.Title>
                <Trans id="settings.history.empty">No sign-ins match the filters.</Trans>
              </EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : null}
        {items.length > 0 ? (
          <Stack as="ul" gap="2" listStyleType="none" data-testid="login-history-list" aria-live="polite">
            {items.map((item) => (
              <AttemptRow key={item.id} item={item} />
            ))}
          </Stack>
        ) : null}
        <LoadMoreButton feed={feed} testId="login-history-more" />
      </Stack>
    </PageFrame>
  );
}
