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
  it('reads an office written before the name, the name printed again after its mention', () => {
    const text = "PANDANUS CONSEIL, SARL, RIDET 1 234 567.001.\nL'assemblée a nommé en qualité de liquidateur la société PANDANUS CONSEIL susnommée.";
    expect(officer(text)).toBe(true);
  });

  it('reads an office label, its value on the next line, with an article and a form', () => {
    const text = 'PANDANUS CONSEIL, SARL, RIDET 1 234 567.001.\nLiquidateur :\nla SARL PANDANUS CONSEIL, Nouméa.';
    expect(officer(text)).toBe(true);
  });

  it('reads the name cut over two lines before the verb that keeps it in office', () => {
    const text = 'Société KAORI LOGISTIQUE, SAS, RIDET 1 234 567.001.\nSuite à la fusion, KAORI\nLOGISTIQUE demeure administrateur de la société absorbante.';
    expect(officer(text)).toBe(true);
  });

  it('reads an office after the name only where the name ends right before the verb', () => {
    const text = 'Société KAORI LOGISTIQUE, SAS, RIDET 1 234 567.001.\nM. Henri TAVAI, associé de KAORI LOGISTIQUE, demeure administrateur.';
    expect(officer(text)).toBe(false);
  });

  it('does not read a person named after the office', () => {
    const text = 'PANDANUS CONSEIL, SARL, RIDET 1 234 567.001.\nPrésident : M. Jean KAPUA, demeurant à Koné.';
    expect(officer(text)).toBe(false);
  });

  it('does not read a longer name that begins with the company’s', () => {
    const text = 'PANDANUS CONSEIL, SARL, RIDET 1 234 567.001.\nPrésident : la société PANDANUS CONSEIL HOLDING, SAS.';
    expect(officer(text)).toBe(false);
  });

  it('does not read another company that shares the name’s first word after an office', () => {
    const text = 'PANDANUS CONSEIL, SARL, RIDET 1 234 567.001.\nGérant : la SARL PANDANUS MARINE, Nouméa.';
    expect(officer(text)).toBe(false);
  });
});
