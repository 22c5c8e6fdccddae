import { describe, expect, it } from 'vitest';
import { mergerSidesContradict } from '../../../kernel/normalise/merger-sides-contradict.ts';
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
