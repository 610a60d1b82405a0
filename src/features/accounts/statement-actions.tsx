import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { fetchFilteredStatementPdf, fetchStatementCsv } from '../../api/account-management';
import { showErrorSnackbar } from '../../components/snackbar';
import type { TransactionFilter } from '../../contract/account-management';
import type { StatementPdf } from '../../contract/transactions';
import { downloadText } from '../../lib/download-text';

// react-pdf and pdf.js load only when a statement is opened.
const PdfModal = lazy(() => import('../../components/pdf-modal').then((m) => ({ default: m.PdfModal })));

/** The filtered history as a PDF statement (previewed in the PDF modal) or a CSV file for spreadsheets. */
export function StatementActions({ accountNumber, filter }: { accountNumber: string; filter: TransactionFilter }) {
  const { t } = useLingui();
  const [pdf, setPdf] = useState<StatementPdf>();
  const openPdf = useMutation({
    mutationFn: () => fetchFilteredStatementPdf(accountNumber, filter),
    onSuccess: setPdf,
    onError: () => showErrorSnackbar(),
  });
  const csv = useMutation({
    mutationFn: () => fetchStatementCsv(accountNumber, filter),
    onSuccess: (file) => downloadText(file.content, file.fileName),
    onError: () => showErrorSnackbar(),
  });
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        size="sm"
        variant="outline"
        loading={openPdf.isPending}
        onClick={() => openPdf.mutate()}
        data-testid="statement-pdf"
      >
        <Trans id="history.pdf">Statement (PDF)</Trans>
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={csv.isPending}
        onClick={() => csv.mutate()}
        data-testid="statement-csv"
      >
        <Trans id="history.csv">Download (CSV)</Trans>
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
    </HStack>
  );
}
