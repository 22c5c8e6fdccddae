/**
 * An office given to a company's founder by the noun that stands for the founder after the
 * founding ('M. X, consultant, …, a constitué une EURL dénommée … . Le fondateur a été nommé
 * gérant'): the noun ('le fondateur', 'la fondatrice', 'les deux fondateurs') names the ones the
 * text names as the subject of the founding verb, and the office given to it is theirs, across the
 * sentence's end. A reading extract-dirigeants.ts adds to its own; the patterns read folded text.
 */

import { lastRoles, withRoles, type Role } from './officer-roles.ts';

/** The founder: the subject of the founding verb right after its name and apposition ('M. X, consultant, demeurant …, a constitué'). */
// A civility's full stop ends no sentence ('Mme X et M. Y, vétérinaires, ont constitué').
const FOUNDED_AFTER = /^(?:[^.;]|(?<=\b(?:m|mm|mme|mlle|me|dr))\.){0,200}?\b(?:a|ont) (?:constitue|fonde|cree)\b/;
const ROLE_LEAD = String.raw`(?:en qualite d[e']\s*|comme\s+|aux fonctions d[e']\s*)?(?:(?:le|la|l')\s*)?(?:(?:premier|premiere|seule?)\s+)?`;
/** 'Le fondateur a été nommé gérant', 'a nommé la fondatrice présidente'. */
const OFFICE_OF_FOUNDER_NOUN = withRoles(
  new RegExp(
    [
      String.raw`\b(le fondateur|la fondatrice)\s*,?\s+(?:a ete|est|sera)\s+(?:nommee?|designee?)\s+${ROLE_LEAD}(ROLE)\b`,
      String.raw`\b(?:nommee?|designee?)\s+(le fondateur|la fondatrice)\s+${ROLE_LEAD}(ROLE)\b`,
      // Several founders named together ('Mme X et M. Y … ont constitué …. Les deux fondateurs sont nommés cogérants').
      String.raw`\b(les (?:deux |trois )?(?:associes )?(?:fondateurs|fondatrices))\s*,?\s+(?:ont ete|sont|seront)\s+(?:nommee?s|designee?s)\s+${ROLE_LEAD}(ROLE)\b`,
    ].join('|'),
  ),
);
/** Another founding between the name and the noun: the noun may be that one's founder. */
const FURTHER_FOUNDER = /\b(?:m|mme|monsieur|madame)\b\.?\s+[^.;,]{1,60}?\b(?:a|ont) (?:constitue|fonde|cree)\b/;
const REACH = 600;

export interface FounderOffice {
  roles: readonly Role[];
  /** The founder noun's gender; null for a plural that names founders of either. */
  feminine: boolean | null;
}

/** The office the text gives, by the founder's noun, the person named at `index`…`end` (folded text) as the founder; null otherwise. */
export function founderNounOffice(folded: string, end: number): FounderOffice | null {
  const founded = FOUNDED_AFTER.exec(folded.slice(end, end + 240));
  if (!founded) return null;
  const rest = folded.slice(end + founded[0].length, end + REACH);
  const told = OFFICE_OF_FOUNDER_NOUN.exec(rest);
  if (!told || FURTHER_FOUNDER.test(rest.slice(0, told.index))) return null;
  const roles = lastRoles(told[0]);
  if (!roles) return null;
  return { roles, feminine: told[0].includes('les ') ? null : told[0].includes('la fondatrice') };
}
