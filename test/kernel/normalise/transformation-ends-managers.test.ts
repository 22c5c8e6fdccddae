import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A company transformed into a société par actions simplifiée has no gérant any more: the
// managers' office ended with the former form, whoever holds the new offices. Made-up notices.

const officers = (text: string): string[] => officersOf(noticeOf(text, { publicationDate: '2026-08-20' }));

describe('a transformation into a company run by a président', () => {
  it('ends the former gérant’s office told in the past', () => {
    expect(
      officers(`KAORI BOIS
Société à responsabilité limitée transformée en société par actions simplifiée
RIDET 1 000 009.001

L'assemblée générale extraordinaire du 31 juillet 2026 a décidé la transformation de la société en société par actions simplifiée.
Sous sa forme ancienne, la société était gérée par M. Paul WEA, gérant.
Sous sa forme nouvelle, la société est dirigée par :
Président : M. Paul WEA ;
Directeur général : Mme Rose KALOÏ.`),
    ).toEqual(['Paul WEA (président)', 'Rose KALOÏ (directeur général)']);
  });

  it('ends it where a compositor prints the forms with an arrow', () => {
    expect(officers('MUT. FME — KAORI BOIS — RIDET 1000009.001 — AGE 7.09.26 : Fm. SARL→SAS ; Gt. M. Paul WEA quitte ses fonctions ; Pst. M. Paul WEA.')).toEqual(['Paul WEA (président)']);
  });
});
