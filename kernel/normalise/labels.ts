/** Values written after a label on the same line ('Dénomination : ABC', 'Forme : SARL'). */

import { fold } from './fold.ts';
import { globalOf, matchesOf } from './global-pattern.ts';
import { mayMatch } from './required-literal.ts';

export interface LabelledValue {
  value: string;
  /** Where the value starts in the text. */
  index: number;
}

/** Every value after `label` (a regex over folded text, ending at the value), in reading order. */
export function labelValues(text: string, label: RegExp): LabelledValue[] {
  return readLabelValues(text, label, false);
}

/** The first value after `label`, or null. */
export function labelValue(text: string, label: RegExp): LabelledValue | null {
  return readLabelValues(text, label, true)[0] ?? null;
}

/** `first`: stop at the first value (speed only: the rest of the text is not searched). */
function readLabelValues(text: string, label: RegExp, first: boolean): LabelledValue[] {
  const found: LabelledValue[] = [];
  const folded = fold(text);
  // A text without the label's words is not searched (speed only).
  if (!mayMatch(label, folded)) return found;
  for (const m of matchesOf(globalOf(label), folded)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('\n', start);
    const value = text.slice(start, end < 0 ? undefined : end).trim();
    if (!value) continue;
    found.push({ value, index: start });
    if (first) break;
  }
  return found;
}
