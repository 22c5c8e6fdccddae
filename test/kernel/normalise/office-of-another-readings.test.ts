import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Made-up notices: every company, person and number here is invented for the wording it shows. A
// company that holds an office, an audit mandate or a share of the notice's company is told so
// around its identifier; the notice is the other company's (office-of-another.ts).

describe('a company told as holding an office of the notice’s company', () => {
  it('reads the company appointed by the verb after its own description and representative as a third party', () => {
    const text = [
      'TARO PRODUCTIONS',
      'SARL au capital de 500 000 F CFP',
      'Siège : Bourail',
      'RIDET 1 111 111.001',
      "Aux termes d'une décision collective du 1er août 2031, la société NAUTILE GESTION, SAS au capital de 1 000 000 F CFP, dont le siège est à Nouméa, RIDET 4 444 444.001, représentée par sa présidente, Mme Léa Pouyé, a été nommée gérante pour une durée illimitée.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'TARO PRODUCTIONS', 'SARL', '1111111001', '2031-08-01']);
  });

  it('reads the firm designated auditor by a present-tense verb as a third party', () => {
    const text = [
      'ATELIERS DE DUCOS',
      'SAS au capital de 20 000 000 F CFP',
      'Siège : 7, rue Dolbeau, Ducos, Nouméa',
      'RIDET 1 111 111.001',
      'Par décision collective des associés du 4 juillet 2031, le cabinet RÉCIF EXPERTISE, SARL au capital de 2 000 000 F CFP, RIDET 3 333 333.001, est désigné commissaire aux comptes suppléant en remplacement de M. Gilles Naoutchoue.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'ATELIERS DE DUCOS', 'SAS', '1111111001', '2031-07-04']);
  });

  it('reads the company named after the appointment’s noun, the office first, as the one appointed', () => {
    const text = [
      'TARO PRODUCTIONS – SARL au capital de 500 000 F CFP – Bourail – RIDET 1 111 111.001',
      'Assemblée du 1er août 2031 : désignation en qualité de commissaire aux comptes titulaire de la société AUDIT DU NORD, SARL, RIDET 5 555 555.001.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'TARO PRODUCTIONS', 'SARL', '1111111001', '2031-08-01']);
  });

  it('reads a company listed under the office’s label as one of the office’s holders', () => {
    const text = [
      'BANQUE DU LAGON – SA au capital de 800 000 000 F CFP – RIDET 1 111 111.001',
      "Renouvellement des mandats d'administrateurs par l'AGO du 20 juin 2031.",
      'Administrateurs renouvelés :',
      '- la société CAPRICORNE PARTICIPATIONS, SA, RIDET 2 222 222.001, représentée par Mme Sylvie Hnaeje ;',
      '- M. Paul Wetta.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'BANQUE DU LAGON', 'SA', '1111111001', '2031-06-20']);
  });
});

describe('companies told as partners of the notice’s company', () => {
  it('reads the company the listed partners are partners of as the subject of their decision', () => {
    const text =
      'La société CORAIL HOLDING, SAS, RIDET 6 666 666.001, et la société ÉTOILE DU SUD, SA, RIDET 7 777 777.001, toutes deux associées de la société PIROGUE LOGISTIQUE, SARL au capital de 3 000 000 F CFP, dont le siège est à Nouméa, RIDET 1 111 111.001, ont décidé le 2 mars 2031 de transférer le siège social au 5, rue Taragnat, Nouméa.';
    expect(identityOf(text)).toEqual(['siege', 'PIROGUE LOGISTIQUE', 'SARL', '1111111001', '2031-03-02']);
  });

  it('reads the same with the partners’ names bare and the appointment they make', () => {
    const text = [
      'Les sociétés CORAIL HOLDING, SAS, RIDET 6 666 666.001, et TAMANOU FINANCES, SA, RIDET 7 777 777.001, associées de la société PIROGUE LOGISTIQUE, SAS au capital de 3 000 000 F CFP, siège 4 rue Duquesne, Nouméa, RIDET 1 111 111.001, ont, par décision unanime du 15 mars 2031, nommé M. Yves Hnawia en qualité de président en remplacement de M. Luc Ouetcho.',
      'Pour avis.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'PIROGUE LOGISTIQUE', 'SAS', '1111111001', '2031-03-15']);
  });
});

describe('partners told by their noun alone, the company they are partners of unnamed after it', () => {
  it('reads two partner companies set apart as the only partners, the company heading the notice the subject', () => {
    const text =
      "SNC TABAC DU PORT\nSociété en nom collectif – Nouméa\nRIDET 1 111 111.001\n\nTAMANOU FINANCES (RIDET 7 777 777.001) et CORAIL HOLDING (RIDET 6 666 666.001), seules associées, ont convenu le 2 mars 2031 de la cession par la première à la seconde de 100 parts sociales.";
    expect(identityOf(text)).toEqual(['cession', 'TABAC DU PORT', 'SNC', '1111111001', '2031-03-02']);
  });

  it('reads a sole partner company deciding, named in apposition, the decided company identified after it', () => {
    const text =
      "La société CORAIL HOLDING, SAS, RIDET 6 666 666.001, associée unique, a décidé le 2 mars 2031 de transférer le siège social de la société PIROGUE LOGISTIQUE, SARL, RIDET 1 111 111.001, au 5, rue Taragnat, Nouméa.";
    expect(identityOf(text)).toEqual(['siege', 'PIROGUE LOGISTIQUE', 'SARL', '1111111001', '2031-03-02']);
  });
});

describe('where a company’s role is not told, or it is the subject of its own event', () => {
  it('keeps quarantining two name blocks over a decision that names neither', () => {
    const text = ['PIROGUE LOGISTIQUE, SARL, RIDET 1 111 111.001', 'ÉTOILE DU SUD, SA, RIDET 7 777 777.001', 'Par décisions du 2 mars 2031, le siège social est transféré au 5, rue Taragnat, Nouméa.'].join('\n');
    expect(identityOf(text)).toBe('sujet_ambigu');
  });

  it('reads the appointed company’s own notice under its name block, its appointment elsewhere told beside', () => {
    const text = [
      'NAUTILE GESTION',
      'SAS au capital de 1 000 000 F CFP',
      'Siège : 3, rue Guynemer, Nouméa',
      'RIDET 4 444 444.001',
      "Par décisions du 1er août 2031, l'associée unique a décidé de transférer le siège social au 9, avenue James Cook, Nouméa. La société NAUTILE GESTION, RIDET 4 444 444.001, a par ailleurs été nommée gérante de la société TARO PRODUCTIONS, SARL.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'NAUTILE GESTION', 'SAS', '4444444001', '2031-08-01']);
  });

  it('reads a holding’s own capital increase as its own, the subsidiary it holds named after', () => {
    const text = [
      'CORAIL HOLDING',
      'SAS au capital de 10 000 000 F CFP',
      'Siège : 4, rue Duquesne, Nouméa',
      'RIDET 6 666 666.001',
      "Par décisions du 15 mars 2031, l'associé unique a décidé d'augmenter le capital de 2 000 000 F CFP pour le porter à 12 000 000 F CFP. La société détient 100 % des parts de la SARL PIROGUE LOGISTIQUE, RIDET 1 111 111.001.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'CORAIL HOLDING', 'SAS', '6666666001', '2031-03-15']);
  });

  it('does not read an office renewed in the company described before its manager as a company’s office', () => {
    const text = [
      'TARO PRODUCTIONS',
      'SARL au capital de 500 000 F CFP',
      'RIDET 1 111 111.001',
      'La société TARO PRODUCTIONS, RIDET 1 111 111.001, dont le gérant est renouvelé dans ses fonctions de gérant, informe que son siège est transféré le 2 mars 2031 au 5, rue Taragnat, Nouméa.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'TARO PRODUCTIONS', 'SARL', '1111111001', '2031-03-02']);
  });
});
