/**
 * An identifier the notice prints but nobody can read: a digit the scan lost ('1 3?7 218.001',
 * a smudge '■') or a number cut at the page's edge ('1 458 80', groups of three broken off, no
 * rank). ridet.ts reads none of them, so the notice is quarantined; this says what was printed
 * and every reading it allows, so the person who settles it sees the candidates. A reading is
 * never chosen here: a wrong attribution costs more than a missing one.
 */

import { matchesOf } from './global-pattern.ts';

export interface UnreadableRidet {
  /** The number as printed after its label. */
  printed: string;
  /** Every 10-digit RIDET the printed number may be (one unreadable digit: ten); none when it is cut short. */
  readings: string[];
}

const UNREADABLE = '?■□▯�#*_';
const LABELLED = new RegExp(`\\bRID(?:ET)?\\b[ ]*(?:n°|nº|:)?[ ]*([\\d${UNREADABLE}](?:[\\d${UNREADABLE} .\\-/]*[\\d${UNREADABLE}])?)`, 'gu');
const MAX_UNREADABLE = 1;

function readingsOf(printed: string): string[] | null {
  const unreadable = [...printed].filter((c) => UNREADABLE.includes(c)).length;
  const groups = printed.split(/[ .\-/]+/);
  if (unreadable === 0) {
    // Cut short: digit groups in thousands whose last group breaks off, no rank.
    const cut = groups.length >= 2 && groups.slice(1, -1).every((g) => g.length === 3) && groups.at(-1)!.length < 3 && groups[0]!.length <= 3;
    return cut ? [] : null;
  }
  const digits = printed.replace(/[ .\-/]/g, '');
  if (digits.length !== 10 || unreadable > MAX_UNREADABLE) return digits.length === 10 ? [] : null;
  const at = [...digits].findIndex((c) => UNREADABLE.includes(c));
  return Array.from({ length: 10 }, (_, d) => `${digits.slice(0, at)}${d}${digits.slice(at + 1)}`);
}

/** The first labelled identifier that cannot be read, or null. */
export function unreadableRidet(text: string): UnreadableRidet | null {
  if (!text.includes('RID')) return null;
  for (const m of matchesOf(LABELLED, text)) {
    const printed = m[1]!;
    const readings = readingsOf(printed);
    if (readings) return { printed, readings };
  }
  return null;
}
