import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../../kernel/normalise/index.ts';
import { cutCellColumns } from '../../../../kernel/normalise/layout/index.ts';

// Made-up tables; every company, person and number is invented.

describe('a table left one cell a line, its cells cut across lines', () => {
  it('tells each cell’s lines by what its column holds, the lines between two such cells the text column’s', () => {
    const text = ['Société', 'Forme', 'Capital', 'Siège', 'N° RIDET', 'ATELIERS', 'DU LAGON', 'SARL', '150 000', 'F CFP', '7, rue', 'Jules-Garnier,', 'Nouméa', '2 718 286.001'].join('\n');
    expect(cutCellColumns(text).split('\n')).toEqual(['Société : ATELIERS DU LAGON', 'Forme : SARL', 'Capital : 150 000 F CFP', 'Siège : 7, rue Jules-Garnier, Nouméa', 'N° RIDET : 2 718 286.001']);
  });

  it('reads an identifier cut over two lines and a last column up to the prose under the table', () => {
    const text = [
      'Date du jugement',
      'Débiteur',
      'RIDET',
      'Organes',
      '02/06/2026',
      'BOIS',
      'ET TOITS',
      '(EURL)',
      '3 141',
      '595.001',
      'Me Alix',
      'NÉPORO-',
      'WAKA',
      'Le jugement est exécutoire par provision et a été publié conformément à la loi du pays.',
    ].join('\n');
    expect(cutCellColumns(text).split('\n')).toEqual([
      'Date du jugement : 02/06/2026',
      'Débiteur : BOIS ET TOITS (EURL)',
      'RIDET : 3 141 595.001',
      'Organes : Me Alix NÉPORO-WAKA',
      'Le jugement est exécutoire par provision et a été publié conformément à la loi du pays.',
    ]);
  });

  it('leaves unread the lines that fall into the columns more than one way', () => {
    const text = ['Dénomination', 'Siège', 'Gérant', 'LES VERGERS', 'DU NORD', '3 rue Bichat', 'Bourail', 'M. Félix TEANE'].join('\n');
    expect(cutCellColumns(text)).toBe(text);
  });

  it('reads a line a column, the last one long, when the company’s column is not named by a field label', () => {
    const text = [
      'Date',
      'Société',
      'RIDET',
      'Décision',
      'mardi 9 juin 2026',
      'LES VERGERS DE SARRAMÉA',
      '2718286.001',
      'Assemblée générale extraordinaire du 28/05/2026 – transfert du siège au 4 route de Farino, Sarraméa',
    ].join('\n');
    expect(cutCellColumns(text).split('\n')).toEqual([
      'Date : mardi 9 juin 2026',
      'Société : LES VERGERS DE SARRAMÉA',
      'RIDET : 2718286.001',
      'Décision : Assemblée générale extraordinaire du 28/05/2026 – transfert du siège au 4 route de Farino, Sarraméa',
    ]);
  });

  it('leaves names whose lines do not hold what the columns name as they are', () => {
    const text = ['Dénomination', 'Forme', 'RIDET', 'LES VERGERS', 'SARL', 'en cours d’attribution'].join('\n');
    expect(cutCellColumns(text)).toBe(text);
  });

  it('reads the company’s name whole, not its last line', () => {
    const text = [
      'Avis de constitution – publié le 14/05/2026',
      'Dénomination',
      'Forme',
      'Siège',
      'RIDET',
      'Président',
      'MENUISERIE',
      'DES ÎLES',
      'LOYAUTÉ',
      'SAS',
      'Wé,',
      '98820 Lifou',
      '6 931 471.001',
      'M. Paul',
      'TEHEI',
      'Constitution par acte sous seing privé du 28 avril 2026, pour une durée de 99 ans.',
    ].join('\n');
    const result = parseNoticeTexts(text, { reference: 'C1' })[0]!;
    expect(result.ok ? [result.notice.type, result.notice.ridet, result.notice.denomination] : result.quarantine.reason).toEqual(['creation', '6931471001', 'MENUISERIE DES ÎLES LOYAUTÉ']);
  });
});
