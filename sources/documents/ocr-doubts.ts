import type { ParsedNotice } from '../../kernel/model/announcement.ts';
import { OCR_CHECKED_FIELDS, type OcrCheckedField, type OcrDoubtfulWord, type OcrDoute } from '../../kernel/model/ocr-doubt.ts';

/**
 * Which fields of a notice hold words OCR read below the review threshold (docs/ocr.md, "Doubtful
 * words"). The confidences are the document's (a notice's words are not tracked back to their
 * page position once the bulletin is split), so a doubtful word counts for a notice only when
 * the notice's text prints it, and for a field when the field prints it: a word may mark two
 * fields (a digit group of the capital and of the RIDET), which only sends more to a person.
 * Words of fewer than three letters or digits tell too little to be matched ('DU', '1').
 */

type Checked = Pick<ParsedNotice, 'texte' | 'dirigeants'> & Record<Exclude<OcrCheckedField, 'dirigeants'>, string | null>;

const MIN_SIGNIFICANT = 3;

/** Upper case without accents, punctuation at the edges cut ('nouméa,' -> 'NOUMEA'). */
function folded(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

function tokens(text: string | null): Set<string> {
  return new Set((text ?? '').split(/[\s,;:()«»"]+/u).map(folded).filter((w) => w !== ''));
}

function significant(word: string): boolean {
  return word.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_SIGNIFICANT;
}

function fieldText(notice: Checked, field: OcrCheckedField): string | null {
  if (field === 'dirigeants') return notice.dirigeants.map((d) => `${d.nom} ${d.prenoms ?? ''}`).join(' ');
  return notice[field];
}

/** Whether the field prints the word: a word of it, or for the RIDET (stored as 10 digits) the word's digits inside it. */
function prints(field: OcrCheckedField, text: string | null, word: string): boolean {
  if (text === null || text === '') return false;
  if (field === 'ridet') {
    const digits = word.replace(/\D/g, '');
    return digits.length >= MIN_SIGNIFICANT && digits.length === word.replace(/[^\p{L}\p{N}]/gu, '').length && text.includes(digits);
  }
  return tokens(text).has(word);
}

/**
 * @example
 * doubtfulFields({ denomination: 'ZOZO TRA NSPORTS', texte: 'ZOZO TRA NSPORTS, SARL…', … }, [{ mot: 'TRA', confiance: 0.52 }]);
 * // [{ champ: 'denomination', mots: ['TRA'], confiance: 0.52 }]
 */
export function doubtfulFields(notice: Checked, words: readonly OcrDoubtfulWord[]): OcrDoute[] {
  const inText = tokens(notice.texte);
  const candidates = words.filter((w) => significant(w.mot) && inText.has(folded(w.mot)));
  const doubts: OcrDoute[] = [];
  for (const champ of OCR_CHECKED_FIELDS) {
    const text = fieldText(notice, champ);
    const mots: string[] = [];
    const seen = new Set<string>();
    let confiance = 1;
    for (const w of candidates) {
      const word = folded(w.mot);
      if (!prints(champ, text, champ === 'ridet' ? w.mot : word)) continue;
      confiance = Math.min(confiance, w.confiance);
      if (seen.has(word)) continue;
      seen.add(word);
      mots.push(w.mot);
    }
    if (mots.length > 0) doubts.push({ champ, mots, confiance });
  }
  return doubts;
}
