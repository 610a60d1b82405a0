import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { fetchStatementPdf } from '../../api/transactions';
import { showErrorSnackbar } from '../../components/snackbar';
import type { StatementPdf } from '../../contract/transactions';

// react-pdf and pdf.js load only when a statement is opened.
const PdfModal = lazy(() => import('../../components/pdf-modal').then((m) => ({ default: m.PdfModal })));

/** "Account statement (PDF)": the server writes it, the PDF modal shows or downloads it. */
export function StatementButton({ accountNumber }: { accountNumber: string }) {
  const { t } = useLingui();
  const [pdf, setPdf] = useState<StatementPdf>();
  const load = useMutation({
    mutationFn: () => fetchStatementPdf(accountNumber),
    onSuccess: setPdf,
    onError: () => showErrorSnackbar(),
  });
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        loading={load.isPending}
        onClick={() => load.mutate()}
        data-testid="statement-open"
      >
        <Trans id="home.statement.open">Account statement (PDF)</Trans>
      </Button>
      {pdf ? (
        <Suspense fallback={null}>
          <PdfModal
            open
            title={t({ id: 'home.statement.title', message: 'Account statement' })}
            content={pdf.content}
            fileName={pdf.fileName}
            onClose={() => setPdf(undefined)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
