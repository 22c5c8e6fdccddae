import { describe, expect, it } from 'vitest';
import { withUnhyphenatedCutsJoined } from '../../../kernel/normalise/unhyphenated-cut.ts';
import { cleanNoticeText } from '../../../kernel/normalise/clean-text.ts';

// Made up (2026-12-08, nineteenth session, from breteches xb03): a word a narrow column cuts at a
// line's end without a hyphen.
describe('a word cut at a line’s end without a hyphen', () => {
  it('is read whole where neither piece is a word and the whole is one', () => {
    expect(withUnhyphenatedCutsJoined('ayant pour déno\nmination « TEST »')).toBe('ayant pour dénomination « TEST »');
    expect(cleanNoticeText('il a été constitué une société ayant pour déno\nmination « TEST », au capital de 100 000 F CFP')).toContain('ayant pour dénomination « TEST »');
  });

  it('stays cut where a piece is a word of its own, in capitals, or the whole is no word', () => {
    expect(withUnhyphenatedCutsJoined('le siège est fixé au\nnuméro 3')).toBe('le siège est fixé au\nnuméro 3');
    expect(withUnhyphenatedCutsJoined('LES HAUTS\nDE TIVA')).toBe('LES HAUTS\nDE TIVA');
    expect(withUnhyphenatedCutsJoined('chez kazu\nmaru')).toBe('chez kazu\nmaru');
  });
});
