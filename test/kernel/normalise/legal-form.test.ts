import { describe, expect, it } from 'vitest';
import { formIn } from '../../../kernel/normalise/legal-form.ts';

// Made up (2026-12-07, eighteenth session, from clochetons hk10; bandeaux bd04 read so too). A one-partner
// form spelt out names its partner in the masculine or the feminine (`à associée unique`, a company).
describe('a one-partner form spelt out', () => {
  it('reads the partner in either gender', () => {
    expect(formIn('Société par actions simplifiée à associé unique')).toBe('SASU');
    expect(formIn('Société par actions simplifiée à associée unique')).toBe('SASU');
    expect(formIn('Société à responsabilité limitée à associée unique')).toBe('EURL');
    expect(formIn('SARL à associée unique')).toBe('EURL');
  });
});
