import { describe, expect, it } from 'vitest';
import { backgroundSpans, BACKGROUND_MARKERS } from '../../../kernel/normalise/background.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { classifyNotice, findActDate } from '../../../kernel/normalise/index.ts';

// Issue 32: background told by the verb and its markers (the plus-que-parfait, 'précédemment',
// 'il est rappelé que', 'pour mémoire'…) is not the notice's act when the text also reports an
// event in its own voice, dated or not. Texts made up.
const HEAD = 'SARL LES TROIS PALMIERS\nCapital : 1 000 000 F CFP – RIDET 1 000 041.001\n';
const OWN_ACT = "Par décision du 12 février 2026, l'associé unique a décidé le transfert du siège social au 8 rue des Goélands, 98800 Nouméa.\nPour avis, la gérance.";

describe('background told by the verb and its markers (issue 32, wt-rback)', () => {
  it.each([
    ['an undated recall in the pluperfect', 'Il est rappelé que les associés avaient précédemment procédé à une augmentation du capital de 500 000 F CFP.'],
    ["'pour mémoire'", 'Pour mémoire, le capital a été augmenté de 500 000 F CFP.'],
    ["'lors de sa constitution'", 'Lors de sa constitution, la société a fait l\'objet d\'un apport en nature et son capital a été augmenté de 500 000 F CFP.'],
    ["'aux termes d'un acte antérieur'", "Aux termes d'un acte antérieur, le capital a été augmenté de 500 000 F CFP."],
    ["'antérieurement', no verb of its own", 'Augmentation du capital de 500 000 F CFP décidée antérieurement par les associés.'],
  ])('%s gives not the type: the act told in the notice\'s own voice does', (_, background) => {
    expect(classifyNotice(`${HEAD}${background}\n${OWN_ACT}`)?.type).toBe('siege');
  });

  it('a recent dated act told in the pluperfect gives neither the type nor the date', () => {
    const text = `${HEAD}Par acte du 4 mars 2025, il avait été procédé à une augmentation du capital de 500 000 F CFP.\n${OWN_ACT}`;
    expect(classifyNotice(text)?.type).toBe('siege');
    expect(findActDate(text)).toBe('2026-02-12');
  });

  it('the same when the background comes after the act and is more recent than it', () => {
    const text = `${HEAD}Par décision du 12 février 2026, l'associé unique a décidé le transfert du siège social au 8 rue des Goélands, 98800 Nouméa. Il est rappelé que, par acte du 2 mars 2026, les associés avaient décidé une augmentation du capital de 500 000 F CFP.`;
    expect(classifyNotice(text)?.type).toBe('siege');
    expect(findActDate(text)).toBe('2026-02-12');
  });

  it('a text that tells nothing in its own voice keeps its only event and its date', () => {
    const text = `${HEAD}Par acte du 4 mars 2025, les associés avaient procédé à une augmentation du capital de 500 000 F CFP.`;
    expect(classifyNotice(text)?.type).toBe('capital');
    expect(findActDate(text)).toBe('2025-03-04');
  });

  it('an own voice that reports no event the rules name leaves the background as the only event told', () => {
    const text = `${HEAD}Il est rappelé que les associés avaient procédé à une augmentation du capital de 500 000 F CFP. Le gérant a été autorisé à signer les actes.`;
    expect(classifyNotice(text)?.type).toBe('capital');
  });

  it('a marker inside the sentence of the notice\'s own act leaves that act', () => {
    // A second act in its own voice, lower in precedence: the marked sentence would lose to it if blanked.
    const appointed = ' M. Paul ARO a été nommé gérant.';
    const text = `${HEAD}Par décision du 12 février 2026, l'associé unique a décidé de transférer le siège social, précédemment fixé au 1 rue des Lys, au 8 rue des Goélands, 98800 Nouméa.${appointed}`;
    expect(classifyNotice(text)?.type).toBe('siege');
    expect(findActDate(text)).toBe('2026-02-12');
    const capital = `${HEAD}Par décision du 12 février 2026, l'associé unique a décidé d'augmenter le capital social, initialement de 500 000 F CFP, pour le porter à 1 000 000 F CFP.${appointed}`;
    expect(classifyNotice(capital)?.type).toBe('capital');
  });

  it('finds the marked sentences only when another sentence reports an event in its own voice', () => {
    const marked = fold('Il est rappelé que le siège avait été transféré. Les associés ont décidé la dissolution.');
    expect(backgroundSpans(marked).map((s) => marked.slice(s.start, s.end).trim())).toEqual(['il est rappele que le siege avait ete transfere.']);
    expect(backgroundSpans(fold('Il est rappelé que le siège avait été transféré. Pour avis.'))).toEqual([]);
  });

  it("a negation in the imperfect is no pluperfect ('il n'y avait pas lieu')", () => {
    expect(BACKGROUND_MARKERS.test(fold("l'assemblée a décidé qu'il n'y avait pas lieu à dissolution"))).toBe(false);
  });
});
