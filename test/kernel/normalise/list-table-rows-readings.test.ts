import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Tables of several companies' judgments or radiations made up for these readings (2026-12-02,
// wt-tab4): a caption told by its participle, a barred row wrapped with its first cell empty, an
// aligned row wrapped in capitals. Every RID passes the check; no company is a corpus one.

const announced = (text: string) =>
  parseNoticeTexts(text, { reference: 't', publicationDate: '2026-11-20' }).map((r) => (r.ok ? [r.notice.type, r.notice.denomination, r.notice.ridet] : r.quarantine.reason));

describe('a table of several companies under its caption', () => {
  it('reads a caption naming the procedures in the plural and the participle of who pronounced them as the list’s heading', () => {
    const text = [
      'GREFFE DU TRIBUNAL MIXTE DE COMMERCE',
      'Radiations d’office prononcées en application de l’article R. 123-136 du code de commerce',
      '',
      'Raison sociale;Forme;RIDET;Commune;Date',
      'MOTOCULTURE DES ROUSSETTES;SARL;4 681 359.001;Bourail;09/11/2026',
      'VOILERIE DE LA BAIE;EURL;6 813 570.001;Nouméa;10/11/2026',
    ].join('\n');
    expect(announced(text)).toEqual([
      ['dissolution', 'MOTOCULTURE DES ROUSSETTES', '4681359001'],
      ['dissolution', 'VOILERIE DE LA BAIE', '6813570001'],
    ]);
  });

  it('reads a barred row whose number and identifier cells are empty as the rest of the row above, in capitals too', () => {
    const text = [
      'GREFFE DU TRIBUNAL MIXTE DE COMMERCE',
      'RADIATIONS D’OFFICE (décisions du greffe du 12 novembre 2026)',
      'N° | Raison sociale               | Forme | RIDET',
      '1  | FERRONNERIE DU COL           | SARL  | 7924681.001',
      '2  | AMBULANCES PRIVÉES           | EURL  | 8 135 790.001',
      '   | DU GRAND SUD                 |       |',
      '3  | PRIMEURS DE L’ANSE           | SAS   | 9 246 802 - 001',
    ].join('\n');
    expect(announced(text)).toEqual([
      ['dissolution', 'FERRONNERIE DU COL', '7924681001'],
      ['dissolution', 'AMBULANCES PRIVÉES DU GRAND SUD', '8135790001'],
      ['dissolution', 'PRIMEURS DE L’ANSE', '9246802001'],
    ]);
  });

  it('reads an aligned line that leaves empty the identifier and the decision every row fills as the rest of the row above', () => {
    const text = [
      'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA – Audience du 16 novembre 2026',
      'Débiteur                 RIDET             Décision                  Mandataire',
      'SARL CARRELAGES          1 357 912.001     Redressement judiciaire   SELARL ÉTUDE',
      'LAGON BLEU                                                         AUSTRALE',
      'SAS GLACES               2 471 589.001     Liquidation judiciaire    Me Albane',
      'PORT-BOISÉ                                                           FERRIÈRE',
    ].join('\n');
    expect(announced(text)).toEqual([
      ['procedure', 'CARRELAGES LAGON BLEU', '1357912001'],
      ['procedure', 'GLACES PORT-BOISÉ', '2471589001'],
    ]);
  });
});

describe('a table of several companies under one decision told for all', () => {
  it('reads each row of the companies’ table as that company’s announcement of the shared decision', () => {
    const text = [
      'TRANSFERT DE SIÈGE DE DEUX SOCIÉTÉS CIVILES',
      '',
      'Par décisions des associés du 3 novembre 2026, le siège des sociétés ci-dessous a été transféré au 7, rue des Cocotiers, 98800 Nouméa.',
      '',
      'Société              Capital        RIDET',
      'SCI LES PANDANUS     1 000 000      7 924 681.001',
      'SCI LES FILAOS       3 000 000      8 135 790.001',
      '',
      'Gérante des deux sociétés : Mme Ornella VAITANE.',
    ].join('\n');
    expect(announced(text)).toEqual([
      ['siege', 'LES PANDANUS', '7924681001'],
      ['siege', 'LES FILAOS', '8135790001'],
    ]);
  });
});
