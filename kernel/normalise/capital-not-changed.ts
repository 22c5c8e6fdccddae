/**
 * A capital the notice says its company did not change, told with the verb rather than the noun
 * ('la société absorbante n'a pas augmenté son capital', 'sans augmenter son capital', 'n'ayant pas
 * modifié le capital'): no evidence of a capital operation. A simplified merger into the company that
 * holds every share is told so, and its only change of record is the absorbed company's dissolution.
 * Folded text; the noun forms ('sans augmentation de capital') are classify.ts's NEGATED_CAPITAL.
 */
export const CAPITAL_NOT_CHANGED =
  /\b(?:(?:n'a|n'ont|n'avait|n'avaient|n'ayant|ne sera|n'a ete|n'est)\s+(?:donc\s+|ainsi\s+)?(?:pas|point|aucunement)\s+(?:ete\s+)?|sans\s+)(?:augmente|augmenter|reduit|reduire|modifie|modifier)e?\s+(?:son|le|leur)\s+capital(?:\s+social)?\b/g;
