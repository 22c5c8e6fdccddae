import { describe, expect, it } from 'vitest';
import { classifyNotice, findActDate } from '../../../kernel/normalise/index.ts';
import { formBesideName } from '../../../kernel/normalise/form-beside-name.ts';
import { chairOffice } from '../../../kernel/normalise/meeting-chair.ts';
import { headerColumnsApart, jsonPayloadReading } from '../../../kernel/normalise/layout/index.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of decisions of general meetings, partners and boards showed missing
// (test/kernel/normalise/assemblees): a raw JSON item whose text sits beside only an id and a
// title, a deed that contains a meeting's minutes, a header block in two columns, a form's words
// inside the name, a meeting's chair named by her office, an extension of duration told as done. Every text here is made up for the rule
// it names, never a copy of a group text.

describe('a raw JSON item whose notice sits in an object of few fields', () => {
  const payload = JSON.stringify(
    {
      numeroJonc: '2026-00001',
      datePublication: '2026-05-04',
      publicationLegale: { id: 7, titre: 'TRANSFERT DE SIÈGE', texte: 'KAZ PÊCHE\nSARL au capital de 100 000 F CFP\nRIDET 1 000 001.001\n\nPar décision du 20 avril 2026, les associés ont transféré le siège social à Koné.\nGérant : M. Paul EXEMPLE.' },
    },
    null,
    2,
  );

  it('reads the text with its line breaks, the short fields on their own lines', () => {
    expect(jsonPayloadReading(payload)).toBe(
      'numeroJonc : 2026-00001\ndatePublication : 2026-05-04\ntitre : TRANSFERT DE SIÈGE\n\nKAZ PÊCHE\nSARL au capital de 100 000 F CFP\nRIDET 1 000 001.001\n\nPar décision du 20 avril 2026, les associés ont transféré le siège social à Koné.\nGérant : M. Paul EXEMPLE.',
    );
    expect(identityOf(payload)).toEqual(['siege', 'KAZ PÊCHE', 'SARL', '1000001001', '2026-05-04']);
  });

  it('still joins a small record of short fields on one line', () => {
    const small = JSON.stringify({ deposant: { libelle: 'Cabinet Exemple', ville: 'Nouméa' }, texte: 'KAZ PÊCHE\nSARL\nRIDET 1 000 001.001' });
    expect(jsonPayloadReading(small)).toBe('deposant : Cabinet Exemple, Nouméa\n\nKAZ PÊCHE\nSARL\nRIDET 1 000 001.001');
  });
});

describe('a deed that contains a meeting’s minutes', () => {
  it('is dated by the meeting, not by the deed that records it', () => {
    expect(findActDate("Suivant acte reçu par Maître Exemple, notaire, le 12 mai 2026, contenant procès-verbal de l'assemblée générale extraordinaire tenue le 30 avril 2026, les associés ont prorogé la durée de la société.")).toBe('2026-04-30');
    expect(findActDate("Aux termes d'un acte du 12 mai 2026 portant dépôt du procès-verbal de l'assemblée générale du 30 avril 2026, le siège a été transféré.")).toBe('2026-04-30');
  });

  it('keeps the deed’s date when the minutes are of the same day, or when no minutes are contained', () => {
    expect(findActDate("Aux termes d'un acte reçu le 12 mai 2026, contenant procès-verbal de l'assemblée générale du même jour, le capital a été augmenté.")).toBe('2026-05-12');
    expect(findActDate("Suivant acte reçu le 12 mai 2026, les associés, réunis le 30 avril 2026, ont prorogé la durée de la société.")).toBe('2026-05-12');
  });
});

describe('a header block in two columns', () => {
  const text = [
    'KAZ ÉNERGIES DU NORD                            Assemblée générale ordinaire',
    'SA au capital de 10 000 000 F CFP               du lundi 6 avril 2026',
    'RIDET 1 000 001.001',
    '',
    "L'assemblée a nommé M. Paul EXEMPLE administrateur.",
  ].join('\n');

  it('is read left column then right column, so the act’s title does not go on with the name', () => {
    expect(headerColumnsApart(text)).toBe(
      "KAZ ÉNERGIES DU NORD\nSA au capital de 10 000 000 F CFP\nRIDET 1 000 001.001\nAssemblée générale ordinaire\ndu lundi 6 avril 2026\n\nL'assemblée a nommé M. Paul EXEMPLE administrateur.",
    );
    expect(identityOf(text)).toEqual(['nomination', 'KAZ ÉNERGIES DU NORD', 'SA', '1000001001', '2026-04-06']);
  });

  it('leaves alone a running header (two gaps), labels beside their values, and a block whose first line is no name in capitals', () => {
    expect(headerColumnsApart('JOURNAL OFFICIEL        6 avril 2026        1234\nKAZ PÊCHE        suite de la page\n\nTexte.')).toBeNull();
    expect(headerColumnsApart('Dénomination          KAZ PÊCHE\nForme                 SARL\n\nTexte.')).toBeNull();
    expect(headerColumnsApart('DÉNOMINATION SOCIALE          KAZ PÊCHE\nFORME                 SARL\n\nTexte.')).toBeNull();
    expect(headerColumnsApart('KAZ PÊCHE – SARL – RIDET 1 000 001.001\n\nTexte sans colonnes.')).toBeNull();
  });
});

