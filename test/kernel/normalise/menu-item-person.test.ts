import { describe, expect, it } from 'vitest';
import { separateFurniture } from '../../../kernel/normalise/furniture.ts';
import { itemNamesPerson } from '../../../kernel/normalise/menu-item-person.ts';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';

// Made up. A compositor parts an insertion's fields by a menu's marks; the items that name the
// notice's people are its fields, never the page's links.
describe('a line of items naming a person is no menu', () => {
  it('tells an item naming a person, by civility or after an office, from a link', () => {
    expect(itemNamesPerson('AGE 12.10.26 · Liquidateur Ana TESTARD · Siège au siège · BP 12 Test')).toBe(true);
    expect(itemNamesPerson('AGE 12.10.26 · Gérant M. Paul TESTARD · Cap. 100 000 F')).toBe(true);
    expect(itemNamesPerson('Accueil · Annonces légales · Dissolutions · Contact')).toBe(false);
  });

  it('keeps the field line in the notice, and a menu line out of it', () => {
    const fields = 'AGE 12.10.26 · Liquidateur Ana TESTARD · Siège au siège · BP 12 Test';
    const menu = 'Accueil · Annonces légales · Dissolutions · Contact';
    const { notice, furniture } = separateFurniture(`DISSOLUTION ANTICIPÉE\n${fields}\n${menu}`);
    expect(furniture).toEqual([menu]);
    expect(notice).toBe(`DISSOLUTION ANTICIPÉE\n${fields}`);
  });

  it("reads the liquidator of a dissolution whose fields a middle dot parts", () => {
    const result = parseNoticeText('DISSOL° ANT.\nRs.LES TESTS DU NORD·SARL·Cap.100.000F·Rdt.1 234 566.001·Sg.Test 98800 Nouméa\nAGE 12.10.26 · Liq.Ana TESTARD · Sg. liq. au siège · Corresp. BP 12 Test\n(Test Hebdo – 20.10.26)', { reference: 't' });
    expect(result.ok && result.notice.dirigeants.map((d) => [d.nom, d.fonction, d.action])).toEqual([['TESTARD', 'liquidateur', 'nomination']]);
  });
});

// Made up. A compositor parts a company's particulars by bars: its capital and its seat's postal
// code are a company's figures, which no menu's link prints.
describe("a line of items holding a company's figure is no menu", () => {
  const fields = 'CONST. | «LES VERGERS DE TEST» | SARL cap. 100 000 F | siège 3 rue Test, 98860 Koné';

  it('keeps the particulars in the notice, a menu out of it', () => {
    const menu = 'Accueil | Annonces légales | Constitutions | Contact';
    const { notice, furniture } = separateFurniture(`${menu}\n${fields}\n| Ridet 1 234 566.001 | Gér. M. Paul TESTARD`);
    expect(furniture).toEqual([menu]);
    expect(notice.split('\n')[0]).toBe(fields);
  });

  it.each([
    ['its capital alone', 'CONST. | LES VERGERS DE TEST | SARL cap. 100 000 F'],
    ['its postal code alone', 'CONST. | LES VERGERS DE TEST | SARL | 98860 Koné'],
  ])('keeps a line that states %s', (_, line) => {
    expect(separateFurniture(`${line}\nRidet 1 234 566.001`).furniture).toEqual([]);
  });

  it('reads the constitution whose particulars the bars part, under a paper paid insertions rubric', () => {
    const text = `LA FEUILLE DE TEST — lun. 9 nov. 2026 — p. 4\nINSERTIONS PAYANTES\n${fields}\n| Ridet 1 234 566.001 | Gér. M. Paul TESTARD | statuts s.s.p. 2/11/2026.`;
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok && [result.notice.type, result.notice.denomination, result.notice.ridet, result.notice.date]).toEqual(['creation', 'LES VERGERS DE TEST', '1234566001', '2026-11-09']);
  });
});
