import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { personShapedName } from '../../../kernel/normalise/person-name-beside-form.ts';

// A short insertion that prints a company's form beside a name in capitals, where the rules read a
// person (an officer, a founder) as the company's name: the name is uncertain, never published.
// Texts made up: invented companies, people and papers.
const CREATION = 'CRÉA. > SNC CHARPENTES DU PLATEAU > cap. 200 000 F > sg 12 rue des Acacias, 98800 Nouméa\n> gérts : MM. Arsène KALOLO et Tevita KALOLO > RCS Nméa 2026 B 1 000 032\nLa Voix du Plateau, 05/11/26';

describe("a person's name read in a short insertion that prints a company's form", () => {
  it('quarantines the name as uncertain with both candidates, not the officer published as the company', () => {
    const result = parseNoticeText(CREATION, { reference: 't' });
    expect(result.ok ? result.notice.denomination : result.quarantine.reason).toBe('denomination_incertaine');
    expect(result.ok ? null : result.quarantine.detail).toContain('« CHARPENTES DU PLATEAU »');
    expect(result.ok ? null : result.quarantine.detail).toContain('« Tevita KALOLO »');
  });

  it('reads a form printed as its own labelled field as the subject’s, the labelled name in capitals its rival', () => {
    const text = 'LA GAZETTE DU COL · 30/10/2026\n\nAVIS CONST.\nD: FARE DU COL   F: EURL   C: 100 000 F.CFP\nS: 4 rue des Niaoulis, 98800 Nouméa\nG: M. Arsène KALOLO, associé unique\nRidet 1000032 001 – stat. ssp 17/10/2026';
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok ? result.notice.denomination : result.quarantine.reason).toBe('denomination_incertaine');
    expect(result.ok ? null : result.quarantine.detail).toContain('« FARE DU COL »');
  });

  it('leaves a judgment on a person trading in his own name to the rules (the form is the liquidator’s)', () => {
    const text = 'GREFFE DU TRIBUNAL DE COMMERCE\nLiquidation judiciaire de M. Arsène KALOLO, charpentier, 98800 Nouméa, RIDET 1 000 032.001.\nLiquidateur : SELARL MANDATAIRES DU PLATEAU.';
    const result = parseNoticeText(text, { reference: 't', publicationDate: '2026-11-05' });
    expect(result.ok ? result.notice.denomination : result.quarantine.reason).not.toBe('denomination_incertaine');
  });

  it('reads a name with a civility, or given names and a surname in capitals, as a person’s; a company word makes it a company’s', () => {
    expect(personShapedName('Tevita KALOLO', false)).toBe(true);
    expect(personShapedName('KALOLO Tevita', false)).toBe(true);
    expect(personShapedName('Mme Ana TUPOU', false)).toBe(true);
    expect(personShapedName('Boulangerie KALOLO', false)).toBe(false);
    expect(personShapedName('CHARPENTES DU PLATEAU', false)).toBe(false);
  });
});
