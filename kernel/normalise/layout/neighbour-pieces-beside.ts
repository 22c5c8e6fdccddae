/**
 * A page's other column holding nothing but neighbours' pieces beside the notice: the end of the
 * notice printed above it, opening inside a word or a sentence and signed off ('tive de liquidation
 * et donné' / 'quitus au liquidateur.' / 'Pour avis, le liquidateur.'), and the start of the notice
 * printed under it, its heading in capitals and a sentence the page cuts ('NOMINATION' / 'Aux
 * termes d'une assemblée' / 'générale ordinaire du'). A reader of the page sees the pieces are
 * other notices': the one opens where none of this notice's sentences left off, the other is a
 * new title. Their identifiers and events are other companies'; the column is set apart.
 */

import { foldUncached as fold } from '../fold.ts';
import { CLOSING_FORMULA_SOURCE } from '../notice-closing.ts';

// A rule a page prints between two notices.
const RULE = /^[_\-–—=~*·.─━═]{3,}$/u;
// A notice's closing line, the insertion's rank included.
const SIGNS_OFF = new RegExp(String.raw`^${CLOSING_FORMULA_SOURCE}\b`);
// A title in capitals: letters, no lower case, a few words.
const HEADING = /^[\p{Lu}][\p{Lu}\d'’ \-–.,&]{3,60}$/u;
// A line that ends a sentence.
const CLOSED = /[.!?]$/;

/** The column's pieces: cut at a rule and after a closing line. */
function piecesOf(lines: readonly string[]): { lines: string[]; afterRule: boolean }[] {
  const pieces: { lines: string[]; afterRule: boolean }[] = [];
  let current: string[] = [];
  let afterRule = false;
  const close = (rule: boolean): void => {
    if (current.length > 0) pieces.push({ lines: current, afterRule });
    current = [];
    afterRule = rule;
  };
  for (const raw of lines) {
    // A justified line's runs of spaces are one space ('Pour  avis.').
    const line = raw.trim().replace(/\s{2,}/g, ' ');
    if (!line) continue;
    if (RULE.test(line)) {
      close(true);
      continue;
    }
    current.push(line);
    if (SIGNS_OFF.test(fold(line))) close(false);
  }
  close(false);
  return pieces;
}

// A particular's label that a notice prints in its body, after its title and name, never first.
const BODY_LABEL = /^(?:duree|objet(?: social)?|capital(?: social)?|gerance|co-?gerante?s?|gerante?s?|presidente?|directeur general|immatriculation|administration|commissaires? aux comptes|exercice social|cloture de l'exercice|apports?|agrement|admission)\s*:/u;

/**
 * The end of a notice printed above: opens in lower case (inside a word or a sentence), signs off.
 * When the notice beside signs off itself, so that nothing of it runs on into this column, the end
 * may also open on one of the body's labelled particulars ('Durée : 99 ans à compter de …').
 */
const isCutTail = (piece: readonly string[], besideSigned: boolean): boolean =>
  (/^\p{Ll}/u.test(piece[0]!) || (besideSigned && BODY_LABEL.test(fold(piece[0]!)))) && SIGNS_OFF.test(fold(piece.at(-1)!));

/** The start of a notice printed under: its title, then lines whose last sentence the page cuts. */
const isCutOpening = (piece: readonly string[]): boolean =>
  piece.length >= 2 && HEADING.test(piece[0]!) && /\p{Ll}/u.test(piece.slice(1).join(' ')) && !CLOSED.test(piece.at(-1)!);

/**
 * Whether the column beside the notice holds only neighbours' pieces: every piece a signed tail,
 * or, last, a cut opening; at least one tail, or the opening under a rule (a new notice's).
 * `besideSigned`: the notice's own column ends on its closing line.
 */
export function neighbourPiecesBeside(right: readonly string[], besideSigned = false): boolean {
  const pieces = piecesOf(right);
  if (pieces.length === 0) return false;
  let tails = 0;
  for (const [i, piece] of pieces.entries()) {
    if (isCutTail(piece.lines, besideSigned)) tails += 1;
    else if (!(i === pieces.length - 1 && isCutOpening(piece.lines) && (tails > 0 || piece.afterRule))) return false;
  }
  return true;
}

/**
 * Whether the column beside a whole notice is only the start of the next one, cut by the page
 * (`AVIS DE DISSOLUTION ANTICIPÉE` / `L'assemblée … Le siège de la liqui-` / `dation est fixé`): the
 * notice opens on its own first line (no word's or sentence's rest) and ends its last sentence;
 * the column beside is one piece, a title then words the page cuts.
 */
export function cutOpeningBeside(left: readonly string[], right: readonly string[]): boolean {
  const own = left.map((line) => line.trim()).filter(Boolean);
  if (own.length === 0 || /^\p{Ll}/u.test(own[0]!) || !CLOSED.test(own.at(-1)!)) return false;
  const pieces = piecesOf(right);
  // A rule under the title is the title's own (`AVIS DE …` / `──────` / its first sentences).
  const opening = pieces.length === 2 && pieces[0]!.lines.length === 1 && HEADING.test(pieces[0]!.lines[0]!) ? [...pieces[0]!.lines, ...pieces[1]!.lines] : pieces.length === 1 ? pieces[0]!.lines : null;
  return opening !== null && isCutOpening(opening);
}

/**
 * The same page the other way round: the notice in the right column, opening on its own title in
 * capitals (`AVIS DE FUSION`) and signing off, beside the start of the notice printed before it in
 * the left column, cut by the crop (`RESTAURANT X` / `AUGMENTATION DE CAPITAL` / `… L'article 7 des
 * sta-`). A notice that runs on from the left column into the right one opens its second part
 * inside its sentence, never on a title.
 */
export function titledNoticeBesideCutOpening(notice: readonly string[], beside: readonly string[]): boolean {
  const opening = notice.find((line) => line.trim())?.trim() ?? '';
  return HEADING.test(opening) && cutOpeningBeside(notice, beside);
}
