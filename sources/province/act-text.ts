/**
 * Locating an act inside the text of its document: letterhead and signature blocks around it,
 * the title that states its number and object, the line saying when the site published it.
 */

import { cleanNoticeText, parseFrenchDate } from '../../kernel/normalise/index.ts';

export interface ActText {
  /** The act's title ('Arrêté ... n° 2087-2024/ARR/DIMEN du ... autorisant ...'), one line. */
  titre: string;
  /** Visas and articles, one paragraph per line. */
  body: string;
  /** YYYY-MM-DD from the site's 'Publié le ...' line, when the document carries one. */
  publishedOn: string | null;
  /** '2087-2024/ARR/DIMEN': the act's number without its 'n°'. */
  numero: string | null;
}

// JavaScript's \b only knows ASCII letters ('Arrêté\b' never matches): end words with (?!\p{L}).
const END = '(?![\\p{L}\\d])';
const TITLE_START = new RegExp(`^(?:arr[êe]t[ée]|d[ée]lib[ée]ration|d[ée]cision)${END}`, 'iu');
const PARAGRAPH_START = new RegExp(`^(?:vu|article|arr[êe]te|d[ée]lib[èe]re|consid[ée]rant|le pr[ée]sident|la pr[ée]sidente|fait [àa]|publi[ée]|mis en ligne|sur proposition|apr[èe]s avis)${END}`, 'iu');
const PUBLISHED = /^(?:publi[ée]|mis en ligne)(?![\p{L}])[^\n]*?\ble\s+((?:1er|\d{1,2})\s+\p{L}+\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{4})/imu;
// Sud 'n° 2087-2010/ARR/DIMEN', Nord 'n° 2010-104/APN', Îles 'n° 2012-10/API'.
const NUMERO = /\bn[°o]\s*(\d{1,5}-\d{1,5}\/[A-Z][A-Z/-]*[A-Z])/u;
// Signature and site furniture after the articles.
const TRAILER = new RegExp(`^(?:fait [àa]|le pr[ée]sident|la pr[ée]sidente|publi[ée]|mis en ligne|page \\d+|\\d+\\s*/\\s*\\d+$)${END}`, 'iu');

/** '2087-2010/ARR/DIMEN' from 'n° 2087-2010/ARR/DIMEN' or from any text quoting it. */
export function findActNumero(text: string): string | null {
  return NUMERO.exec(text)?.[1] ?? null;
}

function isUpperLine(line: string): boolean {
  const letters = line.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toUpperCase();
}

/**
 * PDF text layers give one line per printed line: a paragraph wrapped over three lines comes
 * back as three, and a RIDET printed with spaces may be cut in two. Lines are joined back into
 * paragraphs unless the previous one closes a sentence or a heading, or the next opens a
 * paragraph (Vu, Article, Fait à ...).
 */
export function reflowLines(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map((l) => l.trim());
  const out: string[] = [];
  for (const line of lines) {
    if (!line) {
      if (out.length && out[out.length - 1] !== '') out.push('');
      continue;
    }
    const prev = out[out.length - 1];
    const joins =
      prev !== undefined && prev !== '' && !/[.;:!?]$/u.test(prev) && !isUpperLine(prev) && !PARAGRAPH_START.test(line) && !TITLE_START.test(line);
    if (joins) out[out.length - 1] = `${prev} ${line}`;
    else out.push(line);
  }
  return out.join('\n').trim();
}

/**
 * Splits a document's text into the act's parts. null when no act title is found (the text is
 * not an act, or its layout is unknown).
 */
export function locateAct(rawText: string): ActText | null {
  const text = cleanNoticeText(rawText);
  const lines = text.split('\n');
  const start = lines.findIndex((l) => TITLE_START.test(l.trim()));
  if (start < 0) return null;
  const publishedMatch = PUBLISHED.exec(text);
  const publishedOn = publishedMatch ? parseFrenchDate(publishedMatch[1]!) : null;
  const titleLines: string[] = [];
  let i = start;
  for (; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (!line || (i > start && PARAGRAPH_START.test(line))) break;
    titleLines.push(line);
  }
  const bodyLines: string[] = [];
  for (; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (!line) continue;
    if (TRAILER.test(line)) break;
    bodyLines.push(line);
  }
  const titre = titleLines.join(' ').replace(/\s+/g, ' ').trim();
  return { titre, body: bodyLines.join('\n'), publishedOn, numero: findActNumero(titre) };
}
