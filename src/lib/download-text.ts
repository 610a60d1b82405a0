import { downloadBlob } from './download-file';

/** Saves text (a CSV statement: its BOM included) under a file name through a temporary link. */
export const downloadText = (text: string, fileName: string, type = 'text/csv;charset=utf-8'): void =>
  downloadBlob(new Blob([text], { type }), fileName);
