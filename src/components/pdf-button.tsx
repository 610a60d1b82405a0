import { Button, type ButtonProps } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { showErrorSnackbar } from './snackbar';

// react-pdf and pdf.js load only when a PDF is opened.
const PdfModal = lazy(() => import('./pdf-modal').then((m) => ({ default: m.PdfModal })));

/** A PDF the bank writes, base64. */
export interface Base64Pdf {
  content: string;
  fileName?: string;
}

export interface PdfButtonProps {
  /** Fetches the PDF when the button is pressed; null when it handled the file itself (e.g. downloaded an image). */
  load: () => Promise<Base64Pdf | null>;
  /** The PDF modal's title. */
  title: string;
  size?: ButtonProps['size'];
  testId?: string;
  /** The id of the text the button opens (its row's title), for a screen reader. */
  describedBy?: string;
  children: ReactNode;
}

/** A button that fetches a base64 PDF and shows it in the PDF modal (a snackbar when the fetch fails). */
export function PdfButton({ load, title, size, testId, describedBy, children }: PdfButtonProps) {
  const [pdf, setPdf] = useState<Base64Pdf>();
  const open = useMutation({
    mutationFn: () => load(),
    onSuccess: (file) => setPdf(file ?? undefined),
    onError: () => showErrorSnackbar(),
  });
  return (
    <>
      <Button
        size={size}
        variant="outline"
        loading={open.isPending}
        onClick={() => open.mutate()}
        data-testid={testId}
        aria-describedby={describedBy}
      >
        {children}
      </Button>
      {pdf ? (
        <Suspense fallback={null}>
          <PdfModal
            open
            title={title}
            content={pdf.content}
            fileName={pdf.fileName}
            onClose={() => setPdf(undefined)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
