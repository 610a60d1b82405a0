import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isChunkLoadError, recoverFromChunkError } from '../lib/chunk-error';
import { FullPageMessage } from './full-page-message';

/** A route error (spec section 2): "Uygulama Hatası!" / "Application Error!" with a way home. */
export function ErrorPage({ error }: { error?: unknown }) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) void recoverFromChunkError();
  }, [chunk]);
  return (
    <FullPageMessage
      tone="error"
      title={<Trans id="error.page.title">Application Error!</Trans>}
      body={<Trans id="error.page.body">Something went wrong. The operation could not be completed.</Trans>}
    />
  );
}
