/**
 * The legal form printed in another identified company's own description, between its name and
 * its identifier ('la société mère, GROUPE X, SAS, RIDET …, en demeure la présidente'): that
 * company's form, never the subject's, when the reader falls back on the first form of the body.
 */

import { nameBeforeIdentifier } from './named-officer-company.ts';

/** The body with every other company's description (its name up to its identifier) blanked, offsets kept. */
export function withoutOtherDescriptions(text: string, body: string, bodyAt: number, others: readonly number[]): string {
  let read = body;
  for (const at of others) {
    if (at < bodyAt || at > bodyAt + body.length) continue;
    const name = nameBeforeIdentifier(text, at);
    if (name === null) continue;
    const start = text.lastIndexOf(name.split(' ')[0]!, at);
    if (start < bodyAt) continue;
    read = read.slice(0, start - bodyAt) + ' '.repeat(at - start) + read.slice(at - bodyAt);
  }
  return read;
}
