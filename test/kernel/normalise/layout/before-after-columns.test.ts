import { describe, expect, it } from 'vitest';
import { beforeAfterColumns } from '../../../../kernel/normalise/layout/before-after-columns.ts';
import { noticeOf, officersOf } from '../notice-helpers.ts';

// Tables of changes made up for this reading (2026-12-01, wt-tabmail): the state before the act
// and the state after it side by side, a value too long for its column wrapped onto the next line
// of the same column. Every RID passes the check; no company or person is a corpus one.

describe('a before / after table read down its columns', () => {
  it('joins each side of a row wrapped inside its column and names the field each side changes', () => {
    const table = [
      'Ancienne mention                     Nouvelle mention',
      'Dénomination : ATELIER DU             Dénomination : ATELIER DU',
      'LAGON                                 LAGON ET DES ÎLES',
      'Gérant : M. Jean                      Gérant : Mme Sophie',
      'TROUVELOT                             MALÉVAL',
    ].join('\n');
    expect(beforeAfterColumns(table)).toBe(
      [
        'Dénomination (avant) : ATELIER DU LAGON',
        'Dénomination (après) : ATELIER DU LAGON ET DES ÎLES',
        'Gérant (avant) : M. Jean TROUVELOT',
        'Gérant (après) : Mme Sophie MALÉVAL',
      ].join('\n'),
    );
  });

  it('leaves as printed a table whose first column is headed by one field, its rows that field’s parts', () => {
    const table = [
      'Capital               Avant            Après',
      'Montant (F CFP)       20 000 000       35 000 000',
      'Nombre de parts       2 000            3 500',
    ].join('\n');
    expect(beforeAfterColumns(table)).toBe(table);
  });

  it('reads the field of each row from a first column that names it, the header leaving it blank', () => {
    const table = [
      '                  Avant                       Après',
      'Siège social      12 rue Jules Garnier,       4 route du Sud,',
      '                  Nouméa                      Mont-Dore',
      'Capital           100 000 F CFP               inchangé',
      'Gérante           Mme Rose BRUZE              Mme Rose BRUZE',
    ].join('\n');
    expect(beforeAfterColumns(table)).toBe(
      ['Siège social (avant) : 12 rue Jules Garnier, Nouméa', 'Siège social (après) : 4 route du Sud, Mont-Dore', 'Capital : 100 000 F CFP', 'Gérante : Mme Rose BRUZE'].join('\n'),
    );
  });

  it('reads a first column named in the header', () => {
    const table = ['Rubrique        Situation antérieure     Situation nouvelle', 'Président       M. Hugo VREL             Mme Lise VREL'].join('\n');
    expect(beforeAfterColumns(table)).toBe(['Président (avant) : M. Hugo VREL', 'Président (après) : Mme Lise VREL'].join('\n'));
  });

  it('reads a dash on one side as no value there: an office that ends, an office that begins', () => {
    const table = ['Élément      Était                 Devient', 'Forme        SARL                  SAS', 'Gérant       M. Noël ROUSSELIN     —', 'Président    —                     M. Noël ROUSSELIN'].join('\n');
    expect(beforeAfterColumns(table)).toBe(
      ['Forme (avant) : SARL', 'Forme (après) : SAS', 'Gérant (avant) : M. Noël ROUSSELIN', 'Président (après) : M. Noël ROUSSELIN'].join('\n'),
    );
  });

  it('reads each side under the field its header names, a value cut across two lines of its column', () => {
    const table = ['Gérant sortant              Gérant nommé', 'M. Paul                     Mme Inès', 'KALOMBO                     VREL'].join('\n');
    expect(beforeAfterColumns(table)).toBe(['Gérant sortant : M. Paul KALOMBO', 'Gérant nommé : Mme Inès VREL'].join('\n'));
    const names = ['Avant                          Après', 'SARL LES FRIANDISES DU         SARL LES SAVEURS DU', 'PORT                           QUAI FERRY'].join('\n');
    expect(beforeAfterColumns(names)).toBe(['Ancienne mention : SARL LES FRIANDISES DU PORT', 'Nouvelle mention : SARL LES SAVEURS DU QUAI FERRY'].join('\n'));
  });

  it('reads bars between the sides as the gaps they stand for, a rule under the header as no row', () => {
    const table = ['| Ancienne mention          | Nouvelle mention            |', '|---------------------------|-----------------------------|', '| Siège : 5 rue Austerlitz, | Siège : 40 route de la Baie |', '| Nouméa                    | des Dames, Nouméa           |'].join('\n');
    expect(beforeAfterColumns(table)).toBe(['Siège (avant) : 5 rue Austerlitz, Nouméa', 'Siège (après) : 40 route de la Baie des Dames, Nouméa'].join('\n'));
  });

  it('keeps in office the holders still named after the act, reads a repeated value marked unchanged and a struck mention as none', () => {
    const table = [
      'Rubrique         Avant                         Après',
      'Présidence       Mme Lou BRISSAC               Mme Lou BRISSAC et M. Rémi VAZ',
      'Capital          2 000 000 F CFP               2 000 000 F CFP (sans changement)',
      'Commissaire      M. Yves VREL                  (mention supprimée)',
    ].join('\n');
    expect(beforeAfterColumns(table)).toBe(
      ['Présidence (après) : Mme Lou BRISSAC et M. Rémi VAZ', 'Capital : 2 000 000 F CFP', 'Commissaire (avant) : M. Yves VREL'].join('\n'),
    );
  });

  it('leaves prose and a table of other columns as they are', () => {
    const prose = 'Le gérant avant la décision était M. X ; après la décision, Mme Y.';
    expect(beforeAfterColumns(prose)).toBe(prose);
    const other = ['Fonction        Titulaire          Décision', 'Gérant          M. Paul LY         nommé'].join('\n');
    expect(beforeAfterColumns(other)).toBe(other);
  });
});

