import { foldName } from './search-options.ts';

/**
 * The 33 communes of New Caledonia, as they are written (accented, with their article). The list
 * is fixed by law; a siège is placed in one of them by its text (communeOf).
 */
export const COMMUNES = [
  'Bélep', 'Boulouparis', 'Bourail', 'Canala', 'Dumbéa', 'Farino', 'Hienghène', 'Houaïlou',
  "L'Île-des-Pins", 'Kaala-Gomen', 'Koné', 'Kouaoua', 'Koumac', 'La Foa', 'Lifou', 'Maré',
  'Moindou', 'Le Mont-Dore', 'Nouméa', 'Ouégoa', 'Ouvéa', 'Païta', 'Poindimié', 'Ponérihouen',
  'Pouébo', 'Pouembout', 'Poum', 'Poya', 'Sarraméa', 'Thio', 'Touho', 'Voh', 'Yaté',
] as const;

export type Commune = (typeof COMMUNES)[number];

/**
 * Folded forms (accents, case and punctuation dropped, as names are folded for search) to the
 * commune. The article of "Le Mont-Dore" and "L'Île-des-Pins" is often left out in addresses.
 */
export const COMMUNE_BY_FOLDED: ReadonlyMap<string, Commune> = new Map(
  COMMUNES.flatMap((commune): Array<[string, Commune]> => {
    const folded = foldName(commune);
    // "Foa" alone is not the commune: only "La Foa" loses nothing.
    const bare = commune === 'La Foa' ? folded : folded.replace(/^(?:le|l) /, '');
    return [[folded, commune], [bare, commune]];
  }),
);

const LONGEST = Math.max(...[...COMMUNE_BY_FOLDED.keys()].map((k) => k.split(' ').length));

/**
 * The commune of a siège: the last commune named in its text (an address ends with its postcode
 * and commune; a street may carry another commune's name before it), null when none is.
 */
export function communeOf(siege: string | null): Commune | null {
  if (siege === null) return null;
  const words = foldName(siege).split(' ');
  for (let end = words.length; end > 0; end--) {
    // Longest first at each end position: "le mont dore" before "mont dore".
    for (let size = Math.min(LONGEST, end); size > 0; size--) {
      const found = COMMUNE_BY_FOLDED.get(words.slice(end - size, end).join(' '));
      if (found) return found;
    }
  }
  return null;
}
