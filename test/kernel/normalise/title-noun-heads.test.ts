import { describe, expect, it } from 'vitest';
import { headingNounEvent } from '../../../kernel/normalise/heading-event-noun.ts';
import { isTitleWordsOnly } from '../../../kernel/normalise/title-words-not-name.ts';
import { noticeOf } from './notice-helpers.ts';

// A title's noun is read in full, in the plural, or cut short to its first five letters and closed by
// its dot, after the spaces, dashes or marks a title may open with; a line that opens on any other
// word names no event by its noun. Made-up titles (folded, as the readers get them), in words of
// their own.

describe("a heading's title noun, however it is printed", () => {
  it.each([
    ['constitution - assp du 3 mars 2026', 'creation'],
    ['const. - assp du 3 mars 2026', 'creation'],
    ['creat. - statuts du 3 mars 2026', 'creation'],
    ['\t  nominations - age du 3 mars 2026', 'nomination'],
    ['nomin. - ago du 3 mars 2026', 'nomination'],
    ['disso. anticipee - age du 3 mars 2026', 'dissolution'],
    ['prorog. - age du 3 mars 2026', 'statuts'],
    ['transformations - age du 3 mars 2026', 'statuts'],
    ['cessions (acte du 3 mars 2026)', 'cession'],
  ])('reads "%s" as its event', (title, type) => {
    expect(headingNounEvent([title], [title, 'denomination : x'])).toBe(type);
  });

  it("reads the notice's own title under the page's furniture when the heading names none", () => {
    expect(headingNounEvent(['la feuille du nord'], ['annonces legales', 'cessions - acte du 3 mars 2026', 'denomination : x'])).toBe('cession');
  });

  it('reads no event from a title that opens on another word', () => {
    expect(headingNounEvent(['avis de constitution'], ['avis de constitution', 'denomination : x'])).toBeNull();
    expect(headingNounEvent(['cess. - acte du 3 mars 2026'], ['cess. - acte du 3 mars 2026'])).toBeNull();
  });
});

describe("a proposed name made of a title's words only", () => {
  it('is the title, whatever marks open it', () => {
    expect(isTitleWordsOnly('CONSTITUTION')).toBe(true);
    expect(isTitleWordsOnly('. CONSTITUTION')).toBe(true);
    expect(isTitleWordsOnly('– NOMINATIONS')).toBe(true);
    expect(isTitleWordsOnly("& DISSOL. ANTIC.")).toBe(true);
    expect(isTitleWordsOnly('AUGMENTATION DE CAPITAL')).toBe(true);
  });

  it('is a name when a word of its own opens it or follows the noun', () => {
    expect(isTitleWordsOnly('CRÉATIONS FLORALES')).toBe(false);
    expect(isTitleWordsOnly('LES CONSTITUTIONS')).toBe(false);
    expect(isTitleWordsOnly('.. CONSTITUTION')).toBe(false);
  });
});

// Made up (2026-12-07, eighteenth session, from clochetons hk22). A page's rubric over a notice of
// appointments names the office alone (`COMMISSAIRES AUX COMPTES`): a title, no company's name; a
// name that goes on with words of its own is one.
describe('an office named alone as a title', () => {
  it('is a title’s words only', () => {
    expect(isTitleWordsOnly('COMMISSAIRES AUX COMPTES')).toBe(true);
    expect(isTitleWordsOnly('ADMINISTRATEURS')).toBe(true);
    expect(isTitleWordsOnly('COMMISSAIRES AUX COMPTES ASSOCIÉS')).toBe(false);
  });

  it("publishes the company the appointment is made in, not the rubric above it", () => {
    const notice = noticeOf(
      "JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE – Mardi 24 novembre 2026\n\nCOMMISSAIRES AUX COMPTES\n\nL'assemblée générale ordinaire des actionnaires de la COMPAGNIE DES TESTS, société anonyme dont le siège est à Bourail, réunie le 29 octobre 2026, a nommé en qualité de commissaire aux comptes titulaire la SELARL TESTS AUDIT, RIDET 1 234 566.001.\n\n(RIDET de la COMPAGNIE DES TESTS : 1 000 009.001)",
    );
    expect([notice.denomination, notice.ridet]).toEqual(['COMPAGNIE DES TESTS', '1000009001']);
  });
});
