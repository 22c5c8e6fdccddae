import { describe, expect, it } from 'vitest';
import { bracketLeavesOtherOffice } from '../../../kernel/normalise/bracketed-left-office.ts';
import { extractDirigeants } from '../../../kernel/normalise/index.ts';

// Made up. A bracket after an officer's name tells the office that person leaves: the label before
// the name gives the one held.
describe('a bracket telling another office left', () => {
  it('reads the leaving word as the bracketed office’s, not the held one’s', () => {
    expect(bracketLeavesOtherOffice(' (adm. unique sortante) · siege', ['liquidateur'])).toBe(true);
    expect(bracketLeavesOtherOffice(' (gerante demissionnaire)', ['liquidateur'])).toBe(true);
    expect(bracketLeavesOtherOffice(' (sortante)', ['liquidateur'])).toBe(false);
    expect(bracketLeavesOtherOffice(' (gerante sortante)', ['gérant'])).toBe(false);
  });

  it('lists the liquidator whose former office the bracket ends, and still lets a manager who leaves go', () => {
    expect(extractDirigeants('AG du 2.10.26 · Liquidateur Ana TESTARD (adm. unique sortante) · Siège au siège').map((d) => [d.nom, d.fonction, d.action])).toEqual([['TESTARD', 'liquidateur', 'nomination']]);
    expect(extractDirigeants('Liquidateur : M. Paul TESTARD (gérant démissionnaire).').map((d) => [d.nom, d.fonction, d.action])).toEqual([['TESTARD', 'liquidateur', 'nomination']]);
    expect(extractDirigeants('Gérant M. Paul TESTARD (démissionnaire).').map((d) => [d.nom, d.fonction, d.action])).toEqual([['TESTARD', 'gérant', 'cessation']]);
  });
});
