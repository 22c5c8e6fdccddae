import { describe, expect, it } from 'vitest';
import { dateOfAppearanceSentence } from '../../../kernel/normalise/appearance-sentence.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';

// A newspaper desk's mail around a notice it has published: the sentence that says so in the past is
// the notice's publication date. Made-up mails, several phrasings.

const NOTICE = 'KAZ BÂTI, SARL, RIDET 1 000 001.001. L’assemblée du 2 mars 2026 a transféré le siège à Païta.';

describe("a desk's sentence that the notice has appeared", () => {
  it.each([
    ["in an issue, the weekday before the date", "Votre annonce ci-dessous a paru dans l'édition du mardi 10 mars 2026, page 12.", '2026-03-10'],
    ["'ce jour', then the date", "Nous vous informons que l'avis ci-dessous a paru ce jour, jeudi 12 mars 2026 (réf. AL-26-77).", '2026-03-12'],
    ["'est parue le', a slashed date", 'Bonjour, votre annonce est parue le 13/03/2026 dans le quotidien.', '2026-03-13'],
    ["'Parution du' opening a sentence inside the line", 'Texte repris du PDF du greffe. Parution du 14 mars 2026.', '2026-03-14'],
  ])('%s', (_, line, iso) => {
    expect(dateOfAppearanceSentence(line)).toBe(iso);
    expect(findPublicationDate(`Objet : votre annonce\n\n${line}\n\n${NOTICE}`)).toBe(iso);
  });

  it("is no publication when the issue is still to come, or when the notice that appeared is the one a rectificatif corrects", () => {
    expect(dateOfAppearanceSentence("Votre annonce paraîtra dans l'édition du mardi 10 mars 2026.")).toBeNull();
    expect(dateOfAppearanceSentence('Parution prévue le 10 mars 2026.')).toBeNull();
    expect(dateOfAppearanceSentence("L'assemblée du 2 mars 2026 a décidé le transfert.")).toBeNull();
    const corrected = `Bonjour, notre annonce a paru le 10 mars 2026 avec une erreur.\n\nRECTIFICATIF – Dans l'annonce parue le 10 mars 2026 concernant KAZ BÂTI, SARL, RIDET 1 000 001.001, il fallait lire : siège à Païta.`;
    expect(findPublicationDate(corrected)).not.toBe('2026-03-10');
  });
});

// Made up. A second insertion recalls when the first appeared: that is the first insertion's date.
describe('an earlier insertion the notice says appeared', () => {
  it('is no appearance of this notice', () => {
    expect(dateOfAppearanceSentence('La première insertion est parue le 8 octobre 2026.')).toBeNull();
    expect(dateOfAppearanceSentence('La première publication a paru le 8 octobre 2026.')).toBeNull();
    expect(dateOfAppearanceSentence('Le premier avis est paru le 8 octobre 2026.')).toBeNull();
  });

  it('leaves this notice’s own appearance read', () => {
    expect(dateOfAppearanceSentence('Votre avis est paru le 15 octobre 2026.')).toBe('2026-10-15');
  });

  it('dates a second insertion by its header, not by the first one’s appearance', () => {
    const text =
      "Legal Hebdo — Ventes de fonds\nJeudi 15 octobre 2026\n\nVENTE DE FONDS DE COMMERCE\nSeconde insertion\n\nSuivant acte sous seing privé du 28 septembre 2026, la société TEST BOIS, SARL, RIDET 1 234 567.001, a cédé à M. Jean ESSAI le fonds artisanal d'ébénisterie exploité à Farino.\n\nLa première insertion est parue le 8 octobre 2026. Les oppositions seront reçues au siège.\n\nPour seconde insertion, le liquidateur.";
    expect(findPublicationDate(text)).toBe('2026-10-15');
  });
});

// Made up. A page of notices dated by the line over them, the notices' noun opening it, the date closing it.
describe('a page’s line over its notices (`Annonces parues le …`)', () => {
  it('dates the page’s notices, a blank line and the masthead above it', () => {
    expect(dateOfAppearanceSentence('Annonces parues le mardi 12 mai 2026')).toBe('2026-05-12');
    expect(dateOfAppearanceSentence('Annonces publiées le jeudi 17 septembre 2026')).toBe('2026-09-17');
    expect(findPublicationDate(`Les Nouvelles Calédoniennes\nANNONCES LÉGALES\n\nAnnonces parues le mardi 12 mai 2026\n\n${NOTICE}`)).toBe('2026-05-12');
  });

  it('is no such line where a sentence goes on after the date or cites another notice', () => {
    expect(dateOfAppearanceSentence('Avis parus le 12 mai 2026 dans un autre titre : voir ci-dessous.')).toBeNull();
    expect(dateOfAppearanceSentence('Suite à l’annonce parue le 12 mai 2026')).toBeNull();
  });
});
