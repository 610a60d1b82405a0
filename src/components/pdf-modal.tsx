import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useMemo, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { base64ToBytes, DEFAULT_PDF_FILE_NAME, downloadPdf, mustDownloadPdf, nextZoom, ZOOM } from '../lib/pdf-browser';
import { AppDialog } from './app-dialog';

// Here, in the lazily loaded module, so pdf.js stays out of the entry chunk.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfModalProps {
  open: boolean;
  title: string;
  /** The PDF, base64. */
  content: string;
  fileName?: string;
  onClose: () => void;
}

/** Previews a base64 PDF (zoom 50%-200%, 500-600 px high) with a download; old browsers get the download only. */
export function PdfModal({ open, title, content, fileName = DEFAULT_PDF_FILE_NAME, onClose }: PdfModalProps) {
  const { t } = useLingui();
  const [zoom, setZoom] = useState(1);
  const [pages, setPages] = useState(0);
  const legacy = typeof navigator !== 'undefined' && mustDownloadPdf(navigator.userAgent);
  const file = useMemo(() => ({ data: base64ToBytes(content) }), [content]);
  useEffect(() => {
    if (open && legacy) {
      downloadPdf(content, fileName);
      onClose();
    }
  }, [open, legacy, content, fileName, onClose]);
  if (legacy) return null;
  return (
    <AppDialog
      open={open}
      title={title}
      onDismiss={onClose}
      testId="pdf-modal"
      footer={
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => downloadPdf(content, fileName)} data-testid="pdf-download">
            <Trans id="pdf.download">Download</Trans>
          </Button>
          <Button onClick={onClose} data-testid="pdf-close">
            <Trans id="common.close">Close</Trans>
          </Button>
        </HStack>
      }
    >
      <HStack gap="2" mb="2" justify="center">
        <Button
          size="sm"
          variant="outline"
          aria-label={t({ id: 'pdf.zoomOut', message: 'Zoom out' })}
          disabled={zoom <= ZOOM.min}
          onClick={() => setZoom((z) => nextZoom(z, -1))}
          data-testid="pdf-zoom-out"
        >
          −
        </Button>
        <Text minWidth="12" textAlign="center" data-testid="pdf-zoom" aria-live="polite">
          {Math.round(zoom * 100)}%
        </Text>
        <Button
          size="sm"
          variant="outline"
          aria-label={t({ id: 'pdf.zoomIn', message: 'Zoom in' })}
          disabled={zoom >= ZOOM.max}
          onClick={() => setZoom((z) => nextZoom(z, 1))}
          data-testid="pdf-zoom-in"
        >
          +
        </Button>
      </HStack>
      <Box
        height={{ base: '500px', md: '600px' }}
        overflow="auto"
        borderWidth="1px"
        borderRadius="md"
        bg="bg.muted"
        data-testid="pdf-viewer"
        tabIndex={0}
        aria-label={title}
      >
        <Document
          file={file}
          onLoadSuccess={(doc) => setPages(doc.numPages)}
          loading={<Trans id="pdf.loading">Loading the document…</Trans>}
          error={<Trans id="pdf.error">The document could not be shown. You can download it.</Trans>}
        >
          {Array.from({ length: pages }, (_, i) => (
            <Page key={i} pageNumber={i + 1} scale={zoom} width={520} renderAnnotationLayer={false} />
          ))}
        </Document>
      </Box>
    </AppDialog>
  );
}
