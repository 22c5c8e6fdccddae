/**
 * The gender a person's civility tells, for the readings that accept an office only when a
 * participle or a pronoun agrees with the person named ('Mme X … s'est nommée', 'M. X … Il en est
 * le gérant'). A name printed without civility tells nothing. Reads folded text.
 */
const CIVILITY_GENDER = /^(?:(m\.|monsieur\b|mr\b\.?)|(mme\b|madame\b|mlle\b|melle\b|mademoiselle\b|mrs\b\.?|ms\b\.?|miss\b))/;

export type CivilityGender = 'feminine' | 'masculine';

/** The gender of the civility `mention` opens with, or null without one. */
export function civilityGender(mention: string): CivilityGender | null {
  const m = CIVILITY_GENDER.exec(mention);
  if (!m) return null;
  return m[1] !== undefined ? 'masculine' : 'feminine';
}
