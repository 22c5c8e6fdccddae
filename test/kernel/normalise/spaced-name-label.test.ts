import { describe, expect, it } from 'vitest';
import { spacedLabelNames } from '../../../kernel/normalise/spaced-name-label.ts';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';

// A table's row of the dénomination without its colon: made-up companies.

describe('the dénomination’s label set apart from its value by a tab, a bar or spaces (spaced-name-label.ts)', () => {
  it('reads the rest of the row when it is a name in capitals', () => {
    expect(spacedLabelNames('RÉDUCTION DU CAPITAL\nDénomination\tFARE DU COL\nForme\tSARL').map((l) => l.value)).toEqual(['FARE DU COL']);
    expect(spacedLabelNames('Raison sociale | KALOLO MARINE\nForme | SAS').map((l) => l.value)).toEqual(['KALOLO MARINE']);
  });
  it('reads no sentence and no value in small letters', () => {
    expect(spacedLabelNames('Dénomination sociale de la société : changement')).toEqual([]);
    expect(spacedLabelNames('Dénomination inchangée\nForme SARL')).toEqual([]);
    expect(spacedLabelNames('La dénomination FARE DU COL est conservée.')).toEqual([]);
  });
  it('publishes the row’s name', () => {
    const text = 'LA GAZETTE DU COL – 13/05/2026\nRÉDUCTION DU CAPITAL\nDénomination\tFARE DU COL\nForme\tSARL\nRCS\tNouméa 2014 B 1 000 032\nCapital\tde 4 000 000 F CFP\tà 2 400 000 F CFP\nAGE\t28 avril 2026\nGérant\tM. Tevita KALOLO';
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok ? result.notice.denomination : result.quarantine.reason).toBe('FARE DU COL');
  });
});
