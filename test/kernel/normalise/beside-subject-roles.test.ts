import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { hostNamedAfterPreposition } from '../../../kernel/normalise/seat-host.ts';
import { subjectOf } from './notice-helpers.ts';

// Companies a notice names beside its subject by a role a reader does not doubt: the host that
// lends the new seat its address, the partners who sell or buy parts of the company. Every text is
// made up for this file; the identifiers below pass the check.
const SUBJECT = '1000009';
const SOLD = '5000005';
const HOST = '3000007';

describe('the host of a new seat', () => {
  it('reads the lessor of premises the new seat is sublet in as their host, the labelled company the subject', () => {
    const text =
      "TRANSFERT DE SIÈGE\n\nDénomination : ATELIER DES PALMES\nForme : société anonyme\nRIDET : 1 000 009.001\nNouveau siège : hangar n° 2, aérodrome de Magenta, 98800 Nouméa, dans des locaux sous-loués par la société BUREAUX DU CENTRE, SAS, RIDET 3 000 007.001, suivant convention du 2 novembre 2026\nDécision : conseil d'administration du 5 novembre 2026";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  // Made up (2026-12-07, eighteenth session, from clochetons hk13): the lease told by a relative clause.
  it('reads the company that sublets the premises in a relative clause as their host', () => {
    const text =
      "ATELIER DES PALMES\n\nPar décisions des associés du 31 août 2026, la société ATELIER DES PALMES, SAS au capital de 2 500 000 F CFP (RIDET n° 1000009/001), a transféré son siège social du 2, rue Jean Jaurès, 98800 Nouméa, au 5, rue de la Frégate Nivôse, 98800 Nouméa, dans des locaux que lui sous-loue la société BUREAUX DU CENTRE, SAS, immatriculée au RIDET sous le n° 3 000 007.001, à compter du 1er octobre 2026.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("reads the host printed as a form's new address, before the company's own labelled block", () => {
    const text =
      'MODIFICATION – TRANSFERT DE SIÈGE\n\nNouvelle adresse : c/o BUREAUX DU CENTRE, SAS, RIDET 3 000 007.001, immeuble Le Galion, 8 rue Jules Ferry, Nouméa\nSociété : ATELIER DES PALMES\nForme : SARL\nRIDET : 1 000 009.001\nDate d\'effet : 1er novembre 2026';
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('reads a domiciliation company telling the contract it signed with its client, an accountant signing', () => {
    const text =
      "TRANSFERT DE SIÈGE SOCIAL\n\nLa société BUREAUX DU CENTRE, SAS au capital de 2 000 000 F CFP, RIDET 3 000 007.001, agréée pour l'activité de domiciliation, fait savoir qu'elle a conclu le 2 novembre 2026 un contrat de domiciliation avec la société ATELIER DES PALMES, SARL, RIDET 1 000 009.001, qui transfère son siège social dans ses locaux, 8 rue Jules Ferry à Nouméa, à compter de ce jour.\n\nPour avis, CABINET LAGON CONSEIL, SARL d'expertise comptable, RIDET 4 000 006.001.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("reads the host's trade told as 'domiciliataire', the client's seat moved into its premises", () => {
    const text =
      "TRANSFERT DE SIÈGE\n\nESPACE AFFAIRES DU NORD, SARL au capital de 1 000 000 F CFP, domiciliataire agréé, RIDET 3 000 007.001, informe qu'en vertu d'une convention de domiciliation signée le 5 novembre 2026, la société TERRE ROUGE DISTRIBUTION, SAS, RIDET 1 000 009.001, a transféré son siège social dans ses locaux, 5 route territoriale à Koné.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("keeps a domiciliation company's own notice its own, alone or beside its président", () => {
    const own =
      'TRANSFERT DE SIÈGE\n\nBUREAUX DU CENTRE, SAS au capital de 2 000 000 F CFP, société de domiciliation, RIDET 3 000 007.001.\n\nPar décision du président du 3 novembre 2026, le siège social est transféré au 8 rue Jules Ferry à Nouméa.\n\nPour avis.';
    const withPresident =
      'AUGMENTATION DE CAPITAL\n\nESPACE AFFAIRES DU NORD, SAS, société de domiciliation, RIDET 3 000 007.001. Par décision du 4 novembre 2026, la présidente, la société HOLDING TAMANU, SARL, RIDET 2 000 008.001, a porté le capital à 2 000 000 F CFP.';
    expect(subjectOf(own)).toBe(HOST);
    expect(subjectOf(withPresident)).toBe(HOST);
  });
  it("never publishes the host named right after 'chez' when the moving company's own number is not read", () => {
    // The moving company prints no identifier the reader reads: the host's is the only one, and it is no subject.
    const telegraphic =
      'TRANSFERT DE SIÈGE – TAPISSERIE DU NORD, SARL – ancien : 4 rue Higginson, Nouméa – nouveau : chez SAS BUREAUX DU CENTRE (RIDET 3000007/001), 8 rue Jules Ferry, Nouméa – décision de la gérance du 4 novembre 2026';
    const prose =
      "AVIS DE TRANSFERT DE SIÈGE\nPar décision de son gérant du 4 novembre 2026, la société TAPISSERIE DU NORD, SARL, a transféré son siège social chez la société BUREAUX DU CENTRE, SAS, RIDET 3 000 007.001, 8 rue Jules Ferry, Nouméa.";
    expect(subjectOf(telegraphic)).toBe('ridet_absent');
    expect(subjectOf(prose)).toBe('ridet_absent');
  });

  it("reads no host in a person after 'chez' nor in a company whose address stands before the identifier", () => {
    // The identifier then closes the description of the company whose seat it is (seat-host.ts).
    const hostAt = (printed: string): boolean => hostNamedAfterPreposition(fold(printed), printed);
    expect(hostAt('TAPISSERIE DU NORD, SARL, dont le siège est désormais chez M. Paul KAPÉ, ')).toBe(false);
    expect(hostAt('TAPISSERIE DU NORD, SARL, siège : c/o BUREAUX DU CENTRE, 8 rue Jules Ferry, Nouméa, ')).toBe(false);
    expect(hostAt('nouveau : chez SAS BUREAUX DU CENTRE (')).toBe(true);
  });

  it("reads no host in a trade name that holds 'CHEZ'", () => {
    const text =
      "CESSION DE FONDS\nLa société SNACK CHEZ LOLO, SARL, RIDET 1 000 009.001, a vendu le 2 novembre 2026 à la société BURGERS DE L'ANSE, SAS, RIDET 3 000 007.001, son fonds de snack exploité 4 rue de Sébastopol, Nouméa.";
    expect(subjectOf(text)).toBe(SUBJECT);
    expect(hostNamedAfterPreposition(fold('transfere son siege social : CHEZ LOLO, SARL, '), 'transféré son siège social : CHEZ LOLO, SARL, ')).toBe(false);
  });
});

describe('the partners of a sale of parts', () => {
  it("reads the seller and the buyer of the parts 'qu'elle détenait dans la société' under a law firm's letterhead", () => {
    const text =
      "CABINET RÉCIF AVOCATS\nSELARL d'avocats – RIDET 4 000 006.001\n12, rue de Sébastopol, Nouméa\n\nMAISON DU TRESSAGE\nSARL au capital de 500 000 F CFP\nSiège : Koné\nRIDET 5 000 005.001\n\nCESSION DE PARTS SOCIALES\n\nPar acte sous seing privé du 5 octobre 2026, la société KAORI INVEST, SAS, RIDET 1 000 009.001, a cédé à la société NIAOULI PARTICIPATIONS, SARL, RIDET 2 000 008.001, l'intégralité des parts qu'elle détenait dans la société.\n\nPour avis, le cabinet.";
    expect(subjectOf(text)).toBe(SOLD);
  });

  it('reads the buyer telling its purchase of the shares the seller held, under an accountants\' letterhead', () => {
    const text =
      "SOCIÉTÉ D'EXPERTISE LAGON CHIFFRES\nExperts-comptables associés – RIDET 4 000 006.001\n\nFILETS ET CORDAGES DU SUD\nSAS au capital de 2 000 000 F CFP – RIDET 5 000 005.001\n\nCESSION D'ACTIONS\n\nSuivant ordre de mouvement du 3 octobre 2026, la société HOLDING TAMANU, SARL, siège à Nouméa, RIDET 2 000 008.001, a acquis de la société PLAGE INVEST, SAS, siège au Mont-Dore, RIDET 1 000 009.001, la totalité des actions que cette dernière détenait dans la société.\n\nPour avis.";
    expect(subjectOf(text)).toBe(SOLD);
  });

  it('never publishes under a partner or the drafting firm when the sold company prints no identifier', () => {
    const text =
      "CABINET RÉCIF AVOCATS\nSELARL d'avocats – RIDET 4 000 006.001\n\nCESSION DE PARTS\n\nPar acte du 8 octobre 2026, la société PLAGE INVEST, SARL, RIDET 1 000 009.001, a cédé à la société HOLDING TAMANU, SAS, RIDET 2 000 008.001, les parts qu'elle détenait dans la SARL CORAIL BLEU, siège à Bourail.\n\nPour avis, le cabinet.";
    expect(subjectOf(text)).not.toMatch(/^\d/);
  });
});

describe('two companies no role tells apart', () => {
  it('stays quarantined', () => {
    const text =
      'AVIS\n\nLa société KAORI INVEST, SAS, RIDET 1 000 009.001, et la société NIAOULI PARTICIPATIONS, SARL, RIDET 2 000 008.001, ont signé le 4 octobre 2026 un protocole. Le siège social est transféré au 3 rue Higginson, Nouméa.';
    expect(subjectOf(text)).toBe('sujet_ambigu');
  });
});

// Made up (sixteenth session, from coupoles uk39). The notice's company named bare, its registration
// told after an office held in it, other companies identified before.
describe("'la société, laquelle est immatriculée au RIDET sous le n° …' after an office", () => {
  it('is the notice’s own company, not a company the officer holds an office in', () => {
    const text = (registration: string): string =>
      `KAZ TEST\n\nL'assemblée des associés de la société KAZ TEST, société par actions simplifiée, réunie le 7 septembre 2026, a nommé en qualité de directeur général la société ESSAIS GESTION, SARL, RIDET 2 000 008.001, représentée par sa gérante, Mme Ana TESTARD.\nLa même assemblée a renouvelé le mandat de commissaire aux comptes titulaire de la SARL AUDIT DES TESTS, RIDET 3 000 007.001.\nMme Léa EXEMPLE demeure présidente de la société, ${registration} 1 000 009.001.\n\nPour avis, la présidente.`;
    expect(subjectOf(text('laquelle est immatriculée au RIDET sous le n°'))).toBe('1000009');
    expect(subjectOf(text('immatriculée au RIDET sous le n°'))).toBe('1000009');
  });
});
