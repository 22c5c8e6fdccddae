/**
 * The marks a compositor frames a company's name with to set it apart: a symbol on both sides
 * (`*X*`, `/X/`, `‡ X ‡`, `‖ X ‖`, `§X§`, `~X~`) or a pair of brackets of any shape but the round ones,
 * which hold forms and identifiers, the single square ones, read with their own rule, and the
 * guillemets, which quote (`{X}`, `[[ X ]]`, `❬X❭`, `‹‹ X ››`, `⟨X⟩`, `【X】`, `▌X▐`), or marks
 * pointing at it from both sides (`▶ X ◀`, `>> X <<`, `»»» X «««`, `—› X ‹—`). None of them is a
 * character of a name (the corpora's rule: letters, accents, apostrophes, hyphens, ampersands,
 * digits), so a reader reads the name inside and leaves them out wherever a reading kept one at its
 * edge.
 */

import { FORM_ABBREVIATIONS } from './legal-form.ts';

/** The symbols a compositor may set on both sides of a name. */
const SAME_MARKS = '*/‡†#~|§¤=+_•‖';
/** Brackets a compositor may open a name with, each with its closing one at the same place below. */
const OPENING = '{❬❮❰⟨〈《【〔⦃⁅‹▌';
const CLOSING = '}❭❯❱⟩〉》】〕⦄⁆›▐';
/** Marks that point at the name from either side (`▶ X ◀`, `>> X <<`, `< X >`): opening or closing alike. */
const POINTING = '<>▶◀►◄▸◂⯈⯇';

const escapeClass = (chars: string): string => chars.replace(/[\\\]\-^/]/gu, (c) => `\\${c}`);

// Guillemets reversed point at the name (`»»» X «««`, `—› X ‹—`); the right way round they quote,
// read by the quotes' own rules.
/** An opening frame: one to three of its marks, reversed guillemets, or doubled square brackets (regular expression source). */
export const FRAME_OPEN = `(?:[${escapeClass(SAME_MARKS + OPENING + POINTING)}]{1,3}|[—–-]?[»›]{1,3}|\\[\\[)`;
/** A closing frame (regular expression source). */
export const FRAME_CLOSE = `(?:[${escapeClass(SAME_MARKS + CLOSING + POINTING)}]{1,3}|[«‹]{1,3}[—–-]?|\\]\\])`;
/** The characters a text must hold for a framed name to be looked for (`needs` of company-mentions.ts). */
export const FRAME_MARKS: readonly string[] = [...SAME_MARKS, ...OPENING, ...POINTING, '»'];

// A frame's marks left at a name's edges, with the spaces beside them; `+` is left at the end
// (`CANAL+` is a name's own sign).
const ALL_MARKS = SAME_MARKS + OPENING + CLOSING + POINTING;
const LEADING = new RegExp(`^[${escapeClass(ALL_MARKS + '»')}\\s]+`, 'u');
const TRAILING = new RegExp(`[${escapeClass(ALL_MARKS.replace('+', '') + '«')}\\s]+$`, 'u');
/**
 * A framed name read with its form outside the frame (`[X] SARL`, `SCI ❬X❭`): the frame's inside.
 * Square brackets count here, the name read whole.
 */
const FRAMED_WITH_FORM = new RegExp(
  `^(?:(?:${FORM_ABBREVIATIONS.join('|')})[\\s,]+)?[${escapeClass(ALL_MARKS + '[')}]{1,2}\\s*([^${escapeClass(ALL_MARKS + '[]')}]*[\\p{L}\\d][^${escapeClass(ALL_MARKS + '[]')}]*?)\\s*[${escapeClass(ALL_MARKS + ']')}]{1,2}(?:[\\s,]+(?:${FORM_ABBREVIATIONS.join('|')}))?$`,
  'u',
);

/** The name without a frame's marks a reading kept at its edges (`{X}`, `X/`, `❬X❭` → `X`). */
export function withoutFrameMarks(name: string): string {
  const framed = FRAMED_WITH_FORM.exec(name.trim());
  if (framed && framed[1]!.trim() !== name.trim()) return framed[1]!.trim();
  const inner = name.replace(LEADING, '').replace(TRAILING, '');
  return /[\p{L}\d]/u.test(inner) ? inner : name;
}
