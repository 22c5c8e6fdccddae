import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { layoutReading } from '../../../kernel/normalise/layout/index.ts';
import { noticeOf } from './notice-helpers.ts';

// Tables made up for these readings (2026-12-01, wt-tabmail): a court's judgments or a greffe's
// radiations, one company a row, a name too long for its column wrapped onto the next line; a
// grid of a company's particulars and its decision; a contribution's two sides. Every RID passes
// the check; no company is a corpus one.

const announced = (text: string) =>
  parseNoticeTexts(text, { reference: 't' }).map((r) => (r.ok ? [r.notice.type, r.notice.denomination, r.notice.ridet] : r.quarantine.reason));

describe('a table of several companies, one row each', () => {
  it('reads every row of an aligned table whose identifiers set the rank apart by a spaced dash, a wrapped name going on', () => {
    const text = [
      'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA',
      'Jugements rendus le 16 novembre 2026',
      '',
      'Société                          Identifiant          Décision',
      'SARL MENUISERIE DES              1 234 574 - 001      Ouverture d’une liquidation',
      'ÎLES                                                  judiciaire',
      'SAS TRANSPORTS KAPUNE            1 876 549 - 001      Ouverture d’un redressement',
      '                                                      judiciaire',
      'EURL CAFÉ DU PORT                3 456 795 - 001      Clôture pour insuffisance d’actif',
    ].join('\n');
    expect(announced(text)).toEqual([
      ['procedure', 'MENUISERIE DES ÎLES', '1234574001'],
      ['procedure', 'TRANSPORTS KAPUNE', '1876549001'],
      ['procedure', 'CAFÉ DU PORT', '3456795001'],
    ]);
  });

  it('reads a barred table under a caption naming the court first, a row’s name wrapped with its other cells empty', () => {
    const text = [
      'Greffe du tribunal mixte de commerce - radiations d’office',
      'Liste arrêtée au 19 novembre 2026',
      '',
      '| Raison sociale                | N° RIDET          | Motif                          |',
      '| SNC LES BOUGAINVILLÉES        | 1 402 205 - 001   | cessation d’activité constatée |',
      '| SARL GARAGE CENTRAL DE        | 1 598 705 - 001   | cessation d’activité constatée |',
      '| KONÉ                          |                   |                                |',
    ].join('\n');
    expect(announced(text)).toEqual([
      ['dissolution', 'LES BOUGAINVILLÉES', '1402205001'],
      ['dissolution', 'GARAGE CENTRAL DE KONÉ', '1598705001'],
    ]);
  });

  it('reads a row whose every cell goes on, the identifier in a bracket under the name, as the rest of the row above', () => {
    const text = [
      'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA – AUDIENCE DU 18 NOVEMBRE 2026',
      '',
      'Débiteur                                        Jugement',
      'SARL TOITS ET BARDAGES DU NORD                  Liquidation judiciaire',
      '(RIDET 1 234 574.001), Koné                     simplifiée',
      'SAS BATEAUX-TAXIS (RIDET 1 876 549.001),        Redressement judiciaire',
      'Nouméa',
    ].join('\n');
    expect(announced(text)).toEqual([
      ['procedure', 'TOITS ET BARDAGES DU NORD', '1234574001'],
      ['procedure', 'BATEAUX-TAXIS', '1876549001'],
    ]);
  });

  it('reads a row opened by its number in brackets as a row of its own', () => {
    const text = [
      'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA – AUDIENCE DU 18 NOVEMBRE 2026',
      '',
      'Débiteur                                           Jugement',
      '(1) SARL TOITS DU NORD, RIDET 1 234 574.001        liquidation judiciaire',
      '(2) SAS BATEAUX-TAXIS, RIDET 1 876 549.001         redressement judiciaire',
    ].join('\n');
    expect(announced(text).map((a) => (Array.isArray(a) ? a[2] : a))).toEqual(['1234574001', '1876549001']);
  });

  it('reads a table under a caption that names the list before its procedures, dated by a line of its own', () => {
    const text = [
      'LISTE DES RADIATIONS D’OFFICE – GREFFE DU TRIBUNAL MIXTE DE COMMERCE',
      'Arrêtée le 20 novembre 2026',
      '',
      'N° RIDET           Dénomination                     Forme',
      '1 402 205-001      ÉLECTRICITÉ ET CÂBLAGES DE       SARL',
      '                   LA FOA',
      '1 598 705-001      PÊCHERIES DU GRAND LAGON SUD     EURL',
    ].join('\n');
    expect(announced(text)).toEqual([
      ['dissolution', 'ÉLECTRICITÉ ET CÂBLAGES DE LA FOA', '1402205001'],
      ['dissolution', 'PÊCHERIES DU GRAND LAGON SUD', '1598705001'],
    ]);
  });

  it('keeps a line of its own under a barred table apart from the row above, its identifier cell empty too', () => {
    const text = [
      'CESSION DE FONDS',
      'Partie | Dénomination | RIDET | Représentant',
      'Cédant | LA HUCHE À PAIN | 1 402 205.001 | M. Rémi BELLANGER, gérant',
      'Cessionnaire | FOURNIL DU NORD | 1 598 705.001 | Mme Léa WIDJ, présidente',
      'Fonds | boulangerie, 3 rue de la Mission, Pouébo',
      'Acte sous seing privé du 2 novembre 2026.',
    ].join('\n');
    const read = layoutReading(text);
    expect(read).toContain('Dénomination : FOURNIL DU NORD\n');
    expect(read).not.toContain('FOURNIL DU NORD boulangerie');
  });
});

