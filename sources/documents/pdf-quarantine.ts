import type { QuarantineReason } from '../../kernel/model/announcement.ts';
import { OcrError } from './ocr/ocr-error.ts';
import { PdfUnreadableError } from './pdf-text.ts';

/**
 * The quarantine a PDF that could not be read goes to, for any source: `pdf_illisible` (corrupt,
 * truncated, or a scan OCR could not read) or `ocr_indisponible` (a scan, and no OCR programs
 * here: install them, then `pipeline reparse`). null for any other error, which the caller rethrows.
 */
export function pdfQuarantineOf(error: unknown): { reason: Extract<QuarantineReason, 'pdf_illisible' | 'ocr_indisponible'>; detail: string } | null {
  if (error instanceof PdfUnreadableError) {
    const what = error.kind === 'sans_texte' ? 'PDF numérisé sans couche texte' : 'PDF tronqué ou corrompu';
    return { reason: 'pdf_illisible', detail: `${what} : ${error.message}` };
  }
  if (OcrError.is(error) && error.code === 'ocr_indisponible') {
    return { reason: 'ocr_indisponible', detail: `PDF numérisé sans couche texte, OCR indisponible sur cette machine : ${error.message}` };
  }
  return null;
}
