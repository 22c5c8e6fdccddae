/**
 * A small ad's head line: its event in capitals, often abbreviated, then the company's form and
 * its name in guillemets, and nothing after ('CONST. SNC « X »', 'CONSTITUTION SARL « X »'). The
 * form before the guillemets says a company is named there, as 'la SNC « X »' does in prose; the
 * event words before it are the ad's title, no part of the name.
 */

import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { matchesOf } from './global-pattern.ts';

// Up to three title words in capitals, an abbreviation's dot allowed; then the form; then the quoted name ending the line.
const QUOTED_HEAD = new RegExp(
  String.raw`^[ ]*(?:\p{Lu}[\p{Lu}'’.-]*[ ]+){0,3}?(${FORM_ABBREVIATIONS.join('|')})[ ]+[«"“][ ]*([^»"”\n]{2,120}?)[ ]*[»"”][ ]*\.?[ ]*$`,
  'gmud',
);

export interface QuotedHead {
  /** Where the form starts. */
  index: number;
  /** Where the closing guillemet ends. */
  end: number;
  name: string;
  form: string;
}

/** Each head line of a form and a quoted name (see the file's comment). */
export function quotedHeads(text: string): QuotedHead[] {
  // Most texts print no guillemets (speed only).
  if (!text.includes('«') && !text.includes('"') && !text.includes('“')) return [];
  const found: QuotedHead[] = [];
  for (const m of matchesOf(QUOTED_HEAD, text)) {
    const [formStart] = m.indices![1]!;
    const [, nameEnd] = m.indices![2]!;
    found.push({ index: formStart, end: nameEnd + text.slice(nameEnd).search(/[»"”]/u) + 1, name: m[2]!, form: m[1]! });
  }
  return found;
}
