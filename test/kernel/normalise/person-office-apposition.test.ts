import { describe, expect, it } from 'vitest';
import { subjectOf } from './notice-helpers.ts';
import { withoutPersonOfficeAppositions } from '../../../kernel/normalise/person-office-apposition.ts';

// Made up (2026-12-07, eighteenth session, from clochetons hk18). An office named with its holder in
// apposition ('sur convocation de leur gérante, Mme X,') is the person's: it makes no third party of
// the company the sentence names after her, here the notice's own.
const SUBJECT = '1000009';

describe("an office whose holder is named right after it", () => {
  it("reads the company whose partners met, not the company a purpose's words name later", () => {
    const text =
      "TESTS TERROIR\nModification de l'objet social\n\nRéunis en assemblée générale extraordinaire le 2 février 2026 sur convocation de leur gérante, Mme Céline TESTARD, les associés de la société à responsabilité limitée TESTS TERROIR, au capital de 1 200 000 F CFP, dont le siège est à Nouméa, et qui est immatriculée au RIDET sous le n° 1 000 009.001, ont décidé d'étendre l'objet social à « la prise en location-gérance et l'achat de tous fonds de commerce de restauration », en vue de répondre à la consultation lancée par la société TESTS HÔTEL, SAS, RIDET 1 234 566.001.\nL'article 2 des statuts a été modifié en conséquence.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('blanks the office opened by its article or possessive, not one in apposition after another name', () => {
    const convened = 'sur convocation de leur gerante, mme celine testard, les associes de la societe x, ridet ';
    const blanked = withoutPersonOfficeAppositions(convened);
    expect(blanked).toHaveLength(convened.length);
    expect(blanked.replace(/\s+/g, ' ')).toBe('sur convocation de les associes de la societe x, ridet ');
    const listed = 'les mandats des administrateurs, m. gilles testard, president, mme jeanne teste et la societe y, sas, ridet ';
    expect(withoutPersonOfficeAppositions(listed)).toBe(listed);
  });

  it("keeps a representative's office that closes the first party, the next one joined by 'et'", () => {
    const text =
      "RENOUVELLEMENT DE LOCATION-GÉRANCE\n\nSuivant avenant du 28 octobre 2026, la société TESTS RELAIS, SARL, RIDET 1 000 009.001, représentée par sa gérante, Mme Odile TESTARD,\net la société TESTS RESTAURATION, SARL, RIDET 1 234 566.001,\nont renouvelé pour deux ans le contrat de location-gérance du fonds de commerce de restaurant exploité à Boulouparis.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("takes the party a business is entrusted to ('a confié à Mme X … l'exploitation') for the tenant", () => {
    const text =
      "LOCATION-GÉRANCE\n\nPar acte du 15 juin 2026, la société TESTS BEAUTÉ, SAS, RIDET 1 000 009.001, représentée par son président, M. Lionel TESTARD, a confié à Mme Soane TESTEUSE, entrepreneur individuel, RIDET 1 234 566.001, l'exploitation à titre de location-gérance du fonds de commerce de salon de coiffure exploité à Nouméa.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});
