import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Readings two deposit services' back offices written blind showed missing
// (test/kernel/normalise/bordereaux, teleservices). Every text here is made up, with words none of
// those groups prints: a reading that needs a service's own words is not the rule.

describe('a merger told by the absorbed company', () => {
  it("reads the company named after 'par' as the absorbing one, named by its form's word or by its name alone", () => {
    const notice = (absorbing: string): string =>
      [
        'Ordonnateur : PIROGUE HOLDING SAS — RIDET 3000007.001',
        '',
        'DISSOLUTION SANS LIQUIDATION',
        'KAZ MARKET, SARL au capital de 1 000 000 F CFP, RIDET 1000009.001, 2, rue Exemple, 98800 Nouméa.',
        `L'associé unique a approuvé le 4 mai 2026 la fusion par voie d'absorption de la société par ${absorbing}, SAS, RIDET 3000007.001. La société KAZ MARKET se trouve dissoute sans liquidation.`,
      ].join('\n');
    expect(identityOf(notice('PIROGUE HOLDING'))).toEqual(['dissolution', 'KAZ MARKET', 'SARL', '1000009001', '2026-05-04']);
    expect(identityOf(notice('la société PIROGUE HOLDING'))).toEqual(['dissolution', 'KAZ MARKET', 'SARL', '1000009001', '2026-05-04']);
  });
});
