import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/index.ts';
import { identityOf } from './notice-helpers.ts';

// Readings a blind group of notices dated as outlets print them showed missing (tampons): a person
// who sells his parts in the company the header identifies, an auditor appointed with its seat
// between its identifier and its capacity, a board's 'Posté :' stamp and an issue's number before a
// comma. Every text here is made up for the rule it names.

describe('the company whose parts a person sells', () => {
  it('is the header\'s company, though "qu\'il détenait dans la société" follows its identifier', () => {
    const text =
      'CESSION DE PARTS SOCIALES\nVERGERS DE TIARE\nSARL au capital de 500 000 F CFP\nSiège : 4 rue des Flamboyants, 98860 Koné\nRIDET 1000009.001\nSuivant acte sous seing privé du 3 novembre 2026, M. Paul WEA a cédé les 50 parts sociales qu\'il détenait dans la société à Mme Rose KAMO.\nPour avis.';
    expect(identityOf(text)).toEqual(['cession', 'VERGERS DE TIARE', 'SARL', '1000009001', '2026-11-03']);
  });
});

describe('an auditor appointed with its seat before its capacity', () => {
  it('is a third party, and the labelled company the subject, whatever words its own name holds ("EST")', () => {
    const text =
      "NOMINATION D'UN COMMISSAIRE AUX COMPTES\nSociété : VERGERS DE TIARE\nForme : SAS au capital de 5 000 000 F CFP\nSiège : 4 rue des Flamboyants, 98860 Koné\nRIDET : 1 000 009.001\nL'assemblée générale ordinaire du 3 novembre 2026 a nommé la SARL AUDIT EST CALÉDONIE, RIDET 1 000 017.001, dont le siège est à Nouméa, en qualité de commissaire aux comptes titulaire, pour six exercices, soit jusqu'à l'assemblée statuant sur les comptes de l'exercice clos le 31 décembre 2031.\nPrésident : M. Paul WEA.";
    expect(identityOf(text)).toEqual(['nomination', 'VERGERS DE TIARE', 'SAS', '1000009001', '2026-11-03']);
  });
});

describe("an outlet's date beside its label or its issue", () => {
  const BODY = 'TRANSFERT DE SIÈGE SOCIAL\nVERGERS DE TIARE, SARL, RIDET 1 000 009.001. Par décision du gérant du 2 novembre 2026, le siège est transféré à Koné.';

  it("reads a board's 'Posté :' stamp with its time of day", () => {
    expect(findPublicationDate(`Héron Annonces — Modifications\nPosté : 12/11/2026 à 09h12\n\n${BODY}`)).toBe('2026-11-12');
  });

  it("reads a footer whose issue's number stands before a comma", () => {
    expect(findPublicationDate(`${BODY}\n— Le Courrier du Col, n° 96, jeudi 12 novembre 2026, p. 6 —`)).toBe('2026-11-12');
  });
});
