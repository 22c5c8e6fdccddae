/**
 * A labelled name in capitals that a narrow column carries on to the next line without a hyphen
 * (`DENOMINATION : BOULANGERIE X` / `DU MONT-DORE.`): the next line goes on with the name when
 * the value's line ends open (no full stop, comma or semicolon) and the next line is capitals only,
 * opening on a word that only joins two parts of one name (`DE`, `DU`, `DES`, `D'`, `ET`, `&`) and
 * holding no label of its own. A reader never takes such a line for a new item. So does a line of
 * capitals under a value that ends on the joining word itself (`OCÉANIE DRONES &` / `TOPOGRAPHIE`).
 */

import { lineAfter } from './text-lines.ts';

const CAPITALS_VALUE = /^[\p{Lu}\d][\p{Lu}\d'’ &-]*[\p{Lu}\d]$/u;
const JOINED_LINE = /^[ ]*((?:DE|DU|DES|ET|&)[ ]+[\p{Lu}\d][\p{Lu}\d'’ &-]*|D['’][\p{Lu}][\p{Lu}\d'’ &-]*)[ ]*\.?[ ]*$/u;

// A value whose line ends on the joining word itself ('DÉNOMINATION : OCÉANIE DRONES &' / 'TOPOGRAPHIE'):
// no name ends on it, so the next line of capitals, whatever its first word, goes on with the name.
const OPEN_VALUE = /^[\p{Lu}\d][\p{Lu}\d'’ &-]*[ ](?:DE|DU|DES|ET|&)$/u;
const CAPITALS_LINE = /^[ ]*([\p{Lu}\d][\p{Lu}\d'’ &-]*[\p{Lu}\d])[ ]*\.?[ ]*$/u;

/** `value`, read from `index` to its line's end, with the next line when it carries the name on; otherwise the value as read. */
export function capitalsValueOverLines(text: string, index: number, value: string): string {
  const open = OPEN_VALUE.test(value);
  if (!open && !CAPITALS_VALUE.test(value)) return value;
  const line = lineAfter(text, index);
  const next = line === null ? null : (open ? CAPITALS_LINE : JOINED_LINE).exec(line.text);
  return next ? `${value} ${next[1]!.trim()}` : value;
}
