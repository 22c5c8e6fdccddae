import { describe, expect, it } from 'vitest';
import type { OcrDoute } from '../../../kernel/model/ocr-doubt.ts';
import { remainingDoubts } from '../../../pipeline/reconcile/remaining-doubts.ts';

// Constructed rows: a scanned notice's doubtful fields and the other notices of its company.
const split: OcrDoute = { champ: 'denomination', mots: ['TRA', 'NSPORTS'], confiance: 0.38 };
const ridet: OcrDoute = { champ: 'ridet', mots: ['358.001'], confiance: 0.6 };
const siege: OcrDoute = { champ: 'siege', mots: ['Nouméa'], confiance: 0.5 };

describe('remainingDoubts', () => {
  it('settles a doubtful name that is a spelling of the name the company’s other notices print', () => {
    const others = [{ denomination: 'ZOZO TRANSPORTS', doubtfulName: false }, { denomination: 'ZOZO TRANSPORTS SARL', doubtfulName: false }];
    expect(remainingDoubts([split], 'ZOZO TRA NSPORTS', others)).toEqual([]);
  });

  it('settles a doubtful identifier the same way: the company’s other notices print that name under that RIDET', () => {
    expect(remainingDoubts([ridet, split], 'ZOZO TRA NSPORTS', [{ denomination: 'ZOZO TRANSPORTS', doubtfulName: false }])).toEqual([]);
  });

  it('sends the name to a person when the company is known from no other notice, or from notices read as doubtfully', () => {
    expect(remainingDoubts([split], 'ZOZO TRA NSPORTS', [])).toEqual([split]);
    expect(remainingDoubts([split], 'ZOZO TRA NSPORTS', [{ denomination: 'ZOZO TRANSPORTS', doubtfulName: true }])).toEqual([split]);
  });

  it('sends the name to a person when the other notices print another name', () => {
    expect(remainingDoubts([split, ridet], 'ZOZO TRA NSPORTS', [{ denomination: 'KAORI TRANSPORTS', doubtfulName: false }])).toEqual([split, ridet]);
  });

  it('leaves the other fields to a person: the name settles only the identity', () => {
    expect(remainingDoubts([split, siege], 'ZOZO TRA NSPORTS', [{ denomination: 'ZOZO TRANSPORTS', doubtfulName: false }])).toEqual([siege]);
  });
});
