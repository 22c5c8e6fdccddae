import { describe, expect, it } from 'vitest';
import { withoutHeadMark } from '../../../kernel/normalise/name-head-mark.ts';
import { identityOf, subjectOf } from './notice-helpers.ts';

// A role word right after an identifier speaks for its company ('RIDET …, liquidateur'), unless a
// person's name follows it: then it opens the next field, that person's office. Made-up insertions;
// 5401245 passes the check digit.

describe('a role word after the identifier that a person follows', () => {
  it('is the person’s office, and the lone identifier the company’s own', () => {
    expect(subjectOf('LA VOIX DU COL — ven. 20/11/2026\nDISSOL. ANTICIPÉE — LES VERGERS DU COL — SARL — RIDET 5 401 245.001 — liq. Lucien EXEMPLE — siège de liq. : Farino')).toBe('5401245');
    expect(subjectOf('LA VOIX DU COL — ven. 20/11/2026\nDISSOL. ANTICIPÉE / LES VERGERS DU COL / SAS / RID 5 401 245 / liq. Mme Léa EXEMPLE')).toBe('5401245');
    // The civility closing its line, the name on the next.
    expect(subjectOf('Dissol. le 9.10.26, SARL LES VERGERS DU COL, Rd 5401245, liq. M.\nLucien EXEMPLE, quitus.')).toBe('5401245');
  });

  it('keeps the company’s own role where no person follows it', () => {
    // The company is the liquidator: the notice is another company's, whose identifier is not printed.
    expect(subjectOf('LA VOIX DU COL — ven. 20/11/2026\nDISSOL. ANTICIPÉE — LES VERGERS DU COL — SARL — liq. : CABINET EXEMPLE SARL, RIDET 5 401 245.001, liquidateur')).not.toBe('5401245');
  });
});

describe('a compositor’s mark at the name’s head', () => {
  it('is read past, a quote or an apostrophe kept', () => {
    expect(withoutHeadMark('⊗ LES VERGERS DU COL')).toBe('LES VERGERS DU COL');
    expect(withoutHeadMark('■ LES VERGERS DU COL')).toBe('LES VERGERS DU COL');
    expect(withoutHeadMark('— LES VERGERS DU COL')).toBe('LES VERGERS DU COL');
    expect(withoutHeadMark('« LES VERGERS »')).toBe('« LES VERGERS »');
    expect(withoutHeadMark('L’ATELIER')).toBe('L’ATELIER');
  });

  it('is left out of a published name under a legend of signs', () => {
    const text = 'LA VOIX DU COL — ven. 20/11/2026\n⊗ = dissolution anticipée\n⊗ LES VERGERS DU COL — SARL — RIDET 5 401 245.001 — liq. Lucien EXEMPLE';
    expect(identityOf(text)).toEqual(['dissolution', 'LES VERGERS DU COL', 'SARL', '5401245001', '2026-11-20']);
  });
});
