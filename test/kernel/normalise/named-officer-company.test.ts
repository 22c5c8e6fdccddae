import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { namedAsOfficer } from '../../../kernel/normalise/named-officer-company.ts';

/** Whether the company whose identifier is printed at `RIDET 1 234 567` is named elsewhere as an officer. */
function officer(text: string): boolean {
  const index = text.indexOf('RIDET 1 234 567');
  const folded = fold(text);
  return namedAsOfficer(text, folded, index, folded.slice(index + 'RIDET 1 234 567.001'.length));
}

describe('namedAsOfficer: a company named elsewhere in the notice as holding an office', () => {
  it.each([
    ['an office written before the name, the name printed again after its mention', "PANDANUS CONSEIL, SARL, RIDET 1 234 567.001.\nL'assemblée a nommé en qualité de liquidateur la société PANDANUS CONSEIL susnommée."],
    ['an office label, its value on the next line, with an article and a form', 'PANDANUS CONSEIL, SARL, RIDET 1 234 567.001.\nLiquidateur :\nla SARL PANDANUS CONSEIL, Nouméa.'],
    ['the name cut over two lines before the verb that keeps it in office', 'Société KAORI LOGISTIQUE, SAS, RIDET 1 234 567.001.\nSuite à la fusion, KAORI\nLOGISTIQUE demeure administrateur de la société absorbante.'],
  ])('reads %s', (_, text) => {
    expect(officer(text)).toBe(true);
  });

  it.each([
    ['an office after the name where the name does not end right before the verb', 'Société KAORI LOGISTIQUE, SAS, RIDET 1 234 567.001.\nM. Henri TAVAI, associé de KAORI LOGISTIQUE, demeure administrateur.'],
    ['a person named after the office', 'PANDANUS CONSEIL, SARL, RIDET 1 234 567.001.\nPrésident : M. Jean KAPUA, demeurant à Koné.'],
    ['a longer name that begins with the company’s', 'PANDANUS CONSEIL, SARL, RIDET 1 234 567.001.\nPrésident : la société PANDANUS CONSEIL HOLDING, SAS.'],
    ['another company that shares the name’s first word after an office', 'PANDANUS CONSEIL, SARL, RIDET 1 234 567.001.\nGérant : la SARL PANDANUS MARINE, Nouméa.'],
  ])('does not read %s', (_, text) => {
    expect(officer(text)).toBe(false);
  });
});
