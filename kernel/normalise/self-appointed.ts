/**
 * A reflexive appointment ('L'associé unique, M. X, a mis fin aux fonctions de gérant de M. Y et
 * s'est nommé lui-même gérant'): the office goes to the sentence's subject, the first person it
 * names (the caller's to check) unless a preposition makes it a complement, when the participle
 * agrees with that person's civility; the people named after are its objects. Reads folded text.
 */

import { lastRoles, withRoles, type Role } from './officer-roles.ts';
import { civilityGender } from './civility-gender.ts';

const SELF_APPOINTED = withRoles(
  /\bs'est\s+(?:(?:lui|elle)-meme\s+)?(nommee?|designee?|elue?)\s+(?:(?:lui|elle)-meme\s+)?(?:en qualite d[e']\s*|comme\s+|aux fonctions d[e']\s*)?(?:(?:seule?|unique|nouve(?:l|lle|au))\s+)?(ROLE)\b/,
);
/** A person right after a preposition is a complement ('Par décision de M. X, …'), not the sentence's subject. */
const COMPLEMENT_BEFORE = /\b(?:de|d'|du|par|a|au|aux|pour|avec|entre)\s*$/;

/**
 * The roles `person` takes by a reflexive appointment later in its sentence: `lead` is the sentence
 * up to the person, `civility` the person's mention, `rest` the sentence after the person (all
 * folded). Null when a preposition makes the person a complement or the participle's gender does
 * not agree.
 */
export function selfAppointedRoles(lead: string, civility: string, rest: string): readonly Role[] | null {
  if (!rest.includes("s'est")) return null;
  if (COMPLEMENT_BEFORE.test(lead)) return null;
  const said = SELF_APPOINTED.exec(rest);
  if (!said) return null;
  const feminine = said[1]!.endsWith('ee');
  const gender = civilityGender(civility);
  if ((feminine && gender === 'masculine') || (!feminine && gender === 'feminine')) return null;
  return lastRoles(said[0]);
}
