import { describe, expect, it } from 'vitest';
import { companySeatedOnBoard } from '../../../kernel/normalise/board-composition.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Made-up notices: every company, person and number here is invented for the layout it shows.
// (wt-org2) A company listed in a board of directors' composition, or in a list of directors its
// colon opens, sits on the board: a director (`administrateur`), its representative no officer of
// the notice's company (board-composition.ts, extract-dirigeants.ts).

describe('companies seated on a board of directors', () => {
  it('lists the director companies of a composition printed after the meeting, beside the persons', () => {
    const notice = noticeOf(
      [
        'RÉDUCTION DU NOMBRE DES ADMINISTRATEURS',
        '',
        'Société : PHARMACIES EXEMPLE',
        'Forme : société anonyme',
        'RIDET : 1 357 924-001',
        '',
        "L'assemblée générale ordinaire du 14 février 2033 a ramené de six à quatre le nombre des administrateurs.",
        '',
        "Le conseil d'administration est désormais composé de :",
        '(a) Mme Ana EXEMPLE, présidente ;',
        '(b) M. Paul MODÈLE ;',
        '(c) la société GROSSISTES EXEMPLE, SAS, RIDET 2 468 135-001 ;',
        '(d) la société SANTÉ MODÈLE, SARL, RIDET 3 579 246-001.',
      ].join('\n'),
    );
    expect(officersOf(notice)).toEqual(expect.arrayContaining(['GROSSISTES EXEMPLE (administrateur)', 'SANTÉ MODÈLE (administrateur)', 'Paul MODÈLE (administrateur)']));
  });

  it('lists the companies and the person of a list of directors its colon opens, not the companies’ representatives', () => {
    const notice = noticeOf(
      [
        'titre : Nomination de membres du conseil d’administration',
        "Aux termes des décisions collectives des associés du 10 octobre 2032, ont été nommés membres du conseil d'administration institué par l'article 15 des statuts de la société GOLF EXEMPLE, société par actions simplifiée au capital de 20 000 000 F CFP, dont le siège est route Exemple, 98830 Dumbéa, RIDET 1 357 924.001 :",
        '* la société FONCIÈRE EXEMPLE, SARL, RIDET 2 468 135.001, représentée par M. Paul EXEMPLE ;',
        '* la société GREEN MODÈLE, SAS, RIDET 3 579 246.001 ;',
        '* M. Jean MODÈLE.',
      ].join('\n'),
    );
    expect(officersOf(notice).sort()).toEqual(['FONCIÈRE EXEMPLE (administrateur)', 'GREEN MODÈLE (administrateur)', 'Jean MODÈLE (administrateur)']);
  });

  it('does not seat a company whose item gives it an office of its own, nor one outside the composition’s sentence', () => {
    const text = fold("Le conseil d'administration se compose de : la société ALPHA EXEMPLE, SAS, RIDET 2 468 135.001, présidente ; la société BÊTA MODÈLE, SARL, RIDET 3 579 246.001. La société GAMMA EXEMPLE, SARL, RIDET 4 680 357.001, reste commissaire aux comptes.");
    const seated = (name: string): boolean => {
      const index = text.indexOf(fold(name));
      return companySeatedOnBoard(text, index, index + name.length);
    };
    expect([seated('ALPHA EXEMPLE'), seated('BÊTA MODÈLE'), seated('GAMMA EXEMPLE')]).toEqual([false, true, false]);
  });
});

describe('an office held in the grouping named by its generic noun', () => {
  it('lists the company appointed "administrateur du groupement", the grouping constituted by the notice', () => {
    const notice = noticeOf(
      "Suivant acte sous signatures privées du 3 mai 2033, la société OUTILLAGE EXEMPLE, société à responsabilité limitée immatriculée au RIDET sous le n° 2468135.001, et la société VISSERIE MODÈLE, société par actions simplifiée immatriculée au RIDET sous le n° 3579246.001, ont constitué entre elles un groupement d'intérêt économique dénommé « ACHATS EXEMPLE », sans capital, dont le siège est fixé 4, rue Exemple, 98800 Nouméa, pour une durée de 50 ans. Le groupement a été immatriculé le 18 mai 2033 sous le numéro RIDET 1357924.001. La société OUTILLAGE EXEMPLE, représentée par son gérant M. Paul EXEMPLE, a été désignée administrateur du groupement.",
    );
    expect(officersOf(notice)).toContain('OUTILLAGE EXEMPLE (administrateur)');
  });
});
