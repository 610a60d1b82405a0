import { Trans } from '@lingui/react/macro';
import { FullPageMessage } from './full-page-message';

/** Unknown paths (spec section 2). */
export function NotFoundPage() {
  return (
    <FullPageMessage
      title={<Trans id="notFound.title">Page not found</Trans>}
      body={<Trans id="notFound.body">The page you are looking for does not exist or has moved.</Trans>}
    />
  );
}