describe('a notice whose change is told only by its before / after table', () => {
  it('publishes the new name a wrapped after cell gives, and the officer who leaves and the one who comes', () => {
    const notice = noticeOf(
      [
        'MODIFICATIONS – RIDET 1 234 574.001',
        "Décision de l'associé unique du 6 novembre 2026",
        '',
        'Ancienne mention                     Nouvelle mention',
        'Dénomination : ATELIER DU             Dénomination : ATELIER DU',
        'LAGON                                 LAGON ET DES ÎLES',
        'Gérant : M. Jean                      Gérant : Mme Sophie',
        'TROUVELOT                             MALÉVAL',
      ].join('\n'),
    );
    expect(notice.ridet).toBe('1234574001');
    expect(notice.denomination).toBe('ATELIER DU LAGON ET DES ÎLES');
    expect(officersOf(notice)).toEqual(['Sophie MALÉVAL (gérant)']);
  });

  it('publishes the new name from a barred table of the two sides under a heading holding the identifier', () => {
    const notice = noticeOf(
      [
        'RIDET 1 234 574.001 – Modifications du 6 novembre 2026',
        '| Ancienne mention              | Nouvelle mention                 |',
        '| Dénomination : ATELIER DU     | Dénomination : ATELIER DU        |',
        '| LAGON                         | LAGON ET DES ÎLES                |',
      ].join('\n'),
    );
    expect([notice.denomination, notice.ridet]).toEqual(['ATELIER DU LAGON ET DES ÎLES', '1234574001']);
  });

  it('reads a change of form and of office from a table of what was and what becomes', () => {
    const notice = noticeOf(
      [
        'SARL KAVIÉ FROID - RID 1402205',
        'Modification au registre, acte du 5 novembre 2026',
        '',
        'Élément      Était                 Devient',
        'Forme        SARL                  SAS',
        'Gérant       M. Noël ROUSSELIN     —',
        'Président    —                     M. Noël ROUSSELIN',
      ].join('\n'),
    );
    expect([notice.forme_juridique, notice.ridet]).toEqual(['SAS', '1402205001']);
    expect(officersOf(notice)).toEqual(['Noël ROUSSELIN (président)']);
  });

  it('keeps the given names of officers whose names a narrow column cut', () => {
    const notice = noticeOf(
      ['EURL BOIS ET FORÊTS DU SUD, RIDET 1 402 205.001', "Décision de l'associée unique du 2 novembre 2026", '', 'Gérant sortant              Gérant nommé', 'M. Paul                     Mme Inès', 'KALOMBO                     VREL'].join('\n'),
    );
    expect(officersOf(notice)).toEqual(['Inès VREL (gérant)']);
  });

  it('reads a new name from a table of two unlabelled sides, each name cut across two lines', () => {
    const notice = noticeOf(
      ['CHANGEMENT DE DÉNOMINATION – RID 1402205', "Décision de l'associée unique du 12 novembre 2026", '', 'Avant                          Après', 'SARL LES FRIANDISES DU         SARL LES SAVEURS DU', 'PORT                           QUAI FERRY'].join('\n'),
    );
    expect([notice.denomination, notice.ridet]).toEqual(['LES SAVEURS DU QUAI FERRY', '1402205001']);
  });

  it('reads a moved seat from a table whose first column names the field', () => {
    const notice = noticeOf(
      [
        'LES VERGERS DE TONTOUTA, SCI au capital de 500 000 F CFP, RIDET 1 402 205.001',
        'Assemblée générale extraordinaire du 3 novembre 2026',
        '',
        '                  Avant                       Après',
        'Siège social      12 rue Jules Garnier,       4 route du Sud,',
        '                  Nouméa                      Mont-Dore',
      ].join('\n'),
    );
    expect(notice.type).toBe('siege');
    expect(notice.ridet).toBe('1402205001');
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from boussoles xa13 and a nominations table). The
// first column names the office each row changes (`Fonction`), an office's name wrapped onto the
// next line in small letters, or cut short as a narrow column prints it (`Directeur gén. délégué`).
describe('a table of the direction before and after, its rows the offices', () => {
  const text =
    'ALPHA SOLAIRE\nSAS au capital de 1 000 000 F CFP\nRIDET 1 000 009.001\n\nPar décisions des associés du 10 septembre 2026, la direction est modifiée :\n\n' +
    'Fonction                        Ancienne situation                   Nouvelle situation\n' +
    'Président                       M. Paul UN (démissionnaire)          M. Luc DEUX\n' +
    'Directeur gén. délégué          néant                                Mme Ana TROIS\n' +
    'Commissaire aux comptes         SARL AUDIT QUATRE                    SARL AUDIT QUATRE\n' +
    'titulaire                                                            (mandat renouvelé)\n\nPour avis.';

  it('writes each row as its office, the wrapped office whole', () => {
    const read = beforeAfterColumns(text);
    expect(read).toContain('Président (avant) : M. Paul UN (démissionnaire)\nPrésident (après) : M. Luc DEUX');
    expect(read).toContain('Commissaire aux comptes titulaire (après) : SARL AUDIT QUATRE (mandat renouvelé)');
  });

  it('lists the officers after the decision, the cut office read whole', () => {
    expect(officersOf(noticeOf(text)).sort()).toEqual(['AUDIT QUATRE (commissaire aux comptes)', 'Ana TROIS (directeur général délégué)', 'Luc DEUX (président)']);
  });
});
