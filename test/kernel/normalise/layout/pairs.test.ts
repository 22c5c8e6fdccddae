import { describe, expect, it } from 'vitest';
import { layoutReading, readLayout, type LayoutBlock } from '../../../../kernel/normalise/layout/index.ts';

const pairs = (text: string): Array<[string, string, string]> =>
  readLayout(text)
    .filter((b): b is Extract<LayoutBlock, { kind: 'pair' }> => b.kind === 'pair')
    .map((b) => [b.layout, b.label, b.value]);

describe('labelled values however laid out', () => {
  it('reads a value on the line after its label, colon or not', () => {
    const text = 'AVIS DE CONSTITUTION\nDénomination\nLES TROIS CERISIERS\nCapital :\n100 000 F CFP\nN° d’identification RIDET\n2 345 678 001\n';
    expect(pairs(text)).toEqual([
      ['next-line', 'Dénomination', 'LES TROIS CERISIERS'],
      ['next-line', 'Capital', '100 000 F CFP'],
      ['next-line', 'N° d’identification RIDET', '2 345 678 001'],
    ]);
  });

  it('reads no pair in a page’s rubric over a company’s name (`CAPITAL` / `HÉLI-SUD SERVICES`): a capital is an amount', () => {
    const text = 'CAPITAL\nHÉLI-SUD SERVICES\nSAS au capital de 30 000 000 F CFP\nRIDET 1 440 916.001\n';
    expect(pairs(text).filter(([, label]) => label.toLowerCase() === 'capital')).toEqual([]);
  });

  it('reads a column of labels without colons beside their values, a value going on under itself', () => {
    const text = ['Dénomination     LES TROIS CERISIERS', 'Forme            SARL', 'Associé unique   HOLDING DES PINS', '                 SAS au capital de 1 000 000 F CFP', 'Gérant           M. Paul EXEMPLE'].join('\n');
    expect(pairs(text)).toEqual([
      ['column', 'Dénomination', 'LES TROIS CERISIERS'],
      ['column', 'Forme', 'SARL'],
      ['column', 'Associé unique', 'HOLDING DES PINS\nSAS au capital de 1 000 000 F CFP'],
      ['column', 'Gérant', 'M. Paul EXEMPLE'],
    ]);
  });

  it('reads a column of labels as pairs even where one label and its value look like two column names', () => {
    const text = ['Jugement du        4 mars 2026', 'Débiteur           SARL ALPHA', 'Procédure          Sauvegarde', 'Date d’ouverture   2 mars 2026', 'Mandataire judiciaire   SELARL BÊTA'].join('\n');
    expect(readLayout(text).some((b) => b.kind === 'table-row')).toBe(false);
    expect(pairs(text)).toContainEqual(['column', 'Mandataire judiciaire', 'SELARL BÊTA']);
  });

  it('pairs a column of labels printed first with the column of their values printed after it, in order', () => {
    const text = 'AVIS\n\nDénomination\nForme\nNouvelle gérante\nGérant sortant\n\nLES TROIS CERISIERS\nSARL\nMme Ana EXEMPLE\nM. Paul ANCIEN\n';
    expect(pairs(text)).toEqual([
      ['stacked', 'Dénomination', 'LES TROIS CERISIERS'],
      ['stacked', 'Forme', 'SARL'],
      ['stacked', 'Nouvelle gérante', 'Mme Ana EXEMPLE'],
      ['stacked', 'Gérant sortant', 'M. Paul ANCIEN'],
    ]);
    expect(layoutReading(text)).toContain('Nouvelle gérante : Mme Ana EXEMPLE\nGérant sortant : M. Paul ANCIEN');
  });

  it('pairs no stacked columns whose counts differ', () => {
    const text = 'Dénomination\nForme\nSiège\n\nLES TROIS CERISIERS\nSARL\n';
    expect(pairs(text).some(([layout]) => layout === 'stacked')).toBe(false);
  });

  it('keeps a party heading over its own labelled lines apart from them', () => {
    expect(pairs('Cédant :\nDénomination : ALPHA\nRIDET : 2 345 678.001')).toEqual([
      ['inline', 'Dénomination', 'ALPHA'],
      ['inline', 'RIDET', '2 345 678.001'],
    ]);
  });

  it('does not take a heading or a sentence for a label', () => {
    expect(pairs('TRANSFERT DE SIÈGE\nLe gérant a décidé le transfert.\nSiège social\nLe siège est transféré à Koné.')).toEqual([['next-line', 'Siège social', 'Le siège est transféré à Koné.']]);
    expect(pairs('Le gérant a décidé :\n- de transférer le siège.')).toEqual([]);
  });

  it('gives each pair the spans of its label and value in the text', () => {
    const text = 'Titre\n\nForme            SARL\n';
    const [pair] = readLayout(text).filter((b): b is Extract<LayoutBlock, { kind: 'pair' }> => b.kind === 'pair');
    expect(text.slice(pair!.labelSpan.start, pair!.labelSpan.end)).toBe('Forme');
    expect(text.slice(pair!.valueSpan.start, pair!.valueSpan.end)).toBe('SARL');
  });

  it('reads no columns in a scan whose words are all spaced by two spaces', () => {
    expect(pairs('Par  acte  du  3  mars  2026,  il  a  été  constitué  une  société.\nGérant  M.  Paul  EXEMPLE')).toEqual([]);
  });
});

describe('a label with its colon', () => {
  it('is read inline even when the label itself is spaced wide', () => {
    expect(pairs('Siège   social : 3 route de la Pointe, 98860 Koné')).toEqual([['inline', 'Siège   social', '3 route de la Pointe, 98860 Koné']]);
  });
});
