/** The kinds of items of a JONC issue and its sections, in print order. */
export type ItemType = 'ACTE' | 'PUBLICATION_LEGALE' | 'ASSOCIATION_FONDATION';

export type SectionTitle =
  | 'ACTES DU GOUVERNEMENT'
  | 'PROVINCES'
  | 'AVIS ET COMMUNICATIONS'
  | 'PUBLICATIONS LÉGALES'
  | 'DÉCLARATIONS D’ASSOCIATIONS';

export const SECTION_ORDER: readonly SectionTitle[] = [
  'ACTES DU GOUVERNEMENT',
  'PROVINCES',
  'AVIS ET COMMUNICATIONS',
  'PUBLICATIONS LÉGALES',
  'DÉCLARATIONS D’ASSOCIATIONS',
];
