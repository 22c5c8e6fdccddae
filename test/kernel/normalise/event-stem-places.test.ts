import { describe, expect, it } from 'vitest';
import { eventStemsRead } from '../../../kernel/normalise/unknown-abbreviations.ts';

// An event's consonants are read where an event stands: a line's start, after a field's separator
// and the spaces after it. The reader finds those places by a scan of their marks, not by trying
// the pattern at every character: each kind of place must still be one. Every text is made up.

describe("an event's consonants at each kind of place", () => {
  it('are read after a line end of any kind', () => {
    expect(eventStemsRead('SARL X\rDssl amiable')).toBe('SARL X\rDissolution amiable');
    expect(eventStemsRead('SARL X\u2028Dssl amiable')).toBe('SARL X\u2028Dissolution amiable');
  });

  it('are read after a separator and the spaces and tabs after it', () => {
    expect(eventStemsRead('SARL X ;  \tDssl amiable')).toBe('SARL X ;  \tDissolution amiable');
    expect(eventStemsRead('SARL X —Dssl amiable')).toBe('SARL X —Dissolution amiable');
  });

  it('are read at each place of one text, the second after the first', () => {
    expect(eventStemsRead('Dssl SARL X & Nmn: M. Y')).toBe('Dissolution SARL X & Nomination: M. Y');
  });

  it('are not read inside a sentence', () => {
    expect(eventStemsRead('il dit ; que la Dssl était là')).toBe('il dit ; que la Dssl était là');
  });
});
