/**
 * The marks a compositor frames a company's name with to set it apart: a symbol on both sides
 * (`*X*`, `/X/`, `‡ X ‡`, `§X§`, `~X~`) or a pair of brackets of any shape but the round ones, which
 * hold forms and identifiers, the square ones, read with their own rule, and the guillemets, which
 * quote (`{X}`, `❬X❭`, `‹‹ X ››`, `⟨X⟩`, `【X】`, `▌X▐`). None of them is a character of a name
 * (the corpora's rule: letters, accents, apostrophes, hyphens, ampersands, digits), so a reader
 * reads the name inside and leaves them out wherever a reading kept one at its edge.
 */

/** The symbols a compositor may set on both sides of a name. */
const SAME_MARKS = '*/‡†#~|§¤=+_•';
/** Brackets a compositor may open a name with, each with its closing one at the same place below. */
const OPENING = '{❬❮❰⟨〈《【〔⦃⁅‹▌';
const CLOSING = '}❭❯❱⟩〉》】〕⦄⁆›▐';

const escapeClass = (chars: string): string => chars.replace(/[\\\]\-^/]/gu, (c) => `\\${c}`);

/** An opening frame: one or two of its marks (regular expression source). */
export const FRAME_OPEN = `[${escapeClass(SAME_MARKS + OPENING)}]{1,2}`;
/** A closing frame (regular expression source). */
export const FRAME_CLOSE = `[${escapeClass(SAME_MARKS + CLOSING)}]{1,2}`;
/** The characters a text must hold for a framed name to be looked for (`needs` of company-mentions.ts). */
export const FRAME_MARKS: readonly string[] = [...SAME_MARKS, ...OPENING];

// A frame's marks left at a name's edges, with the spaces beside them; `+` is left at the end
// (`CANAL+` is a name's own sign).
const LEADING = new RegExp(`^[${escapeClass(SAME_MARKS + OPENING + CLOSING)}\\s]+`, 'u');
const TRAILING = new RegExp(`[${escapeClass(SAME_MARKS.replace('+', '') + OPENING + CLOSING)}\\s]+$`, 'u');

/** The name without a frame's marks a reading kept at its edges (`{X}`, `X/`, `❬X❭` → `X`). */
export function withoutFrameMarks(name: string): string {
  const inner = name.replace(LEADING, '').replace(TRAILING, '');
  return /[\p{L}\d]/u.test(inner) ? inner : name;
}
