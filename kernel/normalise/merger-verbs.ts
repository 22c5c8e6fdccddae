/**
 * A merger told with the active verb: 'la SAS X, RIDET …, a absorbé, par voie de fusion, la société
 * Y, …, RIDET …'. X, the verb's subject, absorbs; Y, its object, is absorbed.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';

/** Right after the identifier: the company is the one that absorbs. */
export const ABSORBS_AFTER = new RegExp(String.raw`^${CLAUSE_CHAR_NL}{0,80}?\b(?:a absorbe|absorbe|a fusionne avec et absorbe)\b(?!\s+par\b)`);

/** Before the identifier: the company is the object of 'a absorbé', a few words of manner between. */
export const ABSORBED_OBJECT_BEFORE = new RegExp(
  String.raw`\ba absorbe\b(?:,?\s*(?:par voie de fusion|par fusion|a compter du [^,]{1,30})\s*,?)?\s*(?:la |l')?(?:societe|sarl|sas|sasu|eurl|sa|sci|snc|selarl)\b${CLAUSE_CHAR_NL}{0,240}$`,
);
