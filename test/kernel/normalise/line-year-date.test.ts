import { describe, expect, it } from 'vitest';
import { withLineYearsSupplied } from '../../../kernel/normalise/line-year-date.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';

// A masthead's weekday date printed without its year, the year elsewhere on its line. Made-up
// papers; the weekdays are 2026's (Thursday 12 November, Sunday 15 November).

describe("a masthead's date without its year", () => {
  it("takes the year its line prints, whose calendar gives the weekday", () => {
    expect(findPublicationDate("LE HÉRON — hebdomadaire — n° 46 de l'année 2026 — dimanche 15 novembre\n\nDISSOLUTION\nKAORI BOIS, SARL, RIDET 1 234 566.001.")).toBe('2026-11-15');
    expect(findPublicationDate('LE HÉRON — le mensuel — n° 12 — Novembre 2026 (parution : jeudi 12 nov.)\n\nDISSOLUTION\nKAORI BOIS, SARL.')).toBe('2026-11-12');
  });

  it('is left as printed where the weekday fits no year of the line, or the date has its year', () => {
    expect(withLineYearsSupplied("LE HÉRON — n° 46 de l'année 2026 — lundi 15 novembre")).toBe("LE HÉRON — n° 46 de l'année 2026 — lundi 15 novembre");
    expect(withLineYearsSupplied('LE HÉRON — mardi 27 oct. 2026 — p. 4')).toBe('LE HÉRON — mardi 27 oct. 2026 — p. 4');
    expect(withLineYearsSupplied('LE HÉRON — jeudi 12 novembre')).toBe('LE HÉRON — jeudi 12 novembre');
  });

  it("is read only on the page's edge lines, not in the notice's body", () => {
    const body = ['LE HÉRON', '', 'DISSOLUTION', 'KAORI BOIS, SARL.', "L'assemblée de l'exercice 2026 s'est tenue le jeudi 12 novembre à Koné.", 'Liquidateur : M. Paul WEA.', 'Pour avis.', '', 'Le gérant', 'Fin'].join('\n');
    expect(withLineYearsSupplied(body)).toBe(body);
  });
});

describe("an app's icon before its date", () => {
  it('is furniture: the date under the title dates the notice', () => {
    expect(findPublicationDate('Le Héron — appli · Annonces\n🕑 12 nov. 2026\n\nAvis de constitution — KAORI BOIS\nLa société a été immatriculée le 10 novembre 2026.')).toBe('2026-11-12');
  });
});
