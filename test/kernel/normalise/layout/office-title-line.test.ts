import { describe, expect, it } from 'vitest';
import { readLayout, type LayoutBlock } from '../../../../kernel/normalise/layout/index.ts';
import { subjectOf } from '../notice-helpers.ts';

// An office's noun alone in capitals on a notice's first line titles the notice's event; it is no
// label of the company printed under it. Every text is made up for this file.
const pairs = (text: string): Array<[string, string]> =>
  readLayout(text)
    .filter((b): b is Extract<LayoutBlock, { kind: 'pair' }> => b.kind === 'pair')
    .map((b) => [b.label, b.value]);

describe("an office's noun titling the notice", () => {
  it('publishes the company under a GÉRANCE title whose partners appointed another company manager', () => {
    const text =
      'GÉRANCE\nSCI LES ALIZÉS, RIDET 1 000 009.001, siège : Nouméa.\nPar décision des associés du 4 octobre 2026, la société KAVIENG INVEST, SARL, RIDET 2 000 008.001, a été nommée gérante.';
    expect(subjectOf(text)).toBe('1000009');
  });

  it("publishes a civil company telling its own manager's appointment under a GÉRANCE title", () => {
    const text =
      'GÉRANCE\nLa SCI LES BANIANS, RIDET 1 000 009.001, bailleresse des locaux de sa filiale CORAIL NEGOCE, SARL, RIDET 3 000 007.001, fait savoir que ses associés ont nommé Mme Anne Roux gérante le 1er octobre 2026.';
    expect(subjectOf(text)).toBe('1000009');
  });

  it('reads no pair from a GÉRANCE title over the company', () => {
    expect(pairs('GÉRANCE\nBOIS DU NORD, SARL, RIDET 1 000 009.001.\nM. Yves Tein a été nommé gérant le 4 octobre 2026.')).toEqual([]);
  });
});

describe('an office label alone on its line that keeps its value', () => {
  it('reads the person under GÉRANT on the first line as its value', () => {
    expect(pairs('GÉRANT\nM. Jean Wamytan\nSIÈGE\n12 rue de Sébastopol, Nouméa')).toContainEqual(['GÉRANT', 'M. Jean Wamytan']);
  });

  it('reads a company under a GÉRANCE label below the notice’s title as its value', () => {
    expect(pairs('AVIS DE CONSTITUTION\nGÉRANCE\nla société KAVIENG INVEST, SARL')).toContainEqual(['GÉRANCE', 'la société KAVIENG INVEST, SARL']);
  });
});
