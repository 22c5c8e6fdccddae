import type { ParsedNotice } from '../../kernel/model/announcement.js';
import type { PdfText } from './pdf-text.js';

export type OcrFacts = Required<Pick<ParsedNotice, 'ocr' | 'ocr_confiance'>>;

/**
 * What a notice read from this PDF carries about its reading: `ocr: true` and the mean word
 * confidence when some page was read by OCR, null (nothing to add) for a text layer. Set on every
 * notice of the document: a scanned document is scanned throughout, and splitting notices does
 * not keep track of pages.
 */
export function ocrFactsOf(text: Pick<PdfText, 'ocr' | 'ocrConfidence'>): OcrFacts | null {
  return text.ocr ? { ocr: true, ocr_confiance: text.ocrConfidence } : null;
}

/** The notice with the document's OCR facts, unchanged for a text layer. */
export function withOcrFacts(notice: ParsedNotice, facts: OcrFacts | null): ParsedNotice {
  return facts ? { ...notice, ...facts } : notice;
}
