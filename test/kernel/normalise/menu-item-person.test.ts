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
