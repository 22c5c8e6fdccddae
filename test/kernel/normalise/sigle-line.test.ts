import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { withSigleLinesJoined } from '../../../kernel/normalise/sigle-line.ts';

// A sigle printed on its own line under the company's name is read with the name it abbreviates.
// Every text is made up for the reading it names.

describe('a sigle on a line of its own', () => {
  it("is read on its name's line as the name's sigle clause, quoted or not", () => {
    expect(withSigleLinesJoined('ESSAIS AQUACOLES DES ÎLES\nen abrégé « EADI »\nSociété anonyme')).toBe('ESSAIS AQUACOLES DES ÎLES, en abrégé « EADI »\nSociété anonyme');
    expect(withSigleLinesJoined('ESSAIS AQUACOLES DES ÎLES\nSigle : EADI\nSARL')).toBe('ESSAIS AQUACOLES DES ÎLES, Sigle : EADI\nSARL');
  });

  it('leaves a sentence that names a sigle among its words as it is', () => {
    const text = 'La société est désignée\nen abrégé par ses initiales dans les actes.';
    expect(withSigleLinesJoined(text)).toBe(text);
  });

  it('publishes the name, not its sigle, when the sigle line stands between the name and its form line', () => {
    const result = parseNoticeText(
      "Date de publication : 2026-11-24\n\nESSAIS AQUACOLES DES ÎLES\nen abrégé « EADI »\nSociété anonyme d'économie mixte locale au capital de 210 000 000 F CFP\nRIDET 1 000 009.001\n\nLe conseil d'administration réuni le 9 novembre 2026 a nommé Mme Ana TESTARD en qualité de directrice générale déléguée.",
      { reference: 'test-sigle' },
    );
    if (!result.ok) throw new Error(result.quarantine.detail);
    expect(result.notice.denomination).toBe('ESSAIS AQUACOLES DES ÎLES');
  });
});

describe('a quoted line alone under the name', () => {
  it('is the sigle the text introduces as such elsewhere', () => {
    const text = 'ESSAIS MINIERS\n« EM »\nSAS au capital de 1 000 000 F CFP\n\nIl a été constitué la société ESSAIS MINIERS, par abréviation « EM ».';
    expect(withSigleLinesJoined(text).split('\n')[0]).toBe('ESSAIS MINIERS, en abrégé « EM »');
  });

  it('stays as printed where the text introduces no such sigle (a quoted name under a label)', () => {
    const text = 'Dénomination :\n« ESSAIS MINIERS »\nSAS au capital de 1 000 000 F CFP\n\nLa société, en abrégé la Société, exploite une carrière.';
    expect(withSigleLinesJoined(text)).toBe(text);
  });

  it('publishes the name, not its sigle, from a card that prints the sigle quoted under it', () => {
    // The drafting firm's card above it, its form spelled over two lines, as on a journal's page.
    const result = parseNoticeText(
      "Date de publication : 2026-07-21\n\nSELARL ESSAIS AVOCATS\nSociété d'exercice libéral à responsabilité limitée d'avocats\nau capital de 1 000 000 F CFP\nRIDET 1 000 017.001\n7, rue du Test, 98800 Nouméa\n\nESSAIS MINIERS\n« EM »\nSociété par actions simplifiée au capital de 10 000 000 F CFP\nSiège social : 21, route du Test, 98809 Mont-Dore\nRIDET 1 000 009.001\n\nAux termes d'un acte du 6 juillet 2026, il a été constitué la société par actions simplifiée ESSAIS MINIERS, par abréviation « EM », pour une durée de 99 ans.",
      { reference: 'test-sigle-quoted' },
    );
    if (!result.ok) throw new Error(result.quarantine.detail);
    expect(result.notice.denomination).toBe('ESSAIS MINIERS');
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from sillages wc03). A table of the company's
// fields, each value set apart from its label by a run of spaces: its `Sigle` row is the table's
// field, left for the layout pass, not a clause joined to the name's row.
describe('withSigleLinesJoined: a table row', () => {
  it('leaves a sigle row of a table without colons as printed', () => {
    const table = 'Dénomination sociale   ALPHA MAINTENANCE\nSigle                  AM\nCapital                1 000 000 F CFP';
    expect(withSigleLinesJoined(table)).toBe(table);
  });

  it('still joins a sigle clause one or two spaces after its word', () => {
    expect(withSigleLinesJoined('ALPHA MAINTENANCE\nsigle  AM\nSARL')).toBe('ALPHA MAINTENANCE, sigle  AM\nSARL');
  });
});
