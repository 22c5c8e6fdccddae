/**
 * The notice's own company printed with two different identifiers that both pass the check (its
 * header block gives one, its signature 'Pour avis, X, SAS, RIDET …' another): no misprint the check
 * can find, and nothing says which one is right. A reader does not choose: the notice is
 * quarantined with both (`sujet_ambigu`), since a wrong attribution costs more than a quarantine.
 */

import { fold } from './fold.ts';
import { nameBeforeIdentifier } from './named-officer-company.ts';
import type { RidetMatch } from './ridet.ts';

/** Another identifier the text prints beside the subject's own name, both passing the check, or null. */
export function contradictingIdentifier(text: string, matches: readonly RidetMatch[], subject: RidetMatch, denomination: string): RidetMatch | null {
  if (!subject.luhnValid || matches.length < 2) return null;
  const name = fold(denomination).replace(/\s+/g, ' ').trim();
  // The subject's own identifier printed beside another name: the name read may be that other's.
  const ownNamed = nameBeforeIdentifier(text, subject.index);
  if (ownNamed !== null && fold(ownNamed).replace(/\s+/g, ' ').trim() !== name) return null;
  for (const m of matches) {
    if (m.rid === subject.rid || !m.luhnValid) continue;
    const named = nameBeforeIdentifier(text, m.index);
    if (named !== null && fold(named).replace(/\s+/g, ' ').trim() === name) return m;
  }
  return null;
}
