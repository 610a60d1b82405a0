import { Trans, useLingui } from '@lingui/react/macro';
import { fetchReceiptPdf } from '../../api/transfers';
import { PdfButton } from '../../components/pdf-button';

/** "Dekont": the bank writes the receipt PDF, the PDF modal shows or downloads it. */
export function ReceiptButton({ transferId }: { transferId: string }) {
  const { t } = useLingui();
  return (
    <PdfButton
      load={() => fetchReceiptPdf(transferId)}
      title={t({ id: 'transfer.receipt.title', message: 'Receipt' })}
      testId="receipt-open"
    >
      <Trans id="transfer.receipt.open">Receipt (dekont)</Trans>
    </PdfButton>
  );
}
