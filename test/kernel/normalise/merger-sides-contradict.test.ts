import { describe, expect, it } from 'vitest';
import { mergerProseContradicts, mergerSidesContradict } from '../../../kernel/normalise/merger-sides-contradict.ts';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';

// A merger's box labels its sides; its sentences tell the merger again. Made-up notices: invented
// papers, companies and people.

const box = (sentence: string) => `LE HÉRON DU SUD – 12/11/2026

FUSION – AUGMENTATION DE CAPITAL
Absorbante : VERGERS DE TIARE — SARL — RIDET 1 000 009.001 — Dumbéa
Absorbée   : KAORI DISTRIBUTION — SAS — RIDET 1 000 017.001 — Nouméa
··································
${sentence}`;

describe("a merger's labelled sides told again in sentences", () => {
  it('quarantine the notice where the sentences give the absorbing company the absorbed one’s part', () => {
    const text = box("Suivant traité du 2 octobre 2026, la société VERGERS DE TIARE a fait apport de l'ensemble de son patrimoine à la société KAORI DISTRIBUTION, dont l'assemblée du 30 octobre 2026 a augmenté le capital. La société VERGERS DE TIARE est dissoute sans liquidation.");
    expect(mergerSidesContradict(text)).toEqual(['VERGERS DE TIARE', 'KAORI DISTRIBUTION']);
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok ? result.notice.ridet : result.quarantine.reason).toBe('sujet_ambigu');
  });

  it('publish the absorbing company where the sentences agree with the labels', () => {
    const text = box("Suivant traité du 2 octobre 2026, la société KAORI DISTRIBUTION a fait apport de l'ensemble de son patrimoine à la société VERGERS DE TIARE, dont l'assemblée du 30 octobre 2026 a augmenté le capital de 2 000 000 F CFP. La société KAORI DISTRIBUTION est dissoute sans liquidation.");
    expect(mergerSidesContradict(text)).toBeNull();
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok && [result.notice.type, result.notice.ridet]).toEqual(['capital', '1000009001']);
  });
});

// No side labelled: the sentences alone tell the merger, twice.
const told = (second: string) => `Publié le 3 mars 2026

FUSION-ABSORPTION

Par traité du 2 décembre 2025, la société PÉPINIÈRES DE LA TAMOA, société par actions simplifiée au capital de 1 000 000 F CFP, RIDET 2 231 835.001, a été absorbée par la société JARDINS DU CAILLOU, société à responsabilité limitée au capital de 3 000 000 F CFP, RIDET 1 390 434.001, toutes deux à Païta.
${second}

Pour avis.`;

describe("a merger told twice in sentences, no side labelled", () => {
  it('quarantine the notice where the second telling swaps both companies’ parts', () => {
    const text = told("L'assemblée du 20 février 2026 de la société PÉPINIÈRES DE LA TAMOA, société absorbante, a approuvé la fusion et augmenté son capital ; la société JARDINS DU CAILLOU est dissoute sans liquidation.");
    expect(mergerProseContradicts(text)).toEqual(['PÉPINIÈRES DE LA TAMOA', 'JARDINS DU CAILLOU']);
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok ? result.notice.ridet : result.quarantine.reason).toBe('sujet_ambigu');
  });

  it('publish the absorbing company where the second telling agrees with the first', () => {
    const text = told("L'assemblée du 20 février 2026 de la société JARDINS DU CAILLOU, société absorbante, a approuvé la fusion et augmenté son capital ; la société PÉPINIÈRES DE LA TAMOA est dissoute sans liquidation.");
    expect(mergerProseContradicts(text)).toBeNull();
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok && [result.notice.type, result.notice.ridet, result.notice.denomination]).toEqual(['capital', '1390434001', 'JARDINS DU CAILLOU']);
  });
});

