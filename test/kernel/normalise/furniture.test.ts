import { describe, expect, it } from 'vitest';
import { separateFurniture } from '../../../kernel/normalise/furniture.ts';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

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

// Made up (2026-12-07, eighteenth session, from colonnettes cy27). A boxed ad's dotted borders are an
// ornament, no menu: taken for one, the borders went and the ad's line stayed, and the notice under it
// no longer opened after a rule.
describe('a row of dots and no word', () => {
  it('stays in the notice, an ornament the page reader parts by', () => {
    const border = '        · · · · · · · · · · · · ·';
    const page = `${NOTICE}\n\n${border}\nPharmacie de garde : composez le 15\n${border}\n\nMODIFICATIONS`;
    expect(separateFurniture(page).furniture).toEqual([]);
  });

  it('reads every notice of a page a boxed ad stands in, each alone', () => {
    const border = '        · · · · · · · · · · · · ·';
    const page = [
      'ACTU NC – Mercredi 4 novembre 2026                                     Page 30',
      'ANNONCES LÉGALES',
      '',
      'CONSTITUTIONS',
      '',
      'TESTS CONSEIL',
      "Aux termes d'un acte sous seing privé du 19 octobre 2026, il a été constitué une société par actions",
      'simplifiée dénommée TESTS CONSEIL, au capital de 100 000 F CFP, siège à Nouméa. Présidente : Mme Sophie',
      'TESTARD. La société a été immatriculée au RIDET sous le n° 1 234 566.001.',
      '',
      'TESTS JARDINS',
      "Par acte sous seing privé du 26 octobre 2026, il a été constitué une société à responsabilité limitée",
      'dénommée TESTS JARDINS, siège à Koné. Gérant : M. Rock TESTEUR. La société a été immatriculée au RIDET',
      'sous le n° 1 234 574.001.',
      'Pour avis.',
      '',
      'AVIS DIVERS',
      '',
      'LOCATION-GÉRANCE',
      "Suivant acte du 22 octobre 2026, la société TESTS AUBERGE, SARL, RIDET 1 000 009.001, a donné en location-gérance",
      "à la société TESTS TABLES, SAS, le fonds de commerce de restaurant qu'elle exploite à Païta.",
      '',
      border,
      'Pharmacie de garde : composez le 15',
      border,
      '',
      'MODIFICATIONS',
      '',
      'TESTS ÉLAGAGE',
      'EURL au capital de 200 000 F CFP – RIDET 1 234 582.001',
      "L'associé unique a décidé le 27 octobre 2026 de transférer le siège social au 8, rue de l'Industrie, Nouméa.",
      'Gérant : M. Patrick TESTE.',
    ].join('\n');
    const read = parseNoticeTexts(page, { reference: 'essai' }).map((r) => (r.ok ? r.notice.denomination : r.quarantine.reason));
    expect(read).toEqual(['TESTS CONSEIL', 'TESTS JARDINS', 'TESTS AUBERGE', 'TESTS ÉLAGAGE']);
  });
});
