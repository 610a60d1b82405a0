import { EmptyState, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { documentsQueryOptions } from '../../api/documents';
import { FormMessage } from '../../components/form-message';
import { LoadMoreButton } from '../../components/load-more-button';
import { PageFrame } from '../../components/page-frame';
import { SegmentTitle } from '../../components/segment-title';
import type { DocumentsSearch } from '../../contract/documents';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { DocumentRow } from './document-row';
import { DocumentsFilters } from './documents-filters';
import { MissingDocumentPanel } from './missing-document-panel';

/** /dashboard/my-documents: what the bank needs, then every document newest first, filtered from the address. */
export function DocumentsScreen({ search }: { search: DocumentsSearch }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const feed = useInfiniteQuery(documentsQueryOptions(search));
  const items = feed.data?.pages.flatMap((page) => page.documents) ?? [];
  const missing = feed.data?.pages[0]?.missing ?? [];
  const filtered = Object.values(search).some(Boolean);
  return (
    <PageFrame title={<SegmentTitle segment="my-documents" />} testId="my-documents">
      <Stack gap="5">
        <MissingDocumentPanel missing={missing} />
        <DocumentsFilters
          key={JSON.stringify(search)}
          value={search}
          onApply={(filter) => void navigate({ to: '/dashboard/my-documents', search: filter })}
        />
        {feed.isPending ? (
          <Stack gap="3" data-testid="documents-loading">
            <Skeleton height="16" />
            <Skeleton height="16" />
            <Skeleton height="16" />
          </Stack>
        ) : null}
        {feed.isError ? (
          <FormMessage testId="documents-error">{errorText(feed.error) ?? i18n._(GENERIC_ERROR)}</FormMessage>
        ) : null}
        {feed.isSuccess && items.length === 0 ? (
          <EmptyState.Root data-testid="documents-empty">
            <EmptyState.Content>
              <EmptyState.Title>
                {filtered ? (
                  <Trans id="documents.emptyFiltered">No documents match the filters.</Trans>
                ) : (
                  <Trans id="documents.empty">
                    Your contracts, statements, receipts and the bank’s notices will show here.
                  </Trans>
                )}
              </EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : null}
        {items.length > 0 ? (
          <Stack as="ul" gap="2" listStyleType="none" data-testid="documents-list" aria-live="polite">
            {items.map((item) => (
              <DocumentRow key={item.id} item={item} />
            ))}
          </Stack>
        ) : null}
        <LoadMoreButton feed={feed} testId="documents-more" />
      </Stack>
    </PageFrame>
  );
}
