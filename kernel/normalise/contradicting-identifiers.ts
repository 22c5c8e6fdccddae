/**
 * The notice's own company printed with two different identifiers that both pass the check (its
 * header block gives one, its signature 'Pour avis, X, SAS, RIDET …' or its body another, or its registry
 * number says another RID than the RIDET beside it): no misprint the check
 * can find, and nothing says which one is right. A reader does not choose: the notice is
 * quarantined with both (`sujet_ambigu`), since a wrong attribution costs more than a quarantine.
 * A namesake the text itself tells apart (`la présente société n'a aucun lien avec la société X,
 * radiée … (RID …)`), or a merger's absorbed side whose name the absorbing company takes, contradicts nothing.
 */

import { fold } from './fold.ts';
import { nameBeforeIdentifier } from './named-officer-company.ts';
import { blockNameOver } from './header-block-name.ts';
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
    // The company's registry number and its RIDET side by side in one field (`RCS Nouméa 2015 B
    // 1 833 805 – RIDET 1 572 494.001`): the RCS number is the RID, so the two say different companies.
    if ((m.context === 'rcs' || subject.context === 'rcs') && sideBySide(text, subject, m)) return m;
    // A namesake the text says is another company ('n'a aucun lien avec la société X, SARL radiée … (RID …)').
    if (toldDistinct(text, m.index)) continue;
    // The absorbed side of a merger, told so after its number: the absorbing company may take its
    // name (`… RIDET … (société absorbée)`, then `adopter pour nouvelle dénomination « X »`).
    if (ABSORBED_AFTER.test(fold(text.slice(m.index + m.printed.length, m.index + m.printed.length + 40)))) continue;
    // Another number's company read past a field's label too ('Oppositions : au siège du cédant, la SARL X, RIDET …').
    const named = nameBeforeIdentifier(text, m.index, true) ?? blockNameOver(text, m.index);
    if (named !== null && fold(named).replace(/\s+/g, ' ').trim() === name) return m;
  }
  return null;
}

/** Words that set a namesake apart from the notice's company, in the identifier's sentence before it. */
const DISTINCT_BEFORE = /\b(?:(?:aucun|sans|pas de) (?:lien|rapport)|ne (?:doit|saurait|peut) (?:pas )?etre confondue?|(?:est |etant )?distincte? d[eu']|homonyme)\b[^.;]{0,200}$/;

const ABSORBED_AFTER = /^[\s,]*\(?\s*(?:la )?(?:societe )?absorbee\b/;

/** Whether the sentence before an identifier tells its company apart from the notice's. */
function toldDistinct(text: string, index: number): boolean {
  return DISTINCT_BEFORE.test(fold(text.slice(Math.max(0, index - 240), index)));
}

/** Whether two identifiers stand next to each other on one line, only a separator between them. */
function sideBySide(text: string, a: RidetMatch, b: RidetMatch): boolean {
  const [first, second] = a.index < b.index ? [a, b] : [b, a];
  return /^[ \t]*[–—\-/|,;·•]?[ \t]*$/u.test(text.slice(first.index + first.printed.length, second.index));
}
