import { describe, expect, it } from 'vitest';
import { findFrenchDates } from '../../../kernel/normalise/french-date.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of terse, old-typography, scanned and provincial notices by a new writer
// showed missing (test/kernel/normalise/sommaires). Every text here is made up for the rule it
// names, never a copy of a group text.

const read = (text: string): unknown => identityOf(text, 'G1');

describe('a month printed as a Roman numeral', () => {
  it('reads day / Roman month / year with slashes, dots or dashes', () => {
    expect(findFrenchDates('AGO du 4/II/2026, puis AGE du 30-XII-2025 et du 9.IX.2024').map((d) => d.iso)).toEqual(['2026-02-04', '2025-12-30', '2024-09-09']);
  });

  it('skips an impossible day and a reference number that only looks like one', () => {
    expect(findFrenchDates('le 31/II/2026 ; arrêté n° 12/IV/2019/APS ; lot XIV/II/2020')).toEqual([]);
  });

  it('dates a telegraphic sale of shares whose only date has a Roman month, instead of quarantining it', () => {
    expect(read('CESSION DE PARTS – SCI KAZ EXEMPLE, RIDET n° 1000001.001. Par acte ssp du 4/II/2026, M. Paul EXEMPLE cède ses 10 parts à M. Jean AUTRE.')).toEqual(['cession', 'KAZ EXEMPLE', 'SCI', '1000001001', '2026-02-04']);
  });
});

describe('a small ad’s transfer of office in a shorter hand', () => {
  it('reads “trsf siège” as the transfer of the office', () => {
    expect(read('AGE du 3/3/2026 de la Sté KAZ BOIS, SARL cap. 100 000 F, RIDET n° 1000001-001 : trsf siège de Koné à Pouembout, à cpter du 1/4/2026.')).toEqual(['siege', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads “trsf. du sg” the same way', () => {
    expect(read('KAZ BOIS, EURL cap. 100 000 F, RIDET 1000001.001 – déc. associé unique du 3/3/2026 : trsf. du sg à Pouembout.')).toEqual(['siege', 'KAZ BOIS', 'EURL', '1000001001', '2026-03-03']);
  });
});

describe('a notice printed in capitals throughout', () => {
  const judgment =
    'TRIBUNAL MIXTE DE COMMERCE DE NOUMEA\n\nPAR JUGEMENT DU 3 MARS 2026, LE TRIBUNAL A PRONONCE LA LIQUIDATION JUDICIAIRE DE LA SARL « KAZ BOIS DU NORD », RIDET N° 1 000 001.001, DONT LE SIEGE EST A KONE.\nLIQUIDATEUR : ME ANNE EXEMPLE.\n';

  it('reads the quoted name after the form and an article in capitals (“DE LA SARL « X »”)', () => {
    expect(read(judgment)).toEqual(['procedure', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });

  it('leaves the capitals civility “ME” out of the court officer’s name', () => {
    expect(officersOf(noticeOf(judgment))).toEqual(['ANNE EXEMPLE (liquidateur)']);
  });

  it('reads the quoted name after “DENOMMEE”, not the newspaper’s masthead above it', () => {
    expect(read('LE COURRIER DU SUD — MARDI 3 MARS 2026\n\nAVIS DE CONSTITUTION\n\nSUIVANT ACTE DU 1ER COURANT, IL A ETE CONSTITUE UNE SOCIETE A RESPONSABILITE LIMITEE DENOMMEE « KAZ BOIS DU NORD », AU CAPITAL DE 100.000 FRS CFP, DONT LE SIEGE EST A KONE.\nGERANT : MR PAUL EXEMPLE.\nR.I.D.E.T. N° 1000001.001.\n')).toEqual(['creation', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });
});
