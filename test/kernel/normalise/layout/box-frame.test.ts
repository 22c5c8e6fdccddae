import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../../kernel/normalise/index.ts';
import { boxFrameBars } from '../../../../kernel/normalise/layout/index.ts';
import { noticeOf } from '../notice-helpers.ts';

// Made-up cards; every company, person and number is invented.

describe('a box-drawn card whose top rule carries the columns’ names', () => {
  it('reads the names in the rule as the table’s column names', () => {
    const card = ['╔═ Raison sociale ═════╦═ RIDET ════════╗', '║ LES VERGERS          ║ 2 718 286.001  ║', '╚══════════════════════╩════════════════╝'].join('\n');
    expect(boxFrameBars(card)).toBe(['| Raison sociale | RIDET |', '| LES VERGERS          | 2 718 286.001  |'].join('\n'));
  });

  it('leaves a rule without words a rule (dropped), and one without a column’s edge as printed', () => {
    expect(boxFrameBars('┌────┬────┐\n│ A  │ B  │\n└────┴────┘')).toBe('| A  | B  |');
    expect(boxFrameBars('┌─ Avis ─────┐\n│ texte      │')).toBe('┌─ Avis ─────┐\n| texte      |');
  });

  it('reads the company the card names under its columns', () => {
    const text = [
      'Publication du 08/07/2026 – Transfert de siège',
      '┏ Dénomination ━━━━━━━━━━━┳ Forme ┳ RIDET ━━━━━━━━┓',
      '┃ ATELIERS DU LAGON        ┃ SAS   ┃ 2718286-001    ┃',
      '┗━━━━━━━━━━━━━━━━━━━━━━━━━━┻━━━━━━━┻━━━━━━━━━━━━━━━━┛',
      'Par décision du président du 30/06/2026, le siège est transféré du 2 rue Austerlitz, Nouméa, au 9 route de Païta, Dumbéa.',
    ].join('\n');
    const result = parseNoticeTexts(text, { reference: 'B1' })[0]!;
    expect(result.ok ? [result.notice.type, result.notice.ridet, result.notice.denomination] : result.quarantine.reason).toEqual(['siege', '2718286001', 'ATELIERS DU LAGON']);
  });
});

describe("a box of labels and values ruled by heavy bars, the labels capitalised", () => {
  const box = [
    'Le Fanal — 12/11/2026 — annonces légales',
    '',
    '┃ VENTE DE FONDS DE COMMERCE ┃',
    '┃ Vendeuse     ┃ Mme Rose KAMO, commerçante, tribu de Tiéti, 98825 Poindimié, RIDET 1 000 009.001',
    '┃ Acquéreur    ┃ VERGERS DE TIVA, SARL au capital de 600 000 F CFP, village, 98823 Ponérihouen, RIDET 1 000 032.001',
    '┃ Fonds        ┃ épicerie exploitée à la tribu de Tiéti',
    '┃ Acte         ┃ s.s.p. du 2/11/2026',
    '┃ Entrée       ┃ 01/11/2026',
    '┃ Oppositions  ┃ chez la vendeuse, 15 jours après la dernière insertion',
  ].join('\n');

  it('is read row by row, each value beside its label, not as two columns of prose', () => {
    const [result] = parseNoticeTexts(box, { reference: 'essai' });
    expect(result!.ok && [result!.notice.type, result!.notice.ridet, result!.notice.denomination]).toEqual(['cession', '1000009001', 'Rose KAMO']);
  });
});

// Made up: a compositor boxes a whole notice in a frame of one cell.
describe('a notice boxed in a frame of one cell', () => {
  const boxed = [
    '┌──────────────────────────────────────────────┐',
    '│           TRANSFERT DE SIÈGE SOCIAL          │',
    '│                                              │',
    '│      E S S A I S   D U   L A G O N           │',
    '│  SARL au capital de 500 000 F CFP            │',
    '│  RIDET n° 1 742 725-001                      │',
    '│                                              │',
    '│  Par décision du 9 mars 2026, le gérant a    │',
    '│  transféré le siège social au 3, rue des     │',
    '│  Essais, 98890 Païta.                        │',
    '│  Pour avis, le gérant.                       │',
    '└──────────────────────────────────────────────┘',
  ].join('\n');

  it('is read as its inside, no table: its margin out, its lines as printed', () => {
    const read = boxFrameBars(boxed).split('\n');
    expect(read[0]).toBe('         TRANSFERT DE SIÈGE SOCIAL');
    expect(read[3]).toBe('SARL au capital de 500 000 F CFP');
    expect(read.some((line) => line.includes('|') || line.includes('│'))).toBe(false);
  });

  it("so its heading's spaced letters are its name", () => {
    expect(noticeOf(boxed)).toMatchObject({ type: 'siege', denomination: 'ESSAIS DU LAGON', ridet: '1742725001' });
  });

  it('leaves a frame of two cells a table', () => {
    expect(boxFrameBars('┌──────────┬──────────┐\n│ Société  │ ESSAIS   │\n│ Forme    │ SARL     │\n│ RIDET    │ 1 742 725.001 │\n└──────────┴──────────┘')).toContain('| Société  | ESSAIS   |');
  });
});
