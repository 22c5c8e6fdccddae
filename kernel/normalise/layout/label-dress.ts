/**
 * Labels in other dress, read as the French labels the extractors know, so that one set of label
 * rules reads every drafter's layout: a label behind
 * an item number ('1. Dénomination : X', '2) Forme : SARL', 'a) Siège : …') loses its number, and
 * the English labels a drafter may use stand for their French synonyms ('Company name:' →
 * 'Dénomination :', 'Registered office:' → 'Siège social :', 'Legal form:' → 'Forme juridique :',
 * 'Share capital:' → 'Capital social :'). Only a label at a line's start and followed by its
 * colon is read so; the rest of the text is kept character for character.
 */

import { foldUncached as fold } from '../fold.ts';
import { isFieldLabel } from './field-labels.ts';

/** English label (folded, spaces single) → the French label it stands for. */
const ENGLISH: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:company|corporate|registered|business) name$|^name of (?:the )?company$/, 'Dénomination'],
  [/^registered (?:office|address)$|^head office$/, 'Siège social'],
  [/^legal (?:form|status)$|^form of (?:the )?company$/, 'Forme juridique'],
  [/^(?:share|registered|stated) capital$/, 'Capital social'],
];

// An item number before a label: '1.', '2)', '3°', 'a)', 'IV.'.
const ITEM_NUMBER = /^([ \t]*)(?:\d{1,2}|[a-h]|[ivx]{1,4})[ \t]*[.)°][ \t]*/iu;
// A line's label: words up to the first colon, a few of them.
const LINE_LABEL = /^([ \t]*)([\p{L}'’° ]{2,40}?)[ \t]*:(?!\/)/u;

function dressLine(line: string): string {
  let out = line;
  const numbered = ITEM_NUMBER.exec(out);
  if (numbered) {
    const rest = out.slice(numbered[0].length);
    const label = LINE_LABEL.exec(rest);
    if (label && isFieldLabel(label[2]!)) out = numbered[1] + rest;
  }
  const label = LINE_LABEL.exec(out);
  if (label) {
    const folded = fold(label[2]!).toLowerCase().replace(/\s+/g, ' ').trim();
    const french = ENGLISH.find(([english]) => english.test(folded));
    if (french) out = `${label[1]}${french[1]} :${out.slice(label[0].length)}`;
  }
  return out;
}

// Whether a text may hold either: a numbered line, or an English label word before a colon. The
// word is looked for without its boundary first: a pattern that opens with `\b` under the i and u
// flags is tried at every character, one that opens with a word is not (speed only).
const NUMBERED_LINE = /^[ \t]*(?:\d{1,2}|[a-h]|[ivx]{1,4})[ \t]*[.)°]/imu;
const ENGLISH_WORD = /(?:name|office|form|capital|address|status)[ \t]*:/iu;
const ENGLISH_LABEL = /\b(?:name|office|form|capital|address|status)[ \t]*:/iu;

/** The text with its numbered and English labels read as French labels (see the file's comment). */
export function plainLabels(text: string): string {
  // Most notices have neither: nothing to change.
  if (!NUMBERED_LINE.test(text) && !(ENGLISH_WORD.test(text) && ENGLISH_LABEL.test(text))) return text;
  return text.split('\n').map(dressLine).join('\n');
}
