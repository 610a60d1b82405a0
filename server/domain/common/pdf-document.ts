/**
 * The bank's PDFs (receipts, account and card statements): pdfkit with DejaVu Sans embedded (an npm
 * package ships the TTF), so ç, ğ, ı, İ, ö, ş, ü render in every viewer, as fonts 'body' and 'bold'.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface PdfPage {
  size: 'A4' | 'A5';
  margin: number;
  title: string;
}

/** A document drawn by `draw` (the fonts registered, the title in its metadata), as bytes. */
export const renderPdf = (page: PdfPage, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: page.size,
      margin: page.margin,
      info: { Title: page.title, Author: 'Emanet' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('body', FONT).registerFont('bold', FONT_BOLD);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
