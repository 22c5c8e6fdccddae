/**
 * A plural civility opens a list of persons (`en remplacement de MM. X et Y`, `démission de Mmes X
 * et Y`): the names joined to the first by `et` or a comma, nothing else between, are under the
 * same civility and take the same part, so a leaving word before the list says that every one of
 * them leaves.
 */

/** The plural civility right before the list's first name (folded), its given names between. */
const PLURAL_CIVILITY_BEFORE = /\b(?:mm|mmes|messieurs|mesdames)\b\.?\s*$/;
const PLURAL_CIVILITY_OPENING = /^(?:mm|mmes|messieurs|mesdames)\b/;
/** How far before the first name the civility may stand. */
const CIVILITY_REACH = 12;
/** Only a conjunction or a comma between two names of the list. */
const LIST_JOIN = /^\s*(?:,|,?\s*et)\s*$/;

/**
 * Whether the name at [index, …) goes on the list a plural civility opened before the previous
 * name ([previousIndex, previousEnd)), in the folded text.
 */
export function continuesPluralCivilityList(folded: string, previousIndex: number, previousEnd: number, index: number): boolean {
  if (!LIST_JOIN.test(folded.slice(previousEnd, index))) return false;
  // The name's mention may open on its civility ('mm. gerard x'), or the civility stands right before it.
  if (PLURAL_CIVILITY_OPENING.test(folded.slice(previousIndex, previousEnd))) return true;
  return PLURAL_CIVILITY_BEFORE.test(folded.slice(Math.max(0, previousIndex - CIVILITY_REACH), previousIndex));
}