describe('a form’s words inside the name', () => {
  it('give way to the form printed beside the name', () => {
    const text = "SOCIÉTÉ D'ÉCONOMIE MIXTE LOCALE DES EXEMPLES\nsociété anonyme d'économie mixte locale au capital de 1 000 000 F CFP";
    expect(formBesideName(text, "SOCIÉTÉ D'ÉCONOMIE MIXTE LOCALE DES EXEMPLES")).toBe('SAEML');
  });

  it('count when they say the form more precisely than the words beside it, or when nothing beside states one', () => {
    expect(formBesideName('« SCI DES EXEMPLES »\nSociété civile au capital de 1 000 F CFP', 'SCI DES EXEMPLES')).toBe('SCI');
    expect(formBesideName('« SELARL KAZ SANTÉ »\nSociété à responsabilité limitée', 'SELARL KAZ SANTÉ')).toBe('SELARL');
    expect(formBesideName('SELARL KAZ SANTÉ\nSiège : Nouméa', 'SELARL KAZ SANTÉ')).toBeNull();
    expect(formBesideName('SARL KAZ', 'KAZ PÊCHE')).toBeNull();
  });

  it('make a mixed-economy company’s notice a SAEML when its form line says so', () => {
    const text =
      "SOCIÉTÉ D'ÉCONOMIE MIXTE LOCALE DES EXEMPLES\nsociété anonyme d'économie mixte locale au capital de 100 000 000 F CFP\nRIDET 1 000 001.001\n\nLe conseil d'administration du 2 mars 2026 a nommé M. Paul EXEMPLE directeur général.";
    expect(identityOf(text)).toEqual(['nomination', "SOCIÉTÉ D'ÉCONOMIE MIXTE LOCALE DES EXEMPLES", 'SAEML', '1000001001', '2026-03-02']);
  });
});

describe('the chair of a meeting or of a board', () => {
  it('holds the office named in apposition after the name', () => {
    expect(chairOffice("l'assemblee, reunie sous la presidence de ", ", presidente du conseil d'administration, a decide")).toEqual(['président']);
    expect(chairOffice('sous la presidence de ', ', gerant, les associes ont')).toEqual(['gérant']);
  });

  it('holds none by chairing: a partner, a président de séance, an office in another company', () => {
    expect(chairOffice('sous la presidence de ', ', associe, a decide')).toBeNull();
    expect(chairOffice('sous la presidence de ', ', president de seance, a decide')).toBeNull();
    expect(chairOffice('sous la presidence de ', ', gerant de la societe KAZ INVEST, a decide')).toBeNull();
    expect(chairOffice('en presence de ', ', president du conseil, a decide')).toBeNull();
  });

  it('is listed with that office among the notice’s officers', () => {
    const text =
      "KAZ TOURISME\nSociété anonyme au capital de 50 000 000 F CFP\nRIDET 1 000 001.001\n\nL'assemblée générale extraordinaire, réunie le 4 mai 2026 sous la présidence de Mme Anne EXEMPLE, présidente du conseil d'administration, a prorogé la durée de la société de 99 ans.\nLe directeur général, M. Paul EXEMPLE.";
    expect(officersOf(noticeOf(text)).sort()).toEqual(['Anne EXEMPLE (président)', 'Paul EXEMPLE (directeur général)']);
    const partner = text.replace("présidente du conseil d'administration", 'associée');
    expect(officersOf(noticeOf(partner))).toEqual(['Paul EXEMPLE (directeur général)']);
  });

  // Made up (2026-12-08, nineteenth session, from echauguettes ek08).
  it('is listed when the office is said held in the company named generically (`présidente de la société`), not in a company named', () => {
    const text = "KAZ TOURISME\nSAS au capital de 50 000 000 F CFP\nRIDET 1 000 001.001\n\nLa collectivité des associés, réunie le 4 mai 2026 sous la présidence de Mme Anne EXEMPLE, présidente de la société, a prorogé la durée de la société de 99 ans.";
    expect(officersOf(noticeOf(text))).toEqual(['Anne EXEMPLE (président)']);
    expect(officersOf(noticeOf(text.replace('présidente de la société,', 'présidente de la société KAZ HOLDING,')))).toEqual([]);
  });
});

describe('an extension of the duration told as done', () => {
  it('is a change of the articles', () => {
    expect(classifyNotice("L'assemblée générale extraordinaire du 4 mai 2026 a prorogé la durée de la société de 99 ans.")?.type).toBe('statuts');
    expect(classifyNotice('Par décision unanime des associés du 4 mai 2026, la durée de la société a été prorogée de cinquante ans.')?.type).toBe('statuts');
  });
});
