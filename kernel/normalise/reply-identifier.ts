/**
 * An identifier given in a reply above the message it answers: the newspaper asked for the
 * company's number, and its manager or accountant answers on top of the quoted notice ('voici le
 * numéro : …', 'le RIDET c'est …', 'j'avais oublié le ridet : …'). The reply is mail furniture
 * (a cover note above a forward marker or a reply's attribution), but a reader completes the quoted
 * notice with the fact the reply supplies, as the subject line naming the client's identifier is.
 *
 * Read only when the notice itself prints no identifier, and only from a line that says it gives a
 * number in words of its own (two lower-case words or more besides the identifier's label) and
 * names no company or firm: a letterhead or a signature (`Cabinet X SARL – RIDET …`, `Jean X, RIDET
 * …`) prints its own firm's number, never the client's; nor from a line about the sender's own
 * dealings with the newspaper (`pour la facturation, notre ridet : …`).
 */

import { fold, foldedTrimmedLines } from './fold.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { findRidets } from './ridet.ts';

/** The line names the number it gives: its word, its label or an abbreviation of either. */
const NUMBER_WORD = /\b(?:numero|no|ridet|rid|identifiant|immatriculation|matricule)\b|\bn°/u;
/**
 * A legal form or a firm's word: the line names a company, whose own number it prints. Every form
 * legal-form.ts declares, those that are French words too ('sa', 'sem'): a line that may name a
 * company is not taken for a reply.
 */
const COMPANY_WORD = new RegExp(String.raw`\b(?:${FOLDED_FORMS_SOURCE}|cabinet|fiduciaire|expertise|expert-comptable|conseils?|agence|etude|office)\b`, 'u');
/** The sender's own dealings with the newspaper: a number given for them is the sender's, not the notice's company's. */
const SENDER_DEALINGS = /\b(?:factur\w*|devis|paiement|reglement|compte client|numero client|commande|bon de commande|notre client|pour le compte)\b/u;
/** A name in capitals, two words or more: a firm or a company named on the line. */
const NAME_IN_CAPITALS = /\b(?!RIDET\b|RID\b)[A-ZÀ-Ý][A-ZÀ-Ý'&-]{1,}\s+(?!RIDET\b|RID\b)[A-ZÀ-Ý][A-ZÀ-Ý'&-]{1,}\b/u;
/** The identifier's label words, which do not count as the reply's own words. */
const LABEL_WORDS = new Set(['ridet', 'rid', 'numero', 'no', 'n']);
const LOWER_WORD = /(?<![\p{L}\d])\p{Ll}[\p{Ll}']+/gu;
/** A reply in words: so many lower-case words besides the label. */
const REPLY_MIN_WORDS = 2;

/**
 * Indices of the furniture lines of `text` that give the notice's identifier in a reply (see the
 * module comment); `furniture` holds the indices of every mail furniture line.
 */
export function replyIdentifierLines(text: string, furniture: ReadonlySet<number>): number[] {
  if (furniture.size === 0) return [];
  // The text's identifiers found once, each on the line it opens on (speed only).
  const matches = findRidets(text);
  if (matches.length === 0) return [];
  const lines = text.split('\n');
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const lineOf = (index: number): number => lineStarts.findLastIndex((start) => start <= index);
  if (matches.some((match) => !furniture.has(lineOf(match.index)))) return [];
  const folded = foldedTrimmedLines(text);
  const given: number[] = [];
  const rids = new Set<string>();
  for (const k of furniture) {
    const line = lines[k]!;
    const found = findRidets(line);
    if (found.length === 0) continue;
    const plain = folded[k]!;
    if (!NUMBER_WORD.test(plain) || COMPANY_WORD.test(plain) || SENDER_DEALINGS.test(plain) || NAME_IN_CAPITALS.test(line)) continue;
    const own = (line.match(LOWER_WORD) ?? []).filter((word) => !LABEL_WORDS.has(fold(word)));
    if (own.length < REPLY_MIN_WORDS) continue;
    given.push(k);
    for (const match of found) rids.add(match.rid);
  }
  // Two numbers given: the reply does not say which is the company's.
  return rids.size === 1 ? given : [];
}
