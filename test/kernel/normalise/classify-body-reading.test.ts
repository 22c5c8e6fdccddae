import { describe, expect, it } from 'vitest';
import { bodyReadingCount, classifyNotice } from '../../../kernel/normalise/classify.ts';

// A made-up greffe list's entry: the splitter classifies it under the list's heading, its own parse
// again under the heading it builds; the body's reading does not depend on the heading's title.
const ENTRY = "SARL LES PIROGUES DU SUD, RIDET 1 234 567.001, 12 rue des Cocotiers, Nouméa. Jugement du 3 novembre 2026 prononçant l'ouverture d'une procédure de liquidation judiciaire.";

describe("classify: a text's body read once for the headings it is asked with", () => {
  it('reads the body once when the same text is classified under another title', () => {
    const before = bodyReadingCount();
    const first = classifyNotice(ENTRY, { heading: 'Liquidations judiciaires' });
    const second = classifyNotice(ENTRY, { heading: 'Liquidations judiciaires\nSARL LES PIROGUES DU SUD' });
    const third = classifyNotice(ENTRY, { heading: null });
    expect(bodyReadingCount() - before).toBe(1);
    expect([first?.type, second?.type, third?.type]).toEqual(['procedure', 'procedure', 'procedure']);
    expect(second?.readings.body).toBe(first?.readings.body);
  });

  it("reads the body again when the heading's field lines change it, and gives what a first reading gives", () => {
    const entry = ENTRY.replace('Nouméa.', 'Dumbéa.');
    const before = bodyReadingCount();
    const plain = classifyNotice(entry, { heading: 'Avis' });
    const withField = classifyNotice(entry, { heading: 'Avis\nAncien siège : 4 rue des Manguiers, Nouméa' });
    expect(bodyReadingCount() - before).toBe(1 + 1);
    expect(withField?.readings.body.startsWith('ancien siege : 4 rue des manguiers')).toBe(true);
    expect(plain?.readings.body.startsWith('ancien siege')).toBe(false);
  });

  it('reads another text anew and still knows the last few', () => {
    const before = bodyReadingCount();
    const other = ENTRY.replace('liquidation judiciaire', 'redressement judiciaire');
    classifyNotice(ENTRY, { heading: 'Jugements' });
    classifyNotice(other, { heading: 'Jugements' });
    classifyNotice(ENTRY, { heading: null });
    classifyNotice(other, { heading: null });
    expect(bodyReadingCount() - before).toBeLessThanOrEqual(2);
  });
});
