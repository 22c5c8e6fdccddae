import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../../kernel/normalise/index.ts';
import { pairedSides } from '../../../../kernel/normalise/layout/index.ts';

// Made-up notices; every company, person and number is invented.

describe('two tables side by side, before and after, each a column of labels and values', () => {
  const table = [
    'Ancienne situation                  Nouvelle situation',
    'Gérant       Mme Anne POUYE         Gérant       M. Félix TEANE',
    'Siège        Bourail                Siège        Bourail',
  ].join('\n');

  it('reads each label once with its value before and after, as a table of changes', () => {
    expect(pairedSides(table).split('\n')).toEqual([
      'Rubrique    Ancienne situation    Nouvelle situation',
      'Gérant      Mme Anne POUYE        M. Félix TEANE',
      'Siège       Bourail               Bourail',
    ]);
  });

  it('leaves the pair as printed when a line’s two labels differ', () => {
    const mixed = ['AVANT                       APRÈS', 'Gérant    Mme Anne POUYE    Président    M. Félix TEANE', 'Forme     SARL              Forme        SAS'].join('\n');
    expect(pairedSides(mixed)).toBe(mixed);
  });

  it('names the officer after the act under the office the after side gives', () => {
    const notice = [
      'Journal des annonces – 02/09/2026',
      'LES VERGERS DE SARRAMÉA – SARL – RIDET 2 718 286.001',
      '',
      'CHANGEMENT DE GÉRANT',
      '',
      table,
      '',
      'Décision de l’assemblée générale ordinaire du 20 août 2026.',
    ].join('\n');
    const result = parseNoticeTexts(notice, { reference: 'S1' })[0]!;
    expect(result.ok ? result.notice.dirigeants.filter((d) => d.action === 'nomination').map((d) => `${d.prenoms} ${d.nom} ${d.fonction}`) : result.quarantine.reason).toEqual(['Félix TEANE gérant']);
  });
});
