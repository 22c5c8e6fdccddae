/**
 * Tesseract's TSV output (`tesseract img out tsv`) read into text and a confidence. One row per
 * page, block, paragraph, line and word (level 1..5); only words (level 5) carry text and a
 * confidence 0..100. The text is rebuilt one printed line per text line, as pdf-parse gives a
 * text layer, so the splitter and the normaliser see the same shape whichever way the text came.
 */

import { correctOcrText } from './ocr-corrections.ts';
import { OCR_REVIEW_CONFIDENCE, type OcrDoubtfulWord } from '../../../kernel/model/ocr-doubt.ts';

export interface OcrWord {
  text: string;
  /** 0..1 */
  confidence: number;
  /** block, paragraph and line numbers: which printed line the word is on. */
  line: string;
}

export interface OcrPageText {
  text: string;
  /** Mean word confidence 0..1; null when no word was read. */
  confidence: number | null;
  words: number;
  /** The words kept in the text whose confidence is below the review threshold, as the text prints them (ocr-doubts.ts). */
  doubtful?: OcrDoubtfulWord[];
}

/**
 * A word below this confidence that holds neither a letter nor a digit is a speck, a stain's edge
 * or a ruled line read as punctuation: dropped. Real punctuation is read with high confidence.
 */
const NOISE_CONFIDENCE = 0.5;

function isNoise(word: OcrWord): boolean {
  return word.confidence < NOISE_CONFIDENCE && !/[\p{L}\p{N}]/u.test(word.text);
}

/**
 * A speck or a ruled line touching a word is read as `_`, `|`, `~` or `¦` glued to it
 * (`_KAZO`); notices never print those at a word's edge, so they are cut off.
 */
function trimmed(text: string): string {
  return text.replace(/^[_|~¦]+(?=\S)/u, '').replace(/(?<=\S)[_|~¦]+$/u, '');
}

export function parseTesseractTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    const text = cells.slice(11).join('\t').trim();
    const conf = Number(cells[10]);
    if (text === '' || !Number.isFinite(conf) || conf < 0) continue;
    words.push({ text, confidence: Math.min(1, conf / 100), line: `${cells[1]}.${cells[2]}.${cells[3]}.${cells[4]}` });
  }
  return words;
}

/** Text and mean word confidence of one page's TSV; the confidence counts the noise dropped too. */
export function pageTextOf(tsv: string): OcrPageText {
  const words = parseTesseractTsv(tsv);
  const lines: string[] = [];
  const doubtful: OcrDoubtfulWord[] = [];
  let current: string | null = null;
  for (const word of words) {
    if (isNoise(word)) continue;
    const text = trimmed(word.text);
    if (word.confidence < OCR_REVIEW_CONFIDENCE) doubtful.push({ mot: text, confiance: word.confidence });
    if (word.line !== current) {
      lines.push(text);
      current = word.line;
    } else {
      lines[lines.length - 1] += ` ${text}`;
    }
  }
  const sum = words.reduce((total, w) => total + w.confidence, 0);
  return { text: correctOcrText(lines.join('\n')), confidence: words.length === 0 ? null : sum / words.length, words: words.length, doubtful };
}

/** Mean word confidence over several pages, each weighted by its number of words. */
export function meanConfidence(pages: readonly OcrPageText[]): number | null {
  let words = 0;
  let sum = 0;
  for (const page of pages) {
    if (page.confidence === null) continue;
    words += page.words;
    sum += page.confidence * page.words;
  }
  return words === 0 ? null : sum / words;
}
