import type { ParsedNotice } from '../../kernel/model/announcement.ts';
import type { OcrDoubtfulWord } from '../../kernel/model/ocr-doubt.ts';
import { doubtfulFields } from './ocr-doubts.ts';
import type { PdfText } from './pdf-text.ts';

export interface OcrFacts extends Required<Pick<ParsedNotice, 'ocr' | 'ocr_confiance'>> {
  /** The document's words read below the review threshold; each notice keeps those of its fields (ocr-doubts.ts). */
  doubtfulWords: readonly OcrDoubtfulWord[];
}

/**
 * What a notice read from this PDF carries about its reading: `ocr: true` and the mean word
 * confidence when some page was read by OCR, null (nothing to add) for a text layer. Set on every
 * notice of the document: a scanned document is scanned throughout, and splitting notices does
 * not keep track of pages.
 */
export function ocrFactsOf(text: Pick<PdfText, 'ocr' | 'ocrConfidence'> & Partial<Pick<PdfText, 'ocrDoubtfulWords'>>): OcrFacts | null {
  return text.ocr ? { ocr: true, ocr_confiance: text.ocrConfidence, doubtfulWords: text.ocrDoubtfulWords ?? [] } : null;
}

/** The notice with the document's OCR facts and its doubtful fields (`ocr_doutes`, absent when none), unchanged for a text layer. */
export function withOcrFacts(notice: ParsedNotice, facts: OcrFacts | null): ParsedNotice {
  if (!facts) return notice;
  const doutes = doubtfulFields(notice, facts.doubtfulWords);
  return { ...notice, ocr: facts.ocr, ocr_confiance: facts.ocr_confiance, ...(doutes.length > 0 ? { ocr_doutes: doutes } : {}) };
}
