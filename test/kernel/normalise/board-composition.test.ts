import { describe, expect, it } from 'vitest';
import { classifyNotice } from '../../../kernel/normalise/classify.ts';

// Made-up notices: every company and number here is invented. A supervisory board is a board as
// much as a board of directors: its renewal or the designation of its members changes the officers.

const typeOf = (text: string): string | null => classifyNotice(text, { heading: null })?.type ?? null;

describe("a company's board renewed or its members designated", () => {
  it('reads a supervisory board as a board of directors is read', () => {
    expect(typeOf("KAZ EXEMPLE, SA à conseil de surveillance, RIDET 1 000 001.001\nL'assemblée générale ordinaire du 5 mai 2031 a renouvelé son conseil de surveillance pour six ans.")).toBe('nomination');
    expect(typeOf("KAZ EXEMPLE, SA, RIDET 1 000 001.001\nRenouvellement du conseil de surveillance décidé par l'assemblée du 5 mai 2031.")).toBe('nomination');
    expect(typeOf('Arrêté n° 1 portant désignation des représentants de la province au conseil de surveillance de la SAEML KAZ EXEMPLE, RIDET 1 000 001.001.')).toBe('nomination');
  });
});
