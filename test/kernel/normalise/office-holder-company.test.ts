import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { onOfficeLabelLine } from '../../../kernel/normalise/office-holder-company.ts';

// A line an office's label opens names its holder; where the value ends before the identifier (a
// person then a company after a dash, a date, another company's identifier) the identifier is a
// later field's. Made-up lines; the identifier read is `RIDET 1 000 009.001`.

function onLabel(line: string, fromAfter?: string): boolean {
  const folded = fold(line);
  const index = folded.indexOf('ridet 1 000 009.001');
  const from = fromAfter === undefined ? 0 : folded.indexOf(fold(fromAfter)) + fromAfter.length;
  return onOfficeLabelLine(folded, index, from);
}

describe('onOfficeLabelLine', () => {
  it('reads a company the office’s label introduces as the officer', () => {
    expect(onLabel('Président : KAORI INVEST (SAS, RIDET 1 000 009.001)')).toBe(true);
    expect(onLabel('Co-gérance : KAORI INVEST, SARL, RIDET 1 000 009.001')).toBe(true);
  });

  it('reads a person named under the label, then a company after a dash, as the next field', () => {
    expect(onLabel('Directeur général : M. Paul WEA – SAS KAORI BOIS – RIDET 1 000 009.001 – Président inchangé')).toBe(false);
  });

  it('reads a date after the officers as another field’s (the act’s)', () => {
    expect(onLabel('Cogérance : Paul WEA / Rose KALOÏ – acte SSP 26.10.26 – RIDET 1 000 009.001')).toBe(false);
  });

  it('reads the label only as far as another company’s identifier', () => {
    const line = 'Président : SAS KAORI INVEST (RIDET 2 222 222.001) RIDET 1 000 009.001';
    expect(onLabel(line)).toBe(true);
    expect(onLabel(line, 'RIDET 2 222 222.001')).toBe(false);
  });
});
