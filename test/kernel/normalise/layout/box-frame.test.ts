import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../../kernel/normalise/index.ts';
import { boxFrameBars } from '../../../../kernel/normalise/layout/index.ts';

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
