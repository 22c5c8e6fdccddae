import { describe, expect, it } from 'vitest';
import { luhnValidRid } from '../../../kernel/normalise/ridet.ts';
import { decideIdentity, type KnownCompany, type SuspectNotice } from '../../../pipeline/reconcile/identity-rule.ts';

// RIDs written for these tests: the valid ones get their check digit here, the misprints are
// one or two slips of them (any single wrong digit fails the check).
function valid(six: string): string {
  for (let d = 0; d <= 9; d += 1) if (luhnValidRid(`${six}${d}`)) return `${six}${d}`;
  throw new Error('unreachable');
}
const BOULANGERIE = valid('402135');
const BOUCHERIE = valid('402175');
const slip = (rid: string, position: number, digit: string) => rid.slice(0, position) + digit + rid.slice(position + 1);

const company = (rid: string, names: string[], rank = '001'): KnownCompany => ({ ridet: `${rid}${rank}`, names, notices: 3 });
const notice = (printed: string, denomination: string, over: Partial<SuspectNotice> = {}): SuspectNotice => ({
  id: 'n1', printed: `${printed}001`, denomination, luhnValid: luhnValidRid(printed), etablissementInconnu: false, ...over,
});

describe('which company a notice with a doubtful number belongs to', () => {
  const known = [company(BOULANGERIE, ['BOULANGERIE DU PORT']), company(BOUCHERIE, ['BOUCHERIE DU PORT'])];

  it('attaches a RID failing its check to the one company a slip away that bears its name', () => {
    const printed = slip(BOULANGERIE, 3, '7');
    expect(luhnValidRid(printed)).toBe(false);
    const decision = decideIdentity(notice(printed, 'Boulangerie du Port SARL'), known);
    expect(decision).toMatchObject({ action: 'rattacher', ridet: `${BOULANGERIE}001`, regle: 'ridet_luhn_voisin_meme_nom' });
    expect(decision?.motif).toContain('clé de contrôle fausse');
    expect(decision?.motif).toContain(`${BOULANGERIE}001`);
  });

  it('reads two swapped digits, a scan’s confusion and two slips as slips, and a misspelt name as the name', () => {
    const swapped = BOULANGERIE.slice(0, 1) + BOULANGERIE[2] + BOULANGERIE[1] + BOULANGERIE.slice(3);
    const ocr = slip(BOULANGERIE, 1, '8');
    const twoSlips = slip(slip(BOULANGERIE, 0, '9'), 5, BOULANGERIE[5] === '1' ? '2' : '1');
    for (const printed of [swapped, ocr, twoSlips].filter((rid) => !luhnValidRid(rid))) {
      expect(decideIdentity(notice(printed, 'BOULANEGRIE DU PORT'), known), printed).toMatchObject({ action: 'rattacher', ridet: `${BOULANGERIE}001` });
    }
    expect(decideIdentity(notice(ocr, 'BOULANGERIE DU PORT'), known)?.motif).toContain('confusion de lecture');
  });

  it('sends to a person, never to a company of its own, a notice whose name no company near bears but one is a slip away', () => {
    const decision = decideIdentity(notice(slip(BOULANGERIE, 6, BOULANGERIE[6] === '0' ? '1' : '0'), 'PHARMACIE DU LAGON'), known);
    expect(decision).toMatchObject({ action: 'revue', regle: 'ridet_luhn_voisin_autre_nom' });
    expect(decision?.candidats.map((c) => c.ridet)).toContain(`${BOULANGERIE}001`);
  });

  it('sends to a person a notice whose name two companies near bear', () => {
    const twin = valid('402136');
    const printed = slip(BOULANGERIE, 5, '6');
    const decision = decideIdentity(notice(printed, 'BOULANGERIE DU PORT'), [...known, company(twin, ['SARL BOULANGERIE DU PORT'])]);
    expect(decision).toMatchObject({ action: 'revue', regle: 'ridet_luhn_plusieurs_candidats' });
    expect(decision?.candidats.map((c) => c.ridet).sort()).toEqual([`${BOULANGERIE}001`, `${twin}001`].sort());
  });

  it('keeps the printed number, with the reason, when no known company is near', () => {
    const decision = decideIdentity(notice(slip(valid('777777'), 2, '3'), 'BOULANGERIE DU PORT'), known);
    expect(decision).toMatchObject({ action: 'garder', regle: 'ridet_luhn_sans_voisin', candidats: [] });
  });

  it('does not take a company two slips away with another name for evidence', () => {
    const printed = slip(slip(BOUCHERIE, 0, '9'), 1, '9');
    expect(decideIdentity(notice(printed, 'PHARMACIE DU LAGON'), [company(BOUCHERIE, ['BOUCHERIE DU PORT'])])).toMatchObject({ action: 'garder' });
  });

  it('puts a notice on the establishment it prints, and sends it to a person when the company has several and it prints none of them', () => {
    const two = [company(BOULANGERIE, ['BOULANGERIE DU PORT'], '001'), company(BOULANGERIE, ['BOULANGERIE DU PORT'], '002')];
    const printed = slip(BOULANGERIE, 4, '0');
    expect(decideIdentity({ ...notice(printed, 'BOULANGERIE DU PORT'), printed: `${printed}002` }, two)).toMatchObject({ action: 'rattacher', ridet: `${BOULANGERIE}002` });
    expect(decideIdentity({ ...notice(printed, 'BOULANGERIE DU PORT'), printed: `${printed}003` }, two)).toMatchObject({ action: 'revue', regle: 'ridet_luhn_plusieurs_etablissements' });
    // A RID-only notice's rank is a convention: attach-rid-only.ts places it on the RID.
    expect(decideIdentity(notice(printed, 'BOULANGERIE DU PORT', { etablissementInconnu: true }), two)).toMatchObject({ action: 'rattacher' });
  });

  it('attaches a valid number no other notice prints only on the same evidence, and otherwise leaves it alone', () => {
    // Two substitutions that keep the check digit right: a valid number, a slip all the same.
    const lonely = [...Array(10).keys()].map((d) => valid(`${BOULANGERIE.slice(0, 5)}${d}`)).find((rid) => rid !== BOULANGERIE && rid.slice(0, 5) === BOULANGERIE.slice(0, 5))!;
    expect(decideIdentity(notice(lonely, 'BOULANGERIE DU PORT'), known)).toMatchObject({ action: 'rattacher', regle: 'ridet_inconnu_voisin_meme_nom' });
    expect(decideIdentity(notice(lonely, 'PHARMACIE DU LAGON'), known)).toBeNull();
    // Against a company one notice prints, which of the two valid numbers is the slip cannot be told.
    expect(decideIdentity(notice(lonely, 'BOULANGERIE DU PORT'), [{ ...company(BOULANGERIE, ['BOULANGERIE DU PORT']), notices: 1 }])).toBeNull();
  });

  it('takes a company one notice prints for evidence against a number that fails its check', () => {
    const decision = decideIdentity(notice(slip(BOULANGERIE, 3, '7'), 'BOULANGERIE DU PORT'), [{ ...company(BOULANGERIE, ['BOULANGERIE DU PORT']), notices: 1 }]);
    expect(decision).toMatchObject({ action: 'rattacher', ridet: `${BOULANGERIE}001` });
  });
});
