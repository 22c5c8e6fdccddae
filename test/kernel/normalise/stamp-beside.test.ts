import { describe, expect, it } from 'vitest';
import { withoutStampBeside } from '../../../kernel/normalise/stamp-beside.ts';
import { identityOf } from './notice-helpers.ts';

// A registry's receipt stamp a scan drew as a box beside a notice's first lines, the words of the
// lines spaced apart as OCR spaces them. Every text is made up for this file.
const NOTICE = [
  'KAZ  DES  ÎLES                                        ┌ REÇU LE ┐',
  'SARL  au  capital  de  500 000  F  CFP                │ 12 MAI 2026 │',
  'Siège  social  :  Wé,  98820  Lifou                   └ GREFFE ┘',
  'RIDET  :  1 643 782.001',
  '',
  "Aux termes d'une décision du 4 mai 2026, l'associé unique a transféré le siège social au lot 3, Hnathalo, 98820 Lifou.",
  'Pour avis, la gérance.',
].join('\n');

describe('a stamp boxed beside the first lines', () => {
  it('is set apart from the lines it stands beside', () => {
    expect(withoutStampBeside(NOTICE).split('\n').slice(0, 3)).toEqual(['KAZ  DES  ÎLES', 'SARL  au  capital  de  500 000  F  CFP', 'Siège  social  :  Wé,  98820  Lifou']);
  });

  it('leaves the company its name', () => {
    expect(identityOf(NOTICE)).toEqual(['siege', 'KAZ DES ÎLES', 'SARL', '1643782001', '2026-05-04']);
  });

  it('leaves a box drawn on lines of its own', () => {
    const insert = '┌──────────────┐\n│ ANNONCES LÉGALES │\n└──────────────┘';
    expect(withoutStampBeside(insert)).toBe(insert);
  });

  it('sets apart a stamp printed without its frame, known by its words', () => {
    const text = [
      '                 CESSION DE PARTS',
      '                                                       DUPL1CATA',
      'KAZ  DES  ÎLES                                         COPIE',
      'SARL  au  capital  de  500 000  F  CFP',
    ].join('\n');
    expect(withoutStampBeside(text).split('\n')).toEqual(['                 CESSION DE PARTS', '', 'KAZ  DES  ÎLES', 'SARL  au  capital  de  500 000  F  CFP']);
  });

  it('leaves a heading set far right alone, and a far piece that says no stamp’s word', () => {
    const text = ['                          AVIS DE CONSTITUTION', 'KAZ  DES  ÎLES                                         N° 2026-118'].join('\n');
    expect(withoutStampBeside(text)).toBe(text);
  });
});
