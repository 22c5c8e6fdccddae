import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';

// A made-up page: the site's name, its menu, a breadcrumb and a cookie banner stand above the
// item's dateline, which is then the fifth line or lower; the act is dated in the text, and a
// list of the site's other items closes the page.
const page = (dateline: string): string => `LE CAGOU DES AFFAIRES
Accueil | Économie | Sport | Annonces légales | Contact
Accueil › Annonces légales › Modifications
Nous utilisons des cookies. [Accepter] [Refuser]

${dateline}

AVIS DE MODIFICATION
PIROGUES DU LAGON BLEU
SARL au capital de 800 000 F CFP
RIDET 1 234 567.001
Aux termes d'une assemblée générale extraordinaire du 2 novembre 2026, les associés ont décidé d'étendre l'objet social à la location de kayaks.
Pour avis, la gérance.

À lire aussi
Nouvelle halle au marché de Wé
Le festival de l'igname reporté`;

describe("a page's dateline under its furniture", () => {
  it.each([
    ['16 nov. 2026 · 2 min de lecture', '2026-11-16'],
    ['16/11/2026 — Annonces légales des entreprises', '2026-11-16'],
  ])('the dateline %j dates the page, not the meeting', (dateline, date) => {
    expect(findPublicationDate(page(dateline))).toBe(date);
  });

  it("reads no dateline out of the notice's own lines", () => {
    expect(findPublicationDate(page(''))).toBeNull();
  });
});
