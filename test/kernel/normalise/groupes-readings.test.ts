import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Readings a blind group of notices about groups of companies showed missing
// (test/kernel/normalise/groupes): a merger of three told in an absorbed company's own notice, the
// other absorbed company named after it with 'ainsi que'. Every text here is made up for the rule
// it names.

const read = (text: string): unknown => identityOf(text, 'Q1');

const absorbedNotice = (objects: string): string =>
  `Publié le 4 mars 2026\n\nKAZ UN – SARL au capital de 1 000 000 F CFP – Nouméa\nRIDET : 1000001.001\n\nDissolution sans liquidation par voie de fusion\n\nLa société KAZ MÈRE (RIDET 2000002.001) a absorbé ${objects}, suivant décision de son assemblée générale extraordinaire du 20 février 2026. En conséquence, KAZ UN est dissoute sans liquidation à cette date.\n\nPour avis.`;

describe('a further company absorbed in the same merger, named after the first with ‘ainsi que’', () => {
  it('leaves the absorbed company whose notice it is as the subject, its identifier in the heading', () => {
    const notice = absorbedNotice('la société KAZ UN, ainsi que la société KAZ DEUX (RIDET 3000003.001)');
    expect(read(notice)).toEqual(['dissolution', 'KAZ UN', 'SARL', '1000001001', '2026-03-04']);
  });

  it('still reads the absorbing company’s capital notice that lists two absorbed companies', () => {
    const text =
      "AUGMENTATION DE CAPITAL PAR FUSION\n\nL'assemblée générale extraordinaire du 20 février 2026 a approuvé la fusion par laquelle la société KAZ MÈRE, SAS, RIDET 2 000 002.001, a absorbé la société KAZ UN, RIDET 1 000 001.001, ainsi que la société KAZ DEUX, RIDET 3 000 003.001, et augmenté son capital de 4 000 000 F CFP.\nLe président, M. Paul EXEMPLE.";
    expect(read(text)).toEqual(['capital', 'KAZ MÈRE', 'SAS', '2000002001', '2026-02-20']);
  });
});

describe('the companies a notice lists as its group’s other members', () => {
  const FORMATION = ['nomination', 'KAZ FORMATION', 'SAS', '1000001001', '2026-03-04'];
  const withFooter = (footer: string): string =>
    `KAZ FORMATION\nSociété par actions simplifiée au capital de 1 000 000 F CFP\nSiège social : 3, rue Exemple, Nouméa\nRIDET : 1000001.001\n\nCHANGEMENT DE PRÉSIDENT\n\nPar décision de l'associée unique du 4 mars 2026, Mme Anne EXEMPLE a été nommée présidente en remplacement de M. Paul EXEMPLE, démissionnaire.\n\nPour avis.\n\n—\n${footer}`;

  it('are third parties after ‘est une société du groupe Y :’', () => {
    expect(read(withFooter('KAZ FORMATION est une société du groupe KAZ : KAZ CONSEIL (RIDET 2000002.001), KAZ INTÉRIM (RIDET 3000003.001).'))).toEqual(FORMATION);
  });

  it('are third parties after ‘Autres sociétés du groupe :’', () => {
    expect(read(withFooter('Autres sociétés du groupe : KAZ CONSEIL (RIDET 2000002.001), KAZ INTÉRIM (RIDET 3000003.001).'))).toEqual(FORMATION);
  });
});

describe('a groupement’s name opened by GIE', () => {
  const body = 'Objet : achats en commun.\nSiège : 1, rue Exemple, Bourail.\nAdministrateur unique : M. Paul EXEMPLE.\nLe groupement a été immatriculé sous le n° RIDET 1000001/001.\n\nContrat constitutif du 3 mars 2026.\n';

  it('keeps the word in the name when it opens the Dénomination label’s value', () => {
    expect(read(`AVIS DE CONSTITUTION D'UN GROUPEMENT D'INTÉRÊT ÉCONOMIQUE\n\nDénomination : GIE TRANSPORTS EXEMPLE\n${body}`)).toEqual(['creation', 'GIE TRANSPORTS EXEMPLE', 'GIE', '1000001001', '2026-03-03']);
  });

  it('leaves the word out when it opens the heading line, as a form before the name (docs/reader-history.md, "Names the fitted score need not doubt")', () => {
    expect(read(`GIE TRANSPORTS EXEMPLE\nGroupement d'intérêt économique\nSiège : 1, rue Exemple, Bourail\nRIDET 1 000 001.001\n\nL'assemblée des membres du 3 mars 2026 a nommé M. Paul EXEMPLE administrateur unique, en remplacement de M. Luc TIERS.\n`)).toEqual(['nomination', 'TRANSPORTS EXEMPLE', 'GIE', '1000001001', '2026-03-03']);
  });

  it('leaves the word out after a party’s label, as after a sentence’s article', () => {
    expect(read(`AVIS DE NOMINATION\n\nL'assemblée des membres du 3 mars 2026 a nommé M. Paul EXEMPLE administrateur unique, en remplacement de M. Luc TIERS.\n\nGroupement concerné : GIE TRANSPORTS EXEMPLE, 1, rue Exemple, Bourail, RIDET 1 000 001.001.\n`)).toEqual(['nomination', 'TRANSPORTS EXEMPLE', 'GIE', '1000001001', '2026-03-03']);
  });

  it('leaves the word out before a quoted name, and a company form before a name is still the form', () => {
    expect(read(`GIE « TRANSPORTS EXEMPLE »\n(groupement d'intérêt économique)\nRIDET 1000001.001 — siège : 1, rue Exemple, Bourail\n\nL'assemblée des membres du 3 mars 2026 a nommé M. Paul EXEMPLE administrateur unique, en remplacement de M. Luc TIERS.\n`)).toEqual(['nomination', 'TRANSPORTS EXEMPLE', 'GIE', '1000001001', '2026-03-03']);
    expect(read(`AVIS DE CONSTITUTION\n\nDénomination : SARL TRANSPORTS EXEMPLE\nForme : SARL au capital de 1 000 000 F CFP\nSiège : 1, rue Exemple, Bourail.\nGérant : M. Paul EXEMPLE.\nRIDET 1000001/001.\n\nStatuts du 3 mars 2026.\n`)).toEqual(['creation', 'TRANSPORTS EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
  });
});
