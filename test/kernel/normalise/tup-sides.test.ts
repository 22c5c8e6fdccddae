import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { tupSides } from '../../../kernel/normalise/tup-sides.ts';

// A dissolution by universal transmission of assets to the sole shareholder: the subsidiary is the
// notice's company, told by the shareholder's words wherever they stand. Made-up companies and people;
// 1000009 and 1000032 pass the identifiers' check.

const sides = (text: string): string[] => {
  const folded = fold(text);
  const bySide = tupSides(folded, findRidets(text));
  return findRidets(text).map((m) => `${m.rid}:${bySide.get(m.index) ?? '-'}`);
};

describe("a TUP's sides told by the sole shareholder's words", () => {
  it('reads the shareholder by its label or apposition before its name', () => {
    expect(sides("TUP ► KAORI BOIS (SARL, RIDET 1 000 009.001)\nDissoute sans liquidation par déc. de l'assoc. unique VERGERS DE TIVA (SAS, RIDET 1 000 032.001) du 2/11/2026 ; transmission universelle du patrimoine à l'assoc. unique.")).toEqual(['1000009:absorbed', '1000032:absorbing']);
    expect(sides('TUP — Sté dissoute : KAORI BOIS, SARL, Ridet 1 000 009.001 — Associée unique :\nVERGERS DE TIVA, SAS, Ridet 1 000 032.001 — transmission universelle du patrimoine.')).toEqual(['1000009:absorbed', '1000032:absorbing']);
  });

  it('reads the shareholder in apposition after its identifier, and the subsidiary after the words and their `de`', () => {
    expect(sides('KAORI BOIS, SARL, RIDET 1 000 009.001.\nPar décision du 2 novembre 2026, la société VERGERS DE TIVA, SAS, RIDET 1 000 032.001, associée unique de la société KAORI BOIS, a décidé sa dissolution, entraînant la transmission universelle de son patrimoine.')).toEqual(['1000009:absorbed', '1000032:absorbing']);
    expect(sides("VERGERS DE TIVA, SAS, RIDET 1 000 032.001.\nLa société VERGERS DE TIVA, agissant en qualité d'associée unique de la société KAORI BOIS, SARL, RIDET 1 000 009.001, a décidé sa dissolution sans liquidation, entraînant la transmission universelle de son patrimoine.")).toEqual(['1000032:absorbing', '1000009:absorbed']);
  });

  it("reads no side in a form's words, nor where the notice tells no transmission", () => {
    expect(sides('KAORI BOIS, société à responsabilité limitée à associé unique, RIDET 1 000 009.001.\nLa société VERGERS DE TIVA, RIDET 1 000 032.001, a décidé la transmission universelle du patrimoine.')).toEqual(['1000009:-', '1000032:-']);
    expect(sides("Par déc. de l'assoc. unique VERGERS DE TIVA (SAS, RIDET 1 000 032.001), la société KAORI BOIS (RIDET 1 000 009.001) transfère son siège.")).toEqual(['1000032:-', '1000009:-']);
  });

  it('publishes the subsidiary, not its shareholder, where the model alone was unsure', () => {
    const result = parseNoticeText("LE FANAL — jeudi 12 novembre 2026\nTUP — « KAORI BOIS » (EURL, RIDET 1000009.001) dissoute sans liquidation par déc. de son assoc. unique VERGERS DE TIVA (SAS, RIDET 1000032.001) du 2/11/2026 ; transmission du patrimoine à VERGERS DE TIVA.", { reference: 't' });
    expect(result.ok && [result.notice.type, result.notice.ridet, result.notice.denomination]).toEqual(['dissolution', '1000009001', 'KAORI BOIS']);
  });
});

// Made up (the couples group's kind): a TUP in labelled blocks, each block's name under `Dénomination :`.
describe("a TUP's blocks labelled by their sides", () => {
  const text = [
    'DISSOLUTION SANS LIQUIDATION',
    'TRANSMISSION UNIVERSELLE DE PATRIMOINE',
    '',
    'SOCIÉTÉ DISSOUTE',
    'Dénomination : ESSAIS PROPRETÉ',
    'Forme : SASU',
    'Siège : 9 rue des Essais, 98800 Nouméa',
    'RIDET : 1742907/001',
    '',
    'ASSOCIÉE UNIQUE',
    'Dénomination : GROUPE DES TESTS',
    'Forme : société par actions simplifiée au capital de 30 000 000 F CFP',
    'Siège : 23 rue des Tests, 98800 Nouméa',
    'RIDET : 1742915/001',
    '',
    "Par déclaration du 14 septembre 2026, l'associée unique a décidé la dissolution anticipée, sans liquidation, de la société ESSAIS PROPRETÉ, entraînant la transmission universelle de son patrimoine à la société GROUPE DES TESTS.",
  ].join('\n');

  it("reads no subsidiary in the shareholder's block label over its `Dénomination` (`de` is no word there)", () => {
    const sides = tupSides(fold(text), findRidets(text));
    expect([...sides.values()]).not.toContain('absorbed');
  });

  it('publishes the dissolved company, never its sole shareholder', () => {
    const result = parseNoticeText(text, { reference: 'test-tup-blocs' });
    expect(result.ok ? result.notice.ridet : result.quarantine.reason).not.toBe('1742915001');
  });
});
