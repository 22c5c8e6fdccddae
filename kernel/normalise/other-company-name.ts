/**
 * A company named again after its own identifier was given ('La société F, SAS …, RIDET …, détenait
 * sur la société S une créance …' / '… actions nouvelles souscrites par la société F'): the later
 * mention is that other company's, by its name, not an introduction of the notice's company.
 */

import type { CompanyMention } from './company-mentions.ts';
import { fold } from './fold.ts';

/** How far before another company's identifier its introduction may start (as subject-company.ts reads it). */
const INTRODUCTION_REACH = 400;

/** A mention's name to compare, without the 'la société' a line-start reading may keep at its head. */
const nameKey = (name: string): string => fold(name).replace(/^(?:la |l')?(?:societe|ste)\s+/, '');

/**
 * Whether `mention` repeats the name of the company introduced right before one of the `others`
 * identifiers (the last introduction ending before it): every mention with that name is that company's.
 */
export function namesAnotherIdentifiedCompany(mention: CompanyMention, mentions: readonly CompanyMention[], others: readonly number[]): boolean {
  if (others.length === 0) return false;
  const name = nameKey(mention.name);
  return others.some((other) => {
    const introduction = mentions.filter((m) => m.end <= other && other - m.end <= INTRODUCTION_REACH).at(-1);
    return introduction !== undefined && introduction !== mention && introduction.index < mention.index && nameKey(introduction.name) === name;
  });
}
