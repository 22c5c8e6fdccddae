/**
 * Corrections of misreadings Tesseract makes on French notices and the normaliser cannot undo,
 * each limited to a context where the misread form is never French: measured on the corpus
 * printed and scanned (docs/ocr.md, `pipeline eval --scanned`).
 */

const MONTHS = 'janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre';

/** `1er` read `ler`, `Ier` or `|er` before a month: the date of the act is then lost. */
const FIRST_OF_MONTH = new RegExp(`(?<![\\p{L}\\p{N}])[lI|]er(?= +(?:${MONTHS})(?![\\p{L}]))`, 'giu');

export function correctOcrText(text: string): string {
  return text.replace(FIRST_OF_MONTH, '1er');
}
