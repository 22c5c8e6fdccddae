import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { identityOf } from './notice-helpers.ts';

// Readings a blind group of a daily's legal pages showed missing (test/kernel/normalise/gazettes):
// the firm a card says sent the notice in, an auditor appointed 'en qualité de', a small ad's
// abbreviated change of name and appointment. Every text here is made up for the rule it names.

describe("the firm a card names on its 'Transmis par :' line", () => {
  it('is the one that sends the notice in, not the company of the card', () => {
    const text =
      "KAZ JOURNAL – édition numérique du 09/03/2026\n\nANNONCE LÉGALE – MODIFICATION DU CAPITAL\nSociété : KAZ SALAISONS\nForme : SARL\nSiège : 1, rue Exemple, 98890 Païta\nRIDET : 1 000 001.001\nCapital avant : 6 000 000 F CFP\nCapital après : 2 500 000 F CFP\nNature : réduction de capital motivée par des pertes\nDécision : AGE du 3 mars 2026\nGérance : Mme Anne EXEMPLE, gérante\nTransmis par : KAZ COMPTA, RIDET 2 000 002.001";
    expect(identityOf(text)).toEqual(['capital', 'KAZ SALAISONS', 'SARL', '1000001001', '2026-03-09']);
  });
});

describe('a dot leader followed by the label’s own colon', () => {
  it('is read as one colon: the name and the officers under their labels', () => {
    const text =
      "AVIS DE CONSTITUTION\n\nStatuts sous seing privé du 3 mars 2026.\nDénomination ................ : KAZ AÉRO\nForme ....................... : SAS\nCapital ..................... : 5 000 000 F CFP\nSiège ....................... : 1, rue Exemple, 98800 Nouméa\nActe ........................ : ASSP du 3 mars 2026\nPrésident ................... : M. Paul EXEMPLE\nN° RIDET .................... : 1 000 001.001";
    const [result] = parseNoticeTexts(text, { reference: 't' });
    expect(result?.ok ? [result.notice.denomination, result.notice.dirigeants.map((d) => `${d.prenoms} ${d.nom} ${d.fonction}`)] : result?.quarantine.reason).toEqual(['KAZ AÉRO', ['Paul EXEMPLE président']]);
  });
});

describe("a company appointed 'en qualité de' an office, right after its identifier", () => {
  it('holds that office: the notice is the company whose auditor it becomes', () => {
    const text =
      "NOMINATION DE COMMISSAIRES AUX COMPTES\n\nKAZ TRANSPORTS\nSARL au capital de 15 000 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\nRIDET n° 1 000 001.001\n\nL'assemblée générale ordinaire du 3 mars 2026 a nommé, pour six exercices, la société KAZ AUDIT, SELARL, RIDET 2 000 002.001, en qualité de commissaire aux comptes titulaire, et M. Paul EXEMPLE en qualité de commissaire aux comptes suppléant.";
    expect(identityOf(text)).toEqual(['nomination', 'KAZ TRANSPORTS', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a small ad’s abbreviated change of name', () => {
  const ad =
    'KAZ JOURNAL – Mardi 10 mars 2026 – p. 24\n\nMODIF. DÉNOM. – SARL au cap. de 500 000 F. RIDET 1 000 001 001. Siège : 1, rue Exemple, 98800 Nouméa. Anc. dén. : KAZ TAXI. Nouv. dén. : KAZ NAVETTES. AGE du 03/03/26. Art. 3 modif. Gér. : M. Paul EXEMPLE.';

  it("is a change of the articles under the name after 'Nouv. dén. :'", () => {
    expect(identityOf(ad)).toEqual(['statuts', 'KAZ NAVETTES', 'SARL', '1000001001', '2026-03-10']);
  });

  it("is a change of the articles by its title 'MODIF. DÉNOM.' alone", () => {
    const text = 'KAZ JOURNAL – Mardi 10 mars 2026 – p. 24\n\nMODIF. DÉNOM. – KAZ NAVETTES, SARL au cap. de 500 000 F. RIDET 1 000 001.001. Siège : 1, rue Exemple, 98800 Nouméa. AGE du 03/03/26. Art. 3 modif. Gér. : M. Paul EXEMPLE.';
    expect(identityOf(text)).toEqual(['statuts', 'KAZ NAVETTES', 'SARL', '1000001001', '2026-03-10']);
  });

  it("records the name after 'Anc. dén. :' as the former one", () => {
    const [result] = parseNoticeTexts(ad, { reference: 't' });
    expect(result?.ok ? [result.notice.ancienne_denomination, result.notice.nouvelle_denomination] : null).toEqual(['KAZ TAXI', 'KAZ NAVETTES']);
  });
});

describe("a small ad's abbreviated appointment as its title", () => {
  it("reads the company after 'NOM. CO-GÉR. –' as the notice's name", () => {
    const text =
      'KAZ JOURNAL – Lundi 9 mars 2026 – Annonces légales – 28\n\nNOM. CO-GÉR. – KAZ OPTIQUE, SARL au cap. de 1 200 000 F. RIDET 1 000 001.001. AGO du 03/03/26 : nom. de Mme Anne EXEMPLE en qual. de co-gér. aux côtés de M. Paul EXEMPLE, gér.';
    expect(identityOf(text)).toEqual(['nomination', 'KAZ OPTIQUE', 'SARL', '1000001001', '2026-03-09']);
  });
});

describe('two columns a bar rules apart, as a PDF’s extraction prints them', () => {
  const columns = [
    'KAZ JOURNAL n° 12 – 12 mars 2026          PUBLICATIONS LÉGALES          page 35',
    'RÉDUCTION DE CAPITAL       |  Suivant décision de l’associé',
    '                           |  unique du trois mars deux',
    'Société : KAZ VOYAGES DES  |  mille vingt-six, le capital a',
    'ÎLES                       |  été réduit de 3 000 000 F CFP',
    'EURL au capital de         |  à 1 200 000 F CFP par voie de',
    '1 200 000 F CFP            |  rachat de parts. Gérante :',
    'RIDET 1 000 001.001        |  Mme Anne EXEMPLE.',
  ].join('\n');

  it('are read left column then right one: the title, the company’s block, then the decision', () => {
    expect(identityOf(columns)).toEqual(['capital', 'KAZ VOYAGES DES ÎLES', 'EURL', '1000001001', '2026-03-12']);
  });
});

describe('parts bought back as the means of a capital reduction', () => {
  it('is no sale of parts', () => {
    const text =
      "KAZ BOIS\nSARL au capital de 1 200 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\nRIDET 1 000 001.001\n\nSuivant décision de l'assemblée générale extraordinaire du 3 mars 2026, le capital a été réduit de 3 000 000 F CFP à 1 200 000 F CFP par voie de rachat de parts.\nGérant : M. Paul EXEMPLE.";
    expect(identityOf(text)).toEqual(['capital', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });
});
