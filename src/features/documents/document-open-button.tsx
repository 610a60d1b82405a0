import { Trans } from '@lingui/react/macro';
import { documentFile } from '../../api/documents';
import { PdfButton } from '../../components/pdf-button';
import { downloadBlob } from '../../lib/download-file';
import { base64ToBytes } from '../../lib/pdf-browser';

/** Opens a document: a PDF in the PDF modal (preview and download), an uploaded image as a download. */
export function DocumentOpenButton({ id, title, titleId }: { id: string; title: string; titleId: string }) {
  const load = async () => {
    const file = await documentFile(id);
    if (file.contentType === 'application/pdf') return file;
    downloadBlob(new Blob([base64ToBytes(file.content)], { type: file.contentType }), file.fileName);
    return null;
  };
  return (
    <PdfButton load={load} title={title} size="sm" testId="document-open" describedBy={titleId}>
      <Trans id="documents.open">Open</Trans>
    </PdfButton>
  );
}
