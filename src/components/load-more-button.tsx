import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** The next page of an infinite query, below its list; nothing once the last page is in. */
export function LoadMoreButton({
  feed,
  testId,
}: {
  feed: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  testId: string;
}) {
  if (!feed.hasNextPage) return null;
  return (
    <Button
      alignSelf="center"
      variant="outline"
      loading={feed.isFetchingNextPage}
      onClick={() => void feed.fetchNextPage()}
      data-testid={testId}
    >
      <Trans id="list.loadMore">Load more</Trans>
    </Button>
  );
}
