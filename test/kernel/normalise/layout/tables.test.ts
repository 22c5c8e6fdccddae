import { describe, expect, it } from 'vitest';
import { readLayout, type LayoutBlock } from '../../../../kernel/normalise/layout/index.ts';

type Row = Extract<LayoutBlock, { kind: 'table-row' }>;
const rows = (text: string): Row[] => readLayout(text).filter((b): b is Row => b.kind === 'table-row');
const cells = (row: Row): Array<[string, string]> => row.cells.map((c) => [c.label, c.value]);

describe('tables as text extraction leaves them', () => {
  it('reads each row of a data table with its column names', () => {
    const text = ['Société nouvelle', 'Dénomination       Forme    Capital          RIDET', 'LES TROIS PINS     SARL     1 000 000 F      2345678.001', 'Siège : Koné'].join('\n');
    const found = rows(text);
    expect(found).toHaveLength(1);
    expect(cells(found[0]!)).toEqual([
      ['Dénomination', 'LES TROIS PINS'],
      ['Forme', 'SARL'],
      ['Capital', '1 000 000 F'],
      ['RIDET', '2345678.001'],
    ]);
  });

  it('joins a cell wrapped over the next lines, its first column empty, and opens a row where the first column is filled', () => {
    const text = [
      'Réf.      Débiteur                RIDET           Décision',
      '26/001    LES TROIS PINS          2 345 678.001   Liquidation',
      '          (SARL), Bourail                         judiciaire',
      '26/002    DUPONT Jean,            3 456 789.002   Sauvegarde',
      '          artisan, Koné',
    ].join('\n');
    expect(rows(text).map(cells)).toEqual([
      [['Réf.', '26/001'], ['Débiteur', 'LES TROIS PINS (SARL), Bourail'], ['RIDET', '2 345 678.001'], ['Décision', 'Liquidation judiciaire']],
      [['Réf.', '26/002'], ['Débiteur', 'DUPONT Jean, artisan, Koné'], ['RIDET', '3 456 789.002'], ['Décision', 'Sauvegarde']],
    ]);
  });

  it('reads a column named with its act’s date (`Décision du 26/06/2026`) as a column name', () => {
    const text = [
      'Nom et prénom          Fonction                    Décision du 26/06/2026',
      'EXEMPLE Paul           administrateur              renouvelé',
      '                       président du conseil        reconduit',
      'MODÈLE Anne            directrice générale         nommée',
    ].join('\n');
    expect(rows(text).map(cells)).toEqual([
      [['Nom et prénom', 'EXEMPLE Paul'], ['Fonction', 'administrateur président du conseil'], ['Décision du 26/06/2026', 'renouvelé reconduit']],
      [['Nom et prénom', 'MODÈLE Anne'], ['Fonction', 'directrice générale'], ['Décision du 26/06/2026', 'nommée']],
    ]);
  });

  it('reads a table with one column per record, the labels in the first column', () => {
    const text = [
      '               PREMIÈRE SOCIÉTÉ        SECONDE SOCIÉTÉ',
      'Dénomination   ALPHA BOIS              BÊTA CHARPENTE DU',
      '                                       NORD',
      'Forme          SARL                    SAS',
      'RIDET          2 345 678.001           3 456 789.001',
    ].join('\n');
    const found = rows(text);
    expect(found.map((r) => r.title)).toEqual(['PREMIÈRE SOCIÉTÉ', 'SECONDE SOCIÉTÉ']);
    expect(found.map(cells)).toEqual([
      [['Dénomination', 'ALPHA BOIS'], ['Forme', 'SARL'], ['RIDET', '2 345 678.001']],
      [['Dénomination', 'BÊTA CHARPENTE DU NORD'], ['Forme', 'SAS'], ['RIDET', '3 456 789.001']],
    ]);
  });

  it('points each cell at where it was printed', () => {
    const text = 'Nom        Qualité\nM. Paul EXEMPLE   gérant';
    const [row] = rows(text);
    const qualite = row!.cells[1]!;
    expect(text.slice(qualite.valueSpan.start, qualite.valueSpan.end)).toBe('gérant');
    expect(text.slice(qualite.labelSpan.start, qualite.labelSpan.end)).toBe('Qualité');
  });

  it('sees no table in prose or in a masthead', () => {
    expect(rows('LE JOURNAL  N° 12  ·  jeudi 5 mars 2026\nAVIS DE CONSTITUTION\nPar acte du 3 mars 2026, il a été constitué une société.')).toEqual([]);
  });
});

describe('a scan spaced word by word', () => {
  it('has no columns, even where a few of its lines fall under each other', () => {
    const text = [
      'LES TROIS PINS',
      'SARL au capital de 100 000 F CFP',
      'Aux  termes  de  l’assemblée  générale  du  3  mars  2026,  les',
      'associés  ont  décidé  la  dissolution  de  la  société  et  sa',
      'mise  en  liquidation  amiable.  Le  siège  est  fixé  à  Koné.',
    ].join('\n');
    expect(rows(text)).toEqual([]);
  });
});
