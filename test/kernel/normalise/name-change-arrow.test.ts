import { describe, expect, it } from 'vitest';
import { nameAfterChangeArrow, newNameOfFormer } from '../../../kernel/normalise/name-change-arrow.ts';
import { noticeOf } from './notice-helpers.ts';

// A name read with its former name and the change's arrow: the company bears the new name.
// Made-up names.

describe('nameAfterChangeArrow', () => {
  it('keeps the new name after the arrow, without its guillemets', () => {
    expect(nameAfterChangeArrow('ex-«KAORI GLACE» → «GLACIÈRE DE POÉ')).toBe('GLACIÈRE DE POÉ');
    expect(nameAfterChangeArrow('KAORI BOIS -> KAORI MEUBLES')).toBe('KAORI MEUBLES');
  });

  it('leaves a name without an arrow, or with nothing after it, as it is', () => {
    expect(nameAfterChangeArrow('KAORI-BOIS & FILS')).toBe('KAORI-BOIS & FILS');
    expect(nameAfterChangeArrow('KAORI BOIS →')).toBe('KAORI BOIS →');
  });
});

describe('newNameOfFormer', () => {
  it('takes the new name the text gives after its change’s word for a name read as the former one', () => {
    const text = 'MODIF. — ex-KAORI GLACE, désormais GLACIÈRE DE POÉ — SARL — RIDET 1 000 009.001';
    expect(newNameOfFormer('ex-KAORI GLACE', text)).toBe('GLACIÈRE DE POÉ');
    const quoted = 'TR. SIÈGE + DÉN. ◊ ex-« KAORI GLACE » devenue « GLACIÈRE DE POÉ » ◊ SAS ◊ 1000009.001';
    expect(newNameOfFormer('ex-« KAORI GLACE', quoted)).toBe('GLACIÈRE DE POÉ');
  });

  it('leaves a name without the former mark, or a text that gives no new name, as read', () => {
    expect(newNameOfFormer('KAORI GLACE', 'KAORI GLACE, désormais GLACIÈRE DE POÉ')).toBe('KAORI GLACE');
    expect(newNameOfFormer('ex-KAORI GLACE', 'ex-KAORI GLACE — SARL — transfert du siège')).toBe('ex-KAORI GLACE');
  });
});

describe('a notice whose name is read as the former one of its change', () => {
  it('is published under the new name', () => {
    const text = 'LA VOIX DU COL — mardi 10 novembre 2026\nSIÈGE + DÉNOMINATION\nEx-KAORI GLACE, désormais GLACIÈRE DE POÉ — SARL — RIDET 1 000 009.001 — nouveau siège : village, 98817 Kaala-Gomen (AGE du 02/11/2026). Gérant : M. Paul WEA.';
    expect(noticeOf(text).denomination).toBe('GLACIÈRE DE POÉ');
  });
});

describe("a name's change under its cut label, the verb pointing at the new name", () => {
  it("reads 'Chgt dén. : ex-« X » devient → Y' as the change from X to Y, not the paper's name", () => {
    const text = 'LE HÉRON DE LIFOU                                  jeu. 12 novembre 2026\nChgt dén. : ex-« KAORI BOIS » devient → VERGERS DE TIARE & CO\nSARL, RIDET 1 234 566.001, Wé, Lifou. AGE 02/11/26. Gér. : Mme Léa WEA.';
    expect(noticeOf(text).denomination).toBe('VERGERS DE TIARE & CO');
  });
});

describe("a name replaced by the decision's infinitive", () => {
  it("reads the new name in capitals after 'remplacer, à compter du …, la dénomination sociale par :'", () => {
    const text = "LE HÉRON › Annonces légales\n12 nov. 2026 à 17:04\n\nCHANGEMENT DE DÉNOMINATION\n\nKAORI BOIS, SAS au capital de 5 000 000 F CFP, siège : 40, rue de l'Alma, 98800 Nouméa, RIDET 1 234 566.001.\nL'assemblée générale extraordinaire du 2 novembre 2026 a décidé de remplacer, à compter du 1er décembre 2026, la dénomination sociale par : VERGERS DE TIARE.\nL'article 3 des statuts a été modifié en conséquence.";
    expect(noticeOf(text).denomination).toBe('VERGERS DE TIARE');
  });
});

// Made up (the florileges and couples groups' wordings): the new name told in reported speech, and
// after the date it takes effect with no comma or colon before it.
describe('a new name told in reported speech or right after its effective date', () => {
  it("reads the name the company 'prendrait' as its new one", () => {
    const text =
      "AUGMENTATION DE CAPITAL – CHANGEMENT DE DÉNOMINATION\n\nESSAIS DU NORD, SAS au capital de 1 000 000 F CFP, RIDET 1 742 931.001.\n\nPar décisions collectives du 10 novembre 2026, les associés ont :\n– augmenté le capital social de 1 000 000 à 1 500 000 F CFP ;\n– décidé que la société prendrait la dénomination « TESTS DU NORD ».\n\nPour avis, le président.";
    expect(noticeOf(text).denomination).toBe('TESTS DU NORD');
  });

  it("reads the name after 'devient à compter du …' with nothing between the date and its quotes", () => {
    const text =
      "JONC – jeudi 4 juin 2026\n\nPar décision du 20 mai 2026, l'associé unique de la société ESSAIS FIT, EURL, RIDET 1 742 931.001, a décidé de modifier sa dénomination sociale, qui devient à compter du 1er juin 2026 « TESTS FORME & BIEN-ÊTRE ».\nPour avis, la gérante.";
    expect(noticeOf(text).denomination).toBe('TESTS FORME & BIEN-ÊTRE');
  });
});

// Made up (the grimoires group's wording): the replacement's date between the verb and its object,
// the new name on its own line after `par :`.
describe('a name replaced from a date, the new one under its preposition', () => {
  it('reads the new name', () => {
    const text =
      'ESSAIS WAKO\nSARL au capital de 1 200 000 F CFP\nRIDET 1 742 931.001\n\nCHANGEMENT DE DENOMINATION\n\nPar assemblée du 9 mars 2026, les associés ont décidé de remplacer, à compter du même jour, la dénomination sociale " ESSAIS WAKO " par :\n            " BOIS & TESTS DU NORD "\net de modifier l\'article 3 des statuts.\nPour avis, le gérant.';
    expect(noticeOf(text).denomination).toBe('BOIS & TESTS DU NORD');
  });
});