describe('a grid whose first row is the company', () => {
  it('reads a row of the company’s particulars, its identifier after its label without a colon, and the decision in a later cell', () => {
    const text = [
      'ANNONCE LÉGALE',
      'SARL MARÉE TURQUOISE | RIDET 1 402 205.001 | 7 rue du Wharf, 98800 Nouméa',
      'Organe | Assemblée générale extraordinaire',
      'Date | 28 octobre 2026',
      'Décision | capitaux propres inférieurs à la moitié du capital social : l’assemblée a décidé de ne pas prononcer la dissolution anticipée de la société',
    ].join('\n');
    expect(announced(text)).toEqual([['statuts', 'MARÉE TURQUOISE', '1402205001']]);
  });

  it('reads a decision cell that refuses the dissolution in a few words as no dissolution', () => {
    for (const cell of ['poursuite de l’activité, pas de dissolution anticipée', 'continuation de la société sans dissolution anticipée', 'refus de la dissolution anticipée']) {
      const text = ['SAS RÉCIFS ET LAGONS | RIDET 1 598 705.001 | Koné', 'Date | 30 octobre 2026', `Capitaux propres inférieurs à la moitié du capital | ${cell}`].join('\n');
      expect(announced(text)).toEqual([['statuts', 'RÉCIFS ET LAGONS', '1598705001']]);
    }
  });

  it('reads the losses told in shorthand, the half of the capital as a sign or a fraction', () => {
    for (const losses of ['Cap. propres < 1/2 du capital', 'Capitaux propres inf. à la moitié du capital', 'CAPITAUX PROPRES < ½ CAPITAL']) {
      const text = ['EURL MANGROVES DE GOMEN | RID 1402205 | Bourail', `${losses} | poursuite, pas de dissolution anticipée`, 'Décision du 2 novembre 2026'].join('\n');
      expect(announced(text)).toEqual([['statuts', 'MANGROVES DE GOMEN', '1402205001']]);
    }
  });

  it('reads the particulars in another order, the identifier’s label abbreviated', () => {
    const text = [
      'RID 1598705 | EURL PANIERS DE HIENGHÈNE | tribu de Ouaré, Hienghène',
      'Acte | décision de l’associé unique du 3 novembre 2026',
      'Objet | transfert du siège social au 2 route de Tao, Hienghène',
    ].join('\n');
    expect(announced(text)).toEqual([['siege', 'PANIERS DE HIENGHÈNE', '1598705001']]);
  });
});

describe('a table of a contribution’s two sides', () => {
  it('publishes the beneficiary’s capital operation, the roles in a column and the increase untold', () => {
    const text = [
      'APPORT PARTIEL D’ACTIF',
      'Traité d’apport du 2 octobre 2026, approuvé le 30 octobre 2026',
      '',
      'Rôle            Société                         RIDET',
      'Apporteuse      NICKEL SERVICES DU NORD (SAS)   1 402 205.001',
      'Bénéficiaire    MAINTENANCE NORD (SARL)         1 598 705.001',
    ].join('\n');
    expect(announced(text)).toEqual([['capital', 'MAINTENANCE NORD', '1598705001']]);
  });

  it('reads the beneficiary’s form from its own row, not the contributor’s row above it', () => {
    const bracketed = [
      'APPORT PARTIEL D’ACTIF',
      'Traité d’apport du 2 octobre 2026, approuvé le 30 octobre 2026',
      '',
      'Rôle            Société                         RIDET',
      'Apporteuse      NICKEL SERVICES DU NORD (SAS)   1 402 205.001',
      'Bénéficiaire    MAINTENANCE NORD (SARL)         1 598 705.001',
    ].join('\n');
    const columned = [
      'Apport partiel d’actif – décisions des associés du 4 novembre 2026',
      '',
      'Partie                  Dénomination           Forme    RIDET',
      'Société apporteuse      HOLDING TIÉBAGHI       SA       1 111 111.001',
      'Société bénéficiaire    TIÉBAGHI LOGISTIQUE    SASU     2 222 222.001',
    ].join('\n');
    expect([noticeOf(bracketed).forme_juridique, noticeOf(columned).forme_juridique]).toEqual(['SARL', 'SASU']);
  });
});
