import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { fetchReceiptPdf } from '../../api/transfers';
import { showErrorSnackbar } from '../../components/snackbar';
import type { ReceiptPdf } from '../../contract/transfers';

// react-pdf and pdf.js load only when a receipt is opened.
const PdfModal = lazy(() => import('../../components/pdf-modal').then((m) => ({ default: m.PdfModal })));

/** "Dekont": the bank writes the receipt PDF, the PDF modal shows or downloads it. */
export function ReceiptButton({ transferId }: { transferId: string }) {
  const { t } = useLingui();
  const [pdf, setPdf] = useState<ReceiptPdf>();
  const load = useMutation({
    mutationFn: () => fetchReceiptPdf(transferId),
    onSuccess: setPdf,
    onError: () => showErrorSnackbar(),
  });
  return (
    <>
      <Button variant="outline" loading={load.isPending} onClick={() => load.mutate()} data-testid="receipt-open">
        <Trans id="transfer.receipt.open">Receipt (dekont)</Trans>
      </Button>
      {pdf ? (
        <Suspense fallback={null}>
          <PdfModal
            open
            title={t({ id: 'transfer.receipt.title', message: 'Receipt' })}
            content={pdf.content}
            fileName={pdf.fileName}
            onClose={() => setPdf(undefined)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
