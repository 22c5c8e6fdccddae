import { describe, expect, it } from 'vitest';
import { extractOfficers } from '../../../kernel/normalise/extract-dirigeants.ts';

// Made up (fourteenth session, from plinthes pi28). An office in apposition before its holder
// (court-officers.ts's APPOSED_ROLE_BEFORE), its appointing participle between (`la liquidatrice nommée
// par cette assemblée, Mme X`).
const officers = (text: string) =>
  extractOfficers(text, { type: 'dissolution', subjectName: 'KAORI BOIS', subjectRid: '1000009' }).dirigeants.map((d) => `${d.prenoms} ${d.nom} (${d.fonction})`);

describe('an office with its appointing participle before its holder', () => {
  it('gives the holder the office', () => {
    expect(officers("Suite à l'annonce de la dissolution anticipée de la société, il est précisé que la liquidatrice nommée par cette assemblée, Mme Rose WEA, demeurant à Nouméa, dispose des pouvoirs les plus étendus.")).toEqual(['Rose WEA (liquidateur)']);
  });

  it('still reads the office right before its holder', () => {
    expect(officers("Il est précisé que la liquidatrice, Mme Rose WEA, demeurant à Nouméa, dispose des pouvoirs les plus étendus.")).toEqual(['Rose WEA (liquidateur)']);
  });
});
