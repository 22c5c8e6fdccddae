import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../../kernel/normalise/index.ts';
import { layoutReading } from '../../../../kernel/normalise/layout/index.ts';

// Made-up notices; every company, person and number is invented.

describe('two records printed side by side, each a column of labelled lines', () => {
  const text = [
    'ENTREPRISE                           GÉRANCE',
    'Raison sociale : BOIS               Gérant :',
    'ET TOITS DU NORD                    M. Félix',
    'Forme : EURL                        TEANE',
    'Siège : Koné                        Cogérante :',
    'RIDET : 3 141 595.001               Mme Anne POUYE',
  ].join('\n');

  it('reads each column whole, a line without a label going on with the one above', () => {
    expect(layoutReading(text).split('\n')).toEqual([
      'Raison sociale : BOIS ET TOITS DU NORD',
      'Forme : EURL',
      'Siège : Koné',
      'RIDET : 3 141 595.001',
      '',
      'Gérant : M. Félix TEANE',
      'Cogérante : Mme Anne POUYE',
    ]);
  });

  it('reads the company and its officers from their own columns', () => {
    const notice = `Avis de constitution – 05/05/2026\n\n${text}\n\nStatuts signés le 20 avril 2026.`;
    const result = parseNoticeTexts(notice, { reference: 'R1' })[0]!;
    expect(result.ok ? [result.notice.ridet, result.notice.denomination, result.notice.dirigeants.map((d) => `${d.prenoms} ${d.nom}`)] : result.quarantine.reason).toEqual([
      '3141595001',
      'BOIS ET TOITS DU NORD',
      ['Félix TEANE', 'Anne POUYE'],
    ]);
  });

  it('leaves a data table’s rows, whose cells carry no label of their own, as rows', () => {
    const table = ['Débiteur              RIDET            Jugement', 'BOIS ET TOITS         3 141 595.001    Liquidation', 'LES VERGERS           2 718 286.001    Redressement', 'MARÉES BLEUES         6 931 471.001    Sauvegarde'].join('\n');
    expect(layoutReading(table)).toContain('– Débiteur : BOIS ET TOITS');
  });
});
