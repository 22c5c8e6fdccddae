import { describe, expect, it } from 'vitest';
import { civilityGender } from '../../../kernel/normalise/civility-gender.ts';

// Officers read through an agreeing participle or pronoun ('s'est nommée', 'Il en est le gérant')
// are kept only when the person's civility does not contradict it: the civility's gender, from
// folded mentions as the reader holds them.
describe('civilityGender', () => {
  it('reads a man by M., Monsieur or Mr', () => {
    expect(civilityGender('m. jean tein')).toBe('masculine');
    expect(civilityGender('monsieur jean tein')).toBe('masculine');
    expect(civilityGender('mr jean tein')).toBe('masculine');
  });

  it('reads a woman by Mme, Madame, Mlle or Mademoiselle', () => {
    expect(civilityGender('mme lea kawa')).toBe('feminine');
    expect(civilityGender('madame lea kawa')).toBe('feminine');
    expect(civilityGender('mlle lea kawa')).toBe('feminine');
    expect(civilityGender('mademoiselle lea kawa')).toBe('feminine');
  });

  it('tells nothing of a name without civility, nor of a surname that opens like one', () => {
    expect(civilityGender('lea kawa')).toBeNull();
    expect(civilityGender('mrad karim')).toBeNull();
    expect(civilityGender('mmebou lea')).toBeNull();
  });
});
