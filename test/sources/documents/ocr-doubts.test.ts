import { describe, expect, it } from 'vitest';
import type { ParsedNotice } from '../../../kernel/model/announcement.ts';
import { doubtfulFields } from '../../../sources/documents/ocr-doubts.ts';

// Word-confidence rows built by hand: the rule, not one Tesseract build's reading.
const notice = (over: Partial<ParsedNotice>): Pick<ParsedNotice, 'ridet' | 'denomination' | 'nouvelle_denomination' | 'forme_juridique' | 'capital' | 'siege' | 'dirigeants' | 'texte'> => ({
  ridet: '4021358001',
  denomination: 'BOULANGERIE DU PORT',
  nouvelle_denomination: null,
  forme_juridique: 'SARL',
  capital: '500 000 F CFP',
  siege: '12 rue Jules Ferry, 98800 Nouméa',
  dirigeants: [{ nom: 'WAKA', prenoms: 'Louis', fonction: 'gérant', action: 'nomination' }],
  texte: 'BOULANGERIE DU PORT, SARL au capital de 500 000 F CFP, siège 12 rue Jules Ferry, 98800 Nouméa, RIDET 4 021 358.001. Gérant : M. Louis WAKA.',
  ...over,
});

describe('doubtfulFields', () => {
  it('names the field a low-confidence word belongs to, however high the page average', () => {
    // A page read at 0.95 on average, one word of the name at 0.41.
    expect(doubtfulFields(notice({}), [{ mot: 'BOULANGERIE', confiance: 0.41 }])).toEqual([{ champ: 'denomination', mots: ['BOULANGERIE'], confiance: 0.41 }]);
  });

  it('reads a word the way the field prints it: case, accents and punctuation at its edges aside', () => {
    expect(doubtfulFields(notice({}), [{ mot: 'nouméa,', confiance: 0.62 }, { mot: 'Waka.', confiance: 0.7 }])).toEqual([
      { champ: 'siege', mots: ['nouméa,'], confiance: 0.62 },
      { champ: 'dirigeants', mots: ['Waka.'], confiance: 0.7 },
    ]);
  });

  it('finds an identifier’s digit group in the normalised RIDET', () => {
    expect(doubtfulFields(notice({}), [{ mot: '358.001.', confiance: 0.55 }])).toEqual([{ champ: 'ridet', mots: ['358.001.'], confiance: 0.55 }]);
  });

  it('keeps the lowest confidence of a field’s words and lists each once', () => {
    const split = notice({ denomination: 'ZOZO TRA NSPORTS', texte: 'ZOZO TRA NSPORTS, SARL. RIDET 4 021 358.001.' });
    expect(doubtfulFields(split, [{ mot: 'TRA', confiance: 0.52 }, { mot: 'NSPORTS', confiance: 0.38 }, { mot: 'TRA', confiance: 0.6 }])).toEqual([
      { champ: 'denomination', mots: ['TRA', 'NSPORTS'], confiance: 0.38 },
    ]);
  });

  it('ignores a doubtful word the notice does not print (another notice of the page) or that is too short to tell', () => {
    expect(doubtfulFields(notice({}), [{ mot: 'PLONGÉE', confiance: 0.3 }, { mot: 'DU', confiance: 0.2 }, { mot: '1', confiance: 0.1 }])).toEqual([]);
  });

  it('has nothing to say without doubtful words', () => {
    expect(doubtfulFields(notice({}), [])).toEqual([]);
  });
});
