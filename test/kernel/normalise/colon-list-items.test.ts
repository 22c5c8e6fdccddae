import { describe, expect, it } from 'vitest';
import { colonListItems } from '../../../kernel/normalise/colon-list-items.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Made up (2026-12-07, seventeenth session, from tourelles tv24). A list a colon opens, its items
// numbered as an act's articles number them (`1. Mme X, … ;` / `2. M. Y, …`), as bullets open them.
const ACT = (items: string) =>
  `TEST SEM\nSociété anonyme d'économie mixte au capital de 90 000 000 F CFP\nRIDET 1 303 320.001\n\nArrêté du 8 septembre 2026.\nSont désignés en qualité d'administrateurs :\n${items}`;

describe('the items of a list a colon opens, numbered', () => {
  it('open past their number, as past a bullet', () => {
    const text = 'Sont désignés en qualité d’administrateurs :\n1. Mme Ana EXEMPLE, conseillère ;\n2) M. Paul MODÈLE, directeur.';
    expect(colonListItems(text).map((item) => text.slice(item.start, item.start + 3))).toEqual(['Mme', 'M. ']);
  });

  it('give each person the office the list’s label names, whatever their trade', () => {
    const notice = noticeOf(ACT('1. Mme Ana EXEMPLE, conseillère de la province ;\n2. M. Paul MODÈLE, directeur du développement économique.'));
    expect(officersOf(notice)).toEqual(['Ana EXEMPLE (administrateur)', 'Paul MODÈLE (administrateur)']);
  });
});
