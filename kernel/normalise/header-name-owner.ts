/**
 * A name printed before another company's identifier names that company: in `X, SAS au capital …,
 * RIDET A, agissant en qualité de présidente de la société Y, …, RIDET B`, X is A's company, and
 * the subject identified by B is Y, however the sentence between them is worded. A reader reads the
 * name with the first identifier that follows it.
 */

import { fold } from './fold.ts';

/**
 * Whether `name`, where it is first printed, is followed on its own line by another company's
 * identifier (`others`) before the subject's (`subjectIndex`) is: the sentence that introduces
 * it gives it that identifier.
 */
export function namesAnotherIdentifierFirst(text: string, name: string, subjectIndex: number, others: readonly number[]): boolean {
  const needle = fold(name.replace(/\s+/gu, ' ').trim());
  if (needle.length < 2 || others.length === 0) return false;
  const at = fold(text).indexOf(needle);
  if (at < 0 || at >= subjectIndex) return false;
  const lineEnd = text.indexOf('\n', at);
  const next = Math.min(...others.filter((o) => o > at), Number.POSITIVE_INFINITY);
  return next < subjectIndex && (lineEnd < 0 || next < lineEnd);
}
