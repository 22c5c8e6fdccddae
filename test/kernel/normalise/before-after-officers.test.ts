import { describe, expect, it } from 'vitest';
import { leavingCellAfter } from '../../../kernel/normalise/before-after-officers.ts';
import { extractDirigeants } from '../../../kernel/normalise/extract-dirigeants.ts';

// Made up. A bracket after a holder's name saying someone leaves is the holder's movement, unless it
// names whom the holder replaces: the leaving is then that one's.
describe('a movement cell after the name', () => {
  it('reads the leaving as the holder’s, but not when the cell names whom the holder replaces', () => {
    expect(leavingCellAfter(' (ag du 3 mars, demission)')).toBe(true);
    expect(leavingCellAfter(' (remplacement m. luc testeur, demissionnaire)')).toBe(false);
    expect(leavingCellAfter(' (en remplacement de m. luc testeur, demissionnaire)')).toBe(false);
  });

  it('lists the new manager appointed in the place of one who resigns', () => {
    expect(extractDirigeants('Gérante Mme Ana TESTARD (remplacement M. Luc TESTEUR, démissionnaire)').map((d) => [d.nom, d.fonction, d.action])).toEqual([['TESTARD', 'gérant', 'nomination']]);
  });
});
