import { describe, expect, it } from 'vitest';
import { extractDirigeants } from '../../../kernel/normalise/extract-dirigeants.ts';

// A record of a function and its holders is read only where some colon of the notice closes a
// holder's label (extract-dirigeants.ts, speed only: the text is read at its colons). Each label
// below must still open the record. Made-up notices.
const record = (former: string, next: string): string =>
  `NOMINATION\nOMÉGA SERVICES\nSARL au capital de 1 000 000 F CFP\nRIDET 1 345 690.001\n\n– Fonction : Gérant\n${former}M. Jean KASARHÉROU\n${next}Mme Ana WAHETRA\n\nPour avis.`;

describe("a holders' record, read where a colon closes a holder's label", () => {
  it.each([
    ['the former and the new holder', 'Ancien titulaire : ', 'Nouveau titulaire : '],
    ['the sides, their colons set apart by spaces', 'Sortant      : ', 'Entrant      : '],
    ['before and after', 'Avant : ', 'Après : '],
    ["the officers' nouns", 'Ancien dirigeant : ', 'Nouveau dirigeant : '],
  ])('labelled by %s: the former holder leaves, the new one takes the function', (_, former, next) => {
    expect(extractDirigeants(record(former, next), { type: 'nomination', subjectRid: '1345690' })).toEqual([
      { nom: 'KASARHÉROU', prenoms: 'Jean', fonction: 'gérant', action: 'cessation' },
      { nom: 'WAHETRA', prenoms: 'Ana', fonction: 'gérant', action: 'nomination' },
    ]);
  });
});
