/**
 * An office's noun alone in capitals on a notice's first line (`GÉRANCE`, `PRÉSIDENCE`, `DIRECTION
 * GÉNÉRALE`) over the company's identity or a sentence: the notice's title naming its event, as
 * `CHANGEMENT DE GÉRANT` does, not a label whose value is the next line. Read as a label, `GÉRANCE` /
 * `La SCI X, RIDET …, fait savoir …` became `Gérance : La SCI X …`, and the notice's own company an
 * officer of another (issue 32). A label alone on its line keeps its value where the value is a
 * person (`GÉRANT` / `M. Jean X`, a record's first field), or where a line above it is printed.
 */

import { fold } from '../fold.ts';
import type { Line } from './lines.ts';

const OFFICE_TITLE = /^(?:co-?)?(?:gerance|presidence|direction(?: generale)?|administration|gerante?s?|presidente?s?|directeur general|directrice generale|commissaires? aux comptes|commissariat aux comptes)$/;
/** A person's civility opening the value line: the office's holder, a record's value. */
const CIVILITY_OPENING = /^(?:m|mm|mme|mmes|mlle|monsieur|madame|me)\b\.?\s/;

/** Whether the line at `i` is such a title: the text's first printed line, in capitals, no colon, an office's noun, no person under it. */
export function isOfficeTitleLine(lines: readonly Line[], i: number): boolean {
  const text = lines[i]!.text.trim();
  if (text.includes(':') || text !== text.toUpperCase()) return false;
  for (let k = 0; k < i; k += 1) if (!lines[k]!.blank) return false;
  if (!OFFICE_TITLE.test(fold(text))) return false;
  const next = lines[i + 1];
  return next !== undefined && !CIVILITY_OPENING.test(fold(next.text.trim()));
}
