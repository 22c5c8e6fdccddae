import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice-helpers.ts';

// A dissolution the partners go back on to carry on the business (kernel/normalise/resumed-activity.ts).
// Made up for the rule it names.

describe('a dissolution withdrawn', () => {
  it('is a change of the company’s life under its articles, not a dissolution (“revenir sur la décision de dissolution … poursuivre l’activité”)', () => {
    const text = [
      'GARAGE DES TESTS',
      'Société à responsabilité limitée au capital de 2 000 000 F CFP',
      'RIDET 1 000 002.001',
      '',
      "Par assemblée générale extraordinaire du 5 novembre 2026, les associés ont décidé de revenir sur la décision de dissolution anticipée adoptée le 30 septembre 2026, aucune opération de liquidation n'ayant été engagée, et de poursuivre l'activité sociale.",
      'Pour avis, le gérant.',
    ].join('\n');
    expect(noticeOf(text).type).toBe('statuts');
  });
});

describe('a dissolution withdrawn, the business going on told in the next sentence', () => {
  it('is still no dissolution (“rapporter la décision de dissolution … . En conséquence, la société … poursuit son activité”)', () => {
    const text = [
      'LE COMPTOIR DES TESTS',
      'SARL au capital de 900 000 F CFP',
      'RIDET 1 000 002.001',
      '',
      "Aux termes d'une assemblée générale extraordinaire du 22 septembre 2026, les associés ont décidé de rapporter la décision de dissolution anticipée qu'ils avaient prise le 2 juin 2026. En conséquence, la société n'est plus en liquidation et poursuit son activité.",
      'Pour avis, le gérant.',
    ].join('\n');
    expect(noticeOf(text).type).toBe('statuts');
  });
});
