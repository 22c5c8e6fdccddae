/**
 * An officer who takes the office himself, the subject of the sentence's next verb: `l'associé unique,
 * M. X, a accepté la démission de M. Y de ses fonctions de gérant et a décidé de reprendre lui-même la
 * gérance`, `…, Mme X, a pris acte de la démission de M. Y, gérant, et a décidé d'assumer elle-même la
 * gérance`. The reflexive pronoun says the sentence's subject takes it: the person whose verb follows his
 * name (`M. X, a …`), not the one the sentence names after (Y, who leaves). A reading
 * extract-dirigeants.ts adds to its own; folded text after the person's name.
 */

import { SENTENCE_CHAR_NL } from './clause-chars.ts';
import { lastRoles, withRoles, type Role } from './officer-roles.ts';

const SELF_TAKEN_AFTER = withRoles(
  new RegExp(
    String.raw`^\s*,?\s*(?:a|ont)\s${SENTENCE_CHAR_NL}{0,300}?\bet\s+(?:a\s+)?(?:decide\s+d[e']\s*)?(?:reprendre|assumer|exercer|assurer|reprend|assume|exerce|assure)\s+(?:lui|elle)-meme\s+(?:la |les fonctions d[e']\s*)?(ROLE)\b`,
  ),
);

/** The office the person named right before `after` takes himself, or null. */
export function selfTakenOffice(after: string): readonly Role[] | null {
  // The pronoun is looked for first (speed only: most names are followed by none).
  if (!after.includes('-meme')) return null;
  const m = SELF_TAKEN_AFTER.exec(after);
  return m ? lastRoles(m[1]!) : null;
}
