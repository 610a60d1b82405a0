import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { fetchFilteredStatementPdf, fetchStatementCsv } from '../../api/account-management';
import { PdfButton } from '../../components/pdf-button';
import { showErrorSnackbar } from '../../components/snackbar';
import type { TransactionFilter } from '../../contract/account-management';
import { downloadText } from '../../lib/download-text';

/** The filtered history as a PDF statement (previewed in the PDF modal) or a CSV file for spreadsheets. */
export function StatementActions({ accountNumber, filter }: { accountNumber: string; filter: TransactionFilter }) {
  const { t } = useLingui();
  const csv = useMutation({
    mutationFn: () => fetchStatementCsv(accountNumber, filter),
    onSuccess: (file) => downloadText(file.content, file.fileName),
    onError: () => showErrorSnackbar(),
  });
  return (
    <HStack gap="2" wrap="wrap">
      <PdfButton
        load={() => fetchFilteredStatementPdf(accountNumber, filter)}
        title={t({ id: 'home.statement.title', message: 'Account statement' })}
        size="sm"
        testId="statement-pdf"
      >
        <Trans id="history.pdf">Statement (PDF)</Trans>
      </PdfButton>
      <Button
        size="sm"
        variant="outline"
        loading={csv.isPending}
        onClick={() => csv.mutate()}
        data-testid="statement-csv"
      >
        <Trans id="history.csv">Download (CSV)</Trans>
      </Button>
    </HStack>
  );
}
