import { describe, expect, it } from 'vitest';
import { isRidet, RIDET_SHAPE } from '../../../kernel/model/ridet-shape.ts';

describe('a RIDET as the records write it', () => {
  it('is exactly ten ASCII digits: the RID, then the rank', () => {
    expect(isRidet('1231083002')).toBe(true);
    expect(isRidet('1 231 083.002')).toBe(false);
    expect(isRidet('123108300')).toBe(false);
    expect(isRidet('12310830021')).toBe(false);
    expect(isRidet(' 1231083002')).toBe(false);
    // Digits of another script are not read as a RIDET.
    expect(isRidet('١٢٣١٠٨٣٠٠٢')).toBe(false);
  });

  it('is the pattern the OpenAPI document shows', () => {
    expect(RIDET_SHAPE.source).toBe('^[0-9]{10}$');
  });
});
