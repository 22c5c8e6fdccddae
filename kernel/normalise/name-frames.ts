/**
 * The marks a compositor frames a company's name with to set it apart: a symbol on both sides
 * (`*X*`, `/X/`, `‡ X ‡`, `‖ X ‖`, `§X§`, `~X~`) or a pair of brackets of any shape but the round ones,
 * which hold forms and identifiers, the single square ones, read with their own rule, and the
 * guillemets, which quote (`{X}`, `[[ X ]]`, `❬X❭`, `‹‹ X ››`, `⟨X⟩`, `【X】`, `▌X▐`, `⟦ X ⟧`, `「X」`, `⌈ X ⌋`), doubled colons
 * (`:: X ::`, never one colon, a label's), or marks
 * pointing at it from both sides (`▶ X ◀`, `>> X <<`, `»»» X «««`, `—› X ‹—`), any of Unicode's other
 * symbols and its mathematical ones (`★ X ★`, `◆ X ◆`, `≡ X ≡`), or doubled round brackets (`(( X ))`). None of them is a
 * character of a name (the corpora's rule: letters, accents, apostrophes, hyphens, ampersands,
 * digits), so a reader reads the name inside and leaves them out wherever a reading kept one at its
 * edge.
 */

import { FORM_ABBREVIATIONS } from './legal-form.ts';

/** The symbols a compositor may set on both sides of a name. */
const SAME_MARKS = '*/‡†#~|§¤=+_•‖';
/** Brackets a compositor may open a name with, each with its closing one at the same place below. */
const OPENING = '{❬❮❰⟨〈《【〔⦃⁅‹▌⟦⟪「『〖〘⦅⌈⌊';
const CLOSING = '}❭❯❱⟩〉》】〕⦄⁆›▐⟧⟫」』〗〙⦆⌉⌋';
/** Marks that point at the name from either side (`▶ X ◀`, `>> X <<`, `< X >`): opening or closing alike. */
const POINTING = '<>▶◀►◄▸◂⯈⯇';
/** Unicode's other and mathematical symbols (stars, lozenges, dingbats, arrows, `≡`, `≈`): a frame's marks on either side, none a name's character. */
const OTHER_SYMBOL = String.raw`\p{So}\p{Sm}`;

const escapeClass = (chars: string): string => chars.replace(/[\\\]\-^/]/gu, (c) => `\\${c}`);

// Guillemets reversed point at the name (`»»» X «««`, `—› X ‹—`); the right way round they quote,
// read by the quotes' own rules.
/** An opening frame: one to three of its marks, reversed guillemets, or doubled square brackets (regular expression source). */
export const FRAME_OPEN = `(?:[${escapeClass(SAME_MARKS + OPENING + POINTING)}${OTHER_SYMBOL}]{1,3}|[—–-]?[»›]{1,3}|\\[\\[|\\(\\(|::)`;
/** A closing frame (regular expression source). */
export const FRAME_CLOSE = `(?:[${escapeClass(SAME_MARKS + CLOSING + POINTING)}${OTHER_SYMBOL}]{1,3}|[«‹]{1,3}[—–-]?|\\]\\]|\\)\\)|::)`;
/**
 * Whether a text holds a frame's mark, so that a framed name is looked for (speed only): one of the
 * marks above, doubled round brackets, or any other symbol.
 */
const ANY_FRAME_MARK = new RegExp(`[${escapeClass(SAME_MARKS + OPENING + POINTING)}»${OTHER_SYMBOL}]|\\(\\(|::`, 'u');
export function holdsFrameMark(text: string): boolean {
  return ANY_FRAME_MARK.test(text);
}

// A frame's marks left at a name's edges, with the spaces beside them; `+` is left at the end
// (`CANAL+` is a name's own sign).
const ALL_MARKS = SAME_MARKS + OPENING + CLOSING + POINTING;
const LEADING = new RegExp(`^(?:[${escapeClass(ALL_MARKS + '»')}${OTHER_SYMBOL}\\s]|\\(\\(|::)+`, 'u');
const TRAILING = new RegExp(`(?:(?!\\+)[${escapeClass(ALL_MARKS + '«')}${OTHER_SYMBOL}\\s]|\\)\\)|::)+$`, 'u');
/**
 * A framed name read with its form outside the frame (`[X] SARL`, `SCI ❬X❭`): the frame's inside.
 * Square brackets count here, the name read whole.
 */
const FRAMED_WITH_FORM = new RegExp(
  `^(?:(?:${FORM_ABBREVIATIONS.join('|')})[\\s,]+)?[${escapeClass(ALL_MARKS + '[')}${OTHER_SYMBOL}]{1,2}\\s*([^${escapeClass(ALL_MARKS + '[]')}${OTHER_SYMBOL}]*[\\p{L}\\d][^${escapeClass(ALL_MARKS + '[]')}${OTHER_SYMBOL}]*?)\\s*[${escapeClass(ALL_MARKS + ']')}${OTHER_SYMBOL}]{1,2}(?:[\\s,]+(?:${FORM_ABBREVIATIONS.join('|')}))?$`,
  'u',
);

/** The name without a frame's marks a reading kept at its edges (`{X}`, `X/`, `❬X❭` → `X`). */
export function withoutFrameMarks(name: string): string {
  const framed = FRAMED_WITH_FORM.exec(name.trim());
  if (framed && framed[1]!.trim() !== name.trim()) return framed[1]!.trim();
  const inner = name.replace(LEADING, '').replace(TRAILING, '');
  return /[\p{L}\d]/u.test(inner) ? inner : name;
}
