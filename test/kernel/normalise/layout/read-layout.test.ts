import { describe, expect, it } from 'vitest';
import { layoutReading, readLayout } from '../../../../kernel/normalise/layout/index.ts';

describe('readLayout', () => {
  const text = ['AVIS DE DISSOLUTION', '', 'Par décision du 3 mars 2026, l’associé unique a décidé', 'la dissolution anticipée de la société.', 'Liquidateur', 'M. Paul EXEMPLE', '', 'Pour avis,', 'le liquidateur.'].join('\n');

  it('turns a text into headings, pairs, paragraphs and the signature, in order', () => {
    expect(readLayout(text).map((b) => b.kind)).toEqual(['heading', 'paragraph', 'pair', 'furniture']);
  });

  it('gives every block its span [start, end) in the text', () => {
    const slices = readLayout(text).map((b) => text.slice(b.span.start, b.span.end));
    expect(slices).toEqual(['AVIS DE DISSOLUTION', 'Par décision du 3 mars 2026, l’associé unique a décidé\nla dissolution anticipée de la société.', 'Liquidateur\nM. Paul EXEMPLE', 'Pour avis,\nle liquidateur.']);
  });
});

describe('layoutReading', () => {
  it('writes values under, beside or in a table as Label : value lines, an office in a person’s row as that office’s label before the person', () => {
    const text = ['Dénomination', 'LES TROIS PINS', 'Forme        SARL', '', 'Nom               Qualité', 'M. Paul EXEMPLE   gérant'].join('\n');
    expect(layoutReading(text)).toBe('Dénomination : LES TROIS PINS\nForme : SARL\n\ngérant : M. Paul EXEMPLE');
  });

  it('gives back a text without such layouts unchanged', () => {
    const text = 'AVIS\nDénomination : LES TROIS PINS\nPar acte du 3 mars 2026, la société a transféré son siège.';
    expect(layoutReading(text)).toBe(text);
  });
});
