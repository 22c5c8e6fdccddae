/**
 * Where a degree sign may close a cut word: the reading skips a text only when no sign has two
 * letters before it (degree-sign-abbreviations.ts, speed only). Each case puts the one sign that
 * closes a cut word where a scan that looked at fewer places would miss it.
 */
import { describe, expect, it } from 'vitest';
import { degreeSignsAsDots } from '../../../kernel/normalise/degree-sign-abbreviations.ts';

describe('degreeSignsAsDots, the places it reads', () => {
  it('reads a cut word after a number sign that closes none', () => {
    expect(degreeSignsAsDots('Arrêté n° 45 : Transf° du local au 3 rue Vauban.')).toBe('Arrêté n° 45 : Transf. du local au 3 rue Vauban.');
  });

  it('reads a cut word after a capital number sign and an ordinal', () => {
    expect(degreeSignsAsDots('N° 7, 2° alinéa. Nmt° de Mme Wema')).toBe('N° 7, 2° alinéa. Nmt. de Mme Wema');
  });

  it('reads a cut word whose letters before the sign are accented', () => {
    expect(degreeSignsAsDots('Sté Kiwa, n° 3 : Dé° anticipée')).toBe('Sté Kiwa, n° 3 : Dé. anticipée');
  });

  it('reads the ordinal sign closing a cut word as well as the degree sign', () => {
    expect(degreeSignsAsDots('nº 12 puis Constitº de la SARL')).toBe('nº 12 puis Constit. de la SARL');
  });

  it('reads a cut word whose letter before the sign lies past the BMP', () => {
    expect(degreeSignsAsDots('n° 9, Ab𝐀° du bail')).toBe('n° 9, Ab𝐀. du bail');
  });

  it('leaves a text whose signs close no cut word as it is', () => {
    const text = 'RIDET n° 1 234 567.001, N° 8, chauffé à 25° et 1°) premier point.';
    expect(degreeSignsAsDots(text)).toBe(text);
  });
});
