import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Officers a notice names for one of its parties, told away from the party's name: by the party's
// side in a label, by the company a representative speaks for, by 'avoir pour'. Made-up notices:
// every company, person and number here is invented for the wording it shows.

describe('an office labelled by the side of a sale or a location-gérance', () => {
  const lease = (labels: string): string =>
    [
      'AVIS DE LOCATION-GÉRANCE',
      '',
      'La société LES FOURNILS DU NORD, SARL au capital de 1 000 000 F CFP, RIDET 1357902001, prend en location-gérance, à compter du 1er mars 2031, le fonds de commerce de boulangerie exploité 3, rue Exemple, Koné, appartenant à la société PAINS DU CAILLOU, SAS au capital de 9 000 000 F CFP, RIDET 2468013001, 5, rue Exemple, Nouméa.',
      '',
      'Contrat signé le 12 février 2031.',
      labels,
    ].join('\n');

  it("leaves out the tenant's manager and keeps the owner's president", () => {
    const notice = noticeOf(lease('Gérante de la locataire-gérante : Mme Lise KAOUA.\nPrésident du loueur : M. Paul TEAMO.'));
    expect(notice.ridet).toBe('2468013001');
    expect(officersOf(notice)).toEqual(['Paul TEAMO (président)']);
  });

  it("leaves out the buyer's or the lessee's officer whatever the word for that side", () => {
    for (const label of ["Président de l'acquéreur", 'Gérant du preneur', 'Gérante de la société cessionnaire']) {
      expect(officersOf(noticeOf(lease(`${label} : Mme Lise KAOUA.\nPrésident du loueur : M. Paul TEAMO.`))), label).toEqual(['Paul TEAMO (président)']);
    }
  });

  it("still reads the owner's own label, and a label with no party", () => {
    expect(officersOf(noticeOf(lease('Président de la société : M. Paul TEAMO.')))).toEqual(['Paul TEAMO (président)']);
  });
});

describe('a representative who speaks for the company named right before him', () => {
  const founding = (president: string): string =>
    [
      'AVIS DE CONSTITUTION',
      '',
      "Par acte sous seing privé du 5 mars 2031, la société FINANCIÈRE KAORI a constitué une société par actions simplifiée dénommée KAORI LOGISTIQUE, au capital de 1 000 000 F CFP, siège 2, rue Exemple, Nouméa, pour 99 ans.",
      president,
      'RIDET 1357902001.',
    ].join('\n');

  it("lists the company that holds the office, not its own directeur général who represents it", () => {
    expect(officersOf(noticeOf(founding('Présidente : FINANCIÈRE KAORI, représentée par son directeur général, M. Paul TEAMO.')))).toEqual([
      'FINANCIÈRE KAORI (président)',
    ]);
  });

  it("still lists the subject's own officer who represents it", () => {
    const text = [
      'CESSION DE FONDS DE COMMERCE',
      '',
      "Suivant acte sous seing privé du 3 mars 2031, la société ATELIER DU WHARF, SARL au capital de 1 000 000 F CFP, RIDET 1357902001, représentée par sa gérante, Mme Lise KAOUA, a cédé à M. Paul TEAMO le fonds de commerce de menuiserie exploité 3, rue Exemple, Nouméa.",
      'Oppositions au siège du fonds vendu.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Lise KAOUA (gérant)']);
  });
});

describe("an office the notice's company 'a pour'", () => {
  const sale = (sentence: string): string =>
    [
      'VENTE DE FONDS DE COMMERCE',
      '',
      "Suivant acte sous seing privé du 6 août 2031, la société ATELIER DU WHARF, SARL au capital de 1 000 000 F CFP, RIDET 1357902001, a cédé à la société MENUISERIES DU SUD, SARL au capital de 2 000 000 F CFP, RIDET 2468013001, son fonds de menuiserie exploité à Nouméa, moyennant le prix de 5 000 000 F CFP.",
      sentence,
      'Oppositions au siège du fonds vendu.',
    ].join('\n');

  it('lists the manager the two companies have in common', () => {
    expect(officersOf(noticeOf(sale('Les deux sociétés ont pour gérante commune Mme Lise KAOUA.')))).toEqual(['Lise KAOUA (gérant)']);
  });

  it('lists the officer of the company named as the sentence’s subject when it is the notice’s', () => {
    expect(officersOf(noticeOf(sale('La société ATELIER DU WHARF a pour gérant M. Paul TEAMO.')))).toEqual(['Paul TEAMO (gérant)']);
  });

  it("leaves out the other party's officer told the same way", () => {
    expect(officersOf(noticeOf(sale('La société MENUISERIES DU SUD a pour gérant M. Paul TEAMO.')))).toEqual([]);
    expect(officersOf(noticeOf(sale('La société acquéreuse a pour gérant M. Paul TEAMO.')))).toEqual([]);
  });
});
