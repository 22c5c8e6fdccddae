import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';

const BODY = `L'assemblée générale extraordinaire de la société PALMIERS DE POUM, SARL, RIDET 1 234 567.001, réunie le 6 novembre 2026, a décidé de transférer le siège à Koumac.
Pour avis, la gérance.`;

describe("a page's metadata line, each item labelled", () => {
  it("reads the item labelled 'Date' beside the page's rubric and place", () => {
    const text = `Le portail des îles Belep\nAccueil / Actualités\n\nDate : 18 novembre 2026 | Rubrique : Entreprises | Commune : Poum\n\n${BODY}`;
    expect(findPublicationDate(text)).toBe('2026-11-18');
  });

  it("reads no mail's 'Date :' header, alone on its line, as a publication", () => {
    const text = `De : Cabinet Niaouli <contact@niaouli.nc>\nDate : mer. 18 nov. 2026 10:12\nObjet : annonce\n\n${BODY}`;
    expect(findPublicationDate(text)).toBeNull();
  });
});
