import { describe, expect, it } from 'vitest';
import { findRidets } from '../../../kernel/normalise/index.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';

// A small ad that labels both sides of a business's sale or letting: the side labelled as buying or
// taking it is set aside by the rules, the seller or owner left. Made-up ads; the identifiers pass
// the check (the seller's is 1 000 009, the buyer's 3 000 007).

function decided(text: string): { rid: string | undefined; rule: string } {
  const d = decideSubjectRidet(text, findRidets(text), { type: 'cession' });
  return { rid: d.match?.rid, rule: d.rule };
}

describe('the sides a small ad labels in a sale of a business', () => {
  it('leaves the seller alone where the buyer is labelled first, no colon after the labels', () => {
    expect(decided('VTE FDS – Acq. Rs. PAINS DU LAGON · SARL · Rdt 3 000 007.001 ← Vdr. Rs. FOURNIL DE LA PLAGE · SARL · Rdt 1 000 009.001 · fds boulangerie Koné · acte 02.10.26')).toEqual({ rid: '1000009', rule: 'seul_candidat' });
  });

  it('sets no side aside where only the buyer is labelled: nothing tells the other one sells', () => {
    expect(decided('VTE FDS – Acq. Rs. PAINS DU LAGON · SARL · Rdt 3 000 007.001 / Rs. FOURNIL DE LA PLAGE · SARL · Rdt 1 000 009.001 · fds boulangerie Koné · acte 02.10.26').rule).not.toBe('seul_candidat');
  });
});
