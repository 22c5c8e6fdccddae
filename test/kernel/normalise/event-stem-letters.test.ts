/**
 * The letters an event's consonants may be printed in: the reading skips a text only when no word
 * may be such a token (unknown-abbreviations.ts, speed only). Each case prints the token in letters
 * a scan of ASCII consonants alone would miss, or beside the tokens of consonants every notice
 * prints that open no event.
 */
import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { eventStemsRead, mayFoldToConsonant } from '../../../kernel/normalise/unknown-abbreviations.ts';

describe('eventStemsRead, the letters of a token of consonants', () => {
  it('reads a token of ASCII consonants, in capitals or not', () => {
    expect(eventStemsRead('CRTN Scté « Wanu »')).toBe('Constitution Scté « Wanu »');
    expect(eventStemsRead('vnt fonds « Tiaré »')).toBe('Vente fonds « Tiaré »');
  });

  it('reads a token opening on a cedilla or a tilde, which fold to consonants', () => {
    expect(eventStemsRead('Çssn SARL « Poko »')).toBe('Cession SARL « Poko »');
    expect(eventStemsRead('Ñmn gérant M. Paul KELA')).toBe('Nomination gérant M. Paul KELA');
  });

  it('reads a token holding a letter past Latin-1 that folds to a consonant', () => {
    expect(eventStemsRead('Ćšsn de parts : SARL « Poko »')).toBe('Cession de parts : SARL « Poko »');
    expect(eventStemsRead('Dšlt : SARL « Tova »')).toBe('Dissolution : SARL « Tova »');
  });

  it('reads a token after the currency and register tokens of consonants that open no event', () => {
    expect(eventStemsRead('Cap. 100 000 XPF, RCS B 12\nNmn : Mme Léa ATI')).toBe('Cap. 100 000 XPF, RCS B 12\nNomination : Mme Léa ATI');
  });

  it('leaves a text whose only tokens of consonants open no event as printed', () => {
    const text = 'Capital : 100 000 XPF\nSiège : Koné\nÉcrit à Thio, le 3 mai';
    expect(eventStemsRead(text)).toBe(text);
  });
});

// Every code unit a letter folding to a consonant of a-z may be printed in: the reading's scan by
// code units must hold each (a unit past the general punctuation may be half of a letter past the BMP).
describe('mayFoldToConsonant, the units a token of consonants may be printed in', () => {
  it('holds every unit whose character folds to a consonant', () => {
    const missed: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit += 1) {
      const folded = fold(String.fromCharCode(unit));
      if (/^[b-df-hj-np-tv-xz]/.test(folded) && !mayFoldToConsonant(unit)) missed.push(unit.toString(16));
    }
    expect(missed).toEqual([]);
  });

  it('holds both halves of a letter past the BMP', () => {
    const letter = '𝐃';
    expect(mayFoldToConsonant(letter.charCodeAt(0))).toBe(true);
    expect(mayFoldToConsonant(letter.charCodeAt(1))).toBe(true);
  });

  it('leaves out the vowels, y among them, spaces, digits and signs', () => {
    for (const ch of 'aeiouyAEIOUYéÉàÀ 0.,;:-’\n') expect(mayFoldToConsonant(ch.charCodeAt(0))).toBe(false);
  });
});
