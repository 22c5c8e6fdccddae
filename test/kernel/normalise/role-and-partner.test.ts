import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// An office then the sole partnership before the holder ('gér. assoc. unique M. X'): the holder
// holds the office. Made-up insertions.

const names = (text: string): string[] => officersOf(noticeOf(text, { publicationDate: '2026-11-05' }));

describe('an office, then the sole partnership, then its holder', () => {
  it('reads the holder’s office cut or whole', () => {
    expect(names('CONSTIT. EURL « KAORI BOIS » cap. 100 000 F, sg Lot 12 La Foa, gér. assoc. unique M. Paul WEA. RIDET 1000009 001 du 02/11/26.')).toEqual(['Paul WEA (gérant)']);
    expect(names('CONSTIT. EURL « KAORI BOIS » cap. 100 000 F, sg Lot 12 La Foa, gérante et associée unique Mme Rose KALOÏ. RIDET 1000009 001 du 02/11/26.')).toEqual(['Rose KALOÏ (gérant)']);
  });
});
