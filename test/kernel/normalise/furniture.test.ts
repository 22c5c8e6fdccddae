import { describe, expect, it } from 'vitest';
import { separateFurniture } from '../../../kernel/normalise/furniture.ts';

// Made-up pages: each holds one kind of furniture line alone, so a whole-text pre-check that
// missed that kind would keep the line in the notice.
const NOTICE = 'DISSOLUTION ANTICIPÉE\nLa société « ALPHA », SARL, RIDET 1 234 567.001, a décidé sa dissolution.';

describe('separateFurniture: each kind of furniture line alone', () => {
  it.each([
    ['an indented breadcrumb', '   Accueil › Annonces légales'],
    ['a share bar', 'Partager : Facebook'],
    ['a cookie banner', 'Nous utilisons des cookies pour mesurer l’audience.'],
    ['a publisher line', 'Le Journal Exemple est édité par la SAS PRESSE TEST.'],
    ['a copyright', '© 2026 Journal Exemple'],
    ['a menu', 'Constitutions | Dissolutions | Cessions'],
    ["a portal's service line", 'Un service de la SAS PRESSE TEST – RID 1 234 567'],
    ['a link among others', 'Contact – Données personnelles'],
  ])('%s', (_, line) => {
    const { notice, furniture } = separateFurniture(`${NOTICE}\n${line}`);
    expect(furniture).toEqual([line]);
    expect(notice).toBe(NOTICE);
  });

  it('sets apart a related block up to the blank line, and a menu whose separators the notice prints too', () => {
    const page = `${NOTICE}\n\n\n\n  À lire aussi\nBÊTA – Constitution\n\nFin de l’annonce » suite\nA · B · C`;
    const { notice, furniture } = separateFurniture(page);
    expect(furniture).toEqual(['  À lire aussi', 'BÊTA – Constitution', 'A · B · C']);
    expect(notice).toBe(`${NOTICE}\n\n\n\nFin de l’annonce » suite`.replace(/\n{3,}/g, '\n\n'));
  });

  it('keeps a notice without furniture as it is, blank lines collapsed and ends trimmed', () => {
    const text = `  ${NOTICE}\n\n\n\nLe gérant » ·\n`;
    expect(separateFurniture(text)).toEqual({ notice: `${NOTICE}\n\nLe gérant » ·`, furniture: [] });
  });

  it("keeps a notice whose company's object names a service or personal data: a sentence, not the publisher's line", () => {
    for (const object of ["l'exploitation d'un service de transport à la demande", 'le traitement de données personnelles pour le compte de tiers']) {
      const body = `Par acte du 3 mars 2026 a été constituée la SARL KAZ, objet : ${object}. Gérant : M. Paul KAZ. RIDET 1 000 001.001.`;
      expect(separateFurniture(`Annonces légales – Constitutions\n\n${body}`)).toEqual({ notice: `Annonces légales – Constitutions\n\n${body}`, furniture: [] });
    }
  });

  // (2026-12-07, twelfth session, from charnieres cn37.)
  it("sets apart the publisher's sentence broken over lines, its firm and identifier on the next line, and stops at its full stop", () => {
    const text = `${NOTICE}\n—\nActu Test, hebdomadaire habilité à publier les annonces légales, est édité par la\nsociété PRESSE DES TESTS, SAS, RIDET 1 499 854.001.\nsociété qui reste en page.`;
    expect(separateFurniture(text)).toEqual({
      notice: `${NOTICE}\n—\n\nsociété qui reste en page.`,
      furniture: ['Actu Test, hebdomadaire habilité à publier les annonces légales, est édité par la', 'société PRESSE DES TESTS, SAS, RIDET 1 499 854.001.'],
    });
  });
});
