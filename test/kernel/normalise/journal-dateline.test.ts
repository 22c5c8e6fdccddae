import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/index.ts';

const BODY = `SARL PAPAYE ROUGE, RIDET 1 456 790.001\nAux termes d'une assemblée générale du 28 septembre 2026, le siège a été transféré.`;

describe("a masthead line of items split by dashes", () => {
  it("reads the issue's date after its number, its digits grouped ('N° 10 962 du jeudi 19 novembre 2026')", () => {
    expect(findPublicationDate(`JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE – N° 10 962 du jeudi 19 novembre 2026 – Publications légales\n\n${BODY}`)).toBe('2026-11-19');
  });

  it("reads it whatever the paper's name when an item is the issue's number or the legal notices' rubric", () => {
    expect(findPublicationDate(`LE TESTEUR – hebdomadaire des îles du Sud et du Nord – n° 409 – jeudi 15 octobre 2026 – Annonces légales\n\n${BODY}`)).toBe('2026-10-15');
    expect(findPublicationDate(`LE TESTEUR – hebdomadaire des îles du Sud et du Nord – page 4 – jeudi 15 octobre 2026 – rubrique du jour\n\n${BODY}`)).toBeNull();
  });

  it("reads a masthead whose rubric is the page's corrections, not a rectificatif's citation", () => {
    expect(findPublicationDate(`LNC – jeudi 19 novembre 2026 – Rectificatifs\n\n${BODY}`)).toBe('2026-11-19');
    // (2026-12-07, thirteenth session, from acroteres ay31) The rubric with its noun.
    expect(findPublicationDate(`Actu NC – jeudi 4 juin 2026 – Avis rectificatifs\n\n${BODY}`)).toBe('2026-06-04');
    expect(findPublicationDate(`LNC – jeudi 19 novembre 2026 – Rectificatif à l'annonce parue le 5 novembre\n\n${BODY}`)).toBeNull();
  });

  it('reads such a running line anywhere between the columns of a notice', () => {
    expect(findPublicationDate(`AVIS DE TRANSFERT\n${BODY}\nles associés ont décidé\n\nLes Nouvelles Calédoniennes — Annonces légales — Samedi 27 juin 2026\n\nde transférer le siège.\nPour avis.\nLe gérant.`)).toBe('2026-06-27');
  });

  it("reads a one-line notice's opening banner whose weekday stands apart before its date", () => {
    expect(findPublicationDate('Le Pays – lun. 16 nov. 2026 – FUSION : SARL TEST (RIDET 1456790.001) absorbe SARL AUTRE ; cap. porté à 6 200 000 F. AGE 30/10/26.')).toBe('2026-11-16');
  });
});

