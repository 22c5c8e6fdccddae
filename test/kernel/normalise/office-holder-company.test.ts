import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { onOfficeLabelLine, personThenField } from '../../../kernel/normalise/office-holder-company.ts';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';

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

  it('reads a company a partner’s label introduces as the partner, its identifier its own', () => {
    expect(onLabel('Associée majoritaire : la société KAORI INVEST, SAS, RIDET 1 000 009.001, titulaire de 80 parts')).toBe(true);
    expect(onLabel('Actionnaire unique : KAORI HOLDING – RIDET 1 000 009.001')).toBe(true);
    expect(onLabel('Associée : Mme Rose KAMO – RIDET 1 000 009.001')).toBe(false);
    expect(onLabel('Bénéficiaire de la souscription : KAORI CAPITAL, société par actions simplifiée, RIDET 1 000 009.001')).toBe(true);
  });

  it('reads the label only as far as another company’s identifier', () => {
    const line = 'Président : SAS KAORI INVEST (RIDET 2 222 222.001) RIDET 1 000 009.001';
    expect(onLabel(line)).toBe(true);
    expect(onLabel(line, 'RIDET 2 222 222.001')).toBe(false);
  });
});

describe("a person as an office's value, the identifier set apart as the ad's next field", () => {
  it('tells the person before a spaced dash or bar from a company holding the office', () => {
    expect(personThenField(' mme rose kamo - ')).toBe(true);
    expect(personThenField(' paul wea | ')).toBe(true);
    expect(personThenField(' holding wea - ')).toBe(false);
    expect(personThenField(' kaori bois sas - ')).toBe(false);
    expect(personThenField(' mme rose kamo, ')).toBe(false);
  });

  it.each([
    'Le Fanal · jeudi 12 novembre 2026\nCRÉATION ▪ KAORI BOIS ▪\nForme : SARL — Cap. : 150 000 F — Sg : Tadine, 98878 Maré\nGérante : Mme Rose KAMO — RIDET 1 000 009.001 — Statuts du 2/11/2026',
    'LE FANAL — jeudi 12 novembre 2026\n≡ NAISSANCES ≡\nKAORI BOIS, SASU au cap. de 500 000 F, Wé, Lifou — présidente : Rose KAMO — RIDET 1.000.009.001',
  ])('publishes the company under its own identifier: %j', (text) => {
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok && [result.notice.type, result.notice.ridet, result.notice.denomination]).toEqual(['creation', '1000009001', 'KAORI BOIS']);
  });
});

describe('a partner labelled in the company’s card', () => {
  it('publishes the card’s company, not the majority partner printed with its own identifier', () => {
    const text = [
      'JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE – Mardi 13 octobre 2026',
      '',
      'MAINTIEN DE LA SOCIÉTÉ MALGRÉ DES PERTES',
      '',
      'Dénomination : TOUHO PÊCHE HAUTURIÈRE',
      'Forme : SARL au capital de 2 000 000 F CFP',
      'Siège : port de Touho, 98831 Touho',
      'RIDET : 1 022 722.001',
      'Associée majoritaire : la société NAVIRES DU NORD, SAS, RIDET 1 090 950.001, titulaire de 150 parts sur 200',
      'Décision : assemblée générale extraordinaire du 28 septembre 2026, qui a décidé de ne pas dissoudre la société malgré des capitaux propres inférieurs à la moitié du capital social',
      'Gérant : M. Paul WEA',
    ].join('\n');
    const result = parseNoticeText(text, { reference: 'made-up' });
    expect(result.ok && result.notice.ridet).toBe('1022722001');
  });
});
