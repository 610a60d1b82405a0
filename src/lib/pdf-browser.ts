import { downloadBlob } from './download-file';

/**
 * Browsers that get a PDF as a download instead of a preview (spec section 4): Chrome 109
 * or older, Internet Explorer and Windows 7 (whose last Chrome is 109).
 */
export const mustDownloadPdf = (userAgent: string): boolean => {
  if (/MSIE |Trident\//.test(userAgent)) return true;
  if (/Windows NT 6\.1/.test(userAgent)) return true;
  const chrome = /(?:Chrome|CriOS)\/(\d+)\./.exec(userAgent);
  return chrome !== null && Number(chrome[1]) <= 109;
};

export const base64ToBytes = (base64: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

export const DEFAULT_PDF_FILE_NAME = 'Dosya.pdf';

/** Saves base64 PDF content under a file name through a temporary link. */
export const downloadPdf = (base64: string, fileName: string = DEFAULT_PDF_FILE_NAME): void =>
  downloadBlob(new Blob([base64ToBytes(base64)], { type: 'application/pdf' }), fileName);

export const ZOOM = { min: 0.5, max: 2, step: 0.1 } as const;

/** One zoom step, kept within 50%-200% and on whole tenths. */
export const nextZoom = (zoom: number, direction: 1 | -1): number =>
  Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round((zoom + direction * ZOOM.step) * 10) / 10));
