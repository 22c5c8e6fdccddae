import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// A web page's block of other notices: their titles, event words and stamps are the other items',
// never this notice's type or date; and a heading that carries its one item on its own line heads
// nothing below it. Every text is made up for this file; the identifier passes the check.

/** The published type, RID and date, or the quarantine's reason. */
function readingOf(text: string): string {
  const results = parseNoticeTexts(text, { reference: 'essai' });
  return results.map((r) => (r.ok ? `${r.notice.type} ${r.notice.ridet.slice(0, 7)} ${r.notice.date}` : r.quarantine.reason)).join(' ; ');
}

describe("a page's related notices", () => {
  it("never dates the notice by a related item's posting stamp printed under the block's heading", () => {
    const text =
      "Annonces légales › Modifications statutaires\nNOMINATION D'UN DIRECTEUR GÉNÉRAL\nFILETS ET CORDAGES DU SUD, SAS, RIDET 1 000 009.001.\nPar décisions du président du 20 octobre 2026, M. Paul Martin a été nommé directeur général.\nPour avis.\nAnnonces similaires\nDISSOLUTION ANTICIPÉE\nTERRE ROUGE DISTRIBUTION\nPubliée le 09/11/2026\nCONSTITUTION\nLES JARDINS DE LA BAIE\nPubliée le 07/11/2026";
    expect(readingOf(text)).toBe('nomination 1000009 2026-10-20');
  });

  it('reads the notice under a link that carries its one item on the heading’s line', () => {
    const text =
      "Lire aussi : Dissolution anticipée de la SARL CORAIL BLEU\nNOMINATION\nKAORI INVEST, SAS, RIDET 1 000 009.001. Le 29 octobre 2026, l'associé unique a nommé Mme Lucie Bernard présidente.";
    expect(readingOf(text)).toBe('nomination 1000009 2026-10-29');
  });

  it("ends a block of the most read items at the notice's first sentence", () => {
    const text =
      "Les plus lues\nLiquidation judiciaire de la SARL CORAIL BLEU\nConstitution de la SAS NIAOULI\nNOMINATION\nKAORI INVEST, SAS, RIDET 1 000 009.001. Le 29 octobre 2026, l'associé unique a nommé Mme Lucie Bernard présidente, en remplacement de M. Jean Dupont.";
    expect(readingOf(text)).toBe('nomination 1000009 2026-10-29');
  });

  it("reads the next item's link with its date in brackets as the other item's", () => {
    const text =
      'MODIFICATION DE LA GÉRANCE\nLa SARL MAISON DU TRESSAGE, RIDET 1 000 009.001, fait savoir que Mme Lucie Bernard a été nommée cogérante le 28 octobre 2026.\nAnnonce suivante (12/11/2026) : Liquidation amiable de la SARL CORAIL BLEU';
    expect(readingOf(text)).toBe('nomination 1000009 2026-10-28');
  });

  it("keeps the item's own posting stamp above a block of related items with identifiers", () => {
    const text =
      "MODIFICATION\nPubliée le 06/11/2026\nKAORI INVEST, SAS, RIDET 1 000 009.001. Le 29 octobre 2026, l'associé unique a nommé Mme Lucie Bernard présidente.\n\nPublications liées\nCORAIL BLEU — Dissolution — RIDET 3 000 007.001 (02/11/2026)\nNIAOULI — Constitution (31/10/2026)";
    expect(readingOf(text)).toBe('nomination 1000009 2026-11-06');
  });
});

// Made up. A page's links to its neighbours print their titles under `« Annonce précédente   Annonce suivante »`.
describe('a page’s links to the notices before and after it', () => {
  it('keeps the next notice’s title (a matrimonial regime) out of the notice, published in scope', () => {
    const text = [
      'lnc.nc',
      'Accueil > Annonces légales > Constitutions',
      '',
      'CONSTITUTIONS',
      'Publié le mardi 10 novembre 2026',
      '',
      'Par acte sous seing privé du 26 octobre 2026, a été constituée la société suivante :',
      'Dénomination sociale : Les Saveurs des Tests',
      'Forme : société à responsabilité limitée',
      'Siège : tribu de Test, 98815 Hienghène',
      'Gérant : M. Paul EXEMPLE',
      'RIDET : 1 000 009.001',
      '',
      'Pour avis.',
      '',
      '« Annonce précédente   Annonce suivante »',
      'CHANGEMENT DE RÉGIME MATRIMONIAL – Mme et M. ESSAI…',
    ].join('\n');
    const [result] = parseNoticeTexts(text, { reference: 'made-up' });
    expect(result!.ok && [result!.notice.type, result!.notice.ridet]).toEqual(['creation', '1000009001']);
  });

  // (2026-12-07, twelfth session, from entablements eo20.)
  it('sets apart the teasers printed as paragraphs under a heading alone, a link cut over a line, up to the link to all items', () => {
    const text = [
      'NOMINATION – TESTS TRANSPORTS',
      'Publié le vendredi 23 octobre 2026',
      '',
      'TESTS TRANSPORTS, SARL, RIDET 1 234 567.001',
      "Par décision du 8 octobre 2026, M. Paul TESTARD a été nommé gérant en remplacement de M. Luc TESTIN.",
      '',
      'AUTRES ANNONCES DE LA RUBRIQUE',
      '',
      'Avis de constitution',
      'Publié le 22/10/2026',
      "Aux termes d'un acte du 9 octobre 2026, il a été constitué une société présentant les caractéristiques… Lire",
      'la suite',
      '',
      'Voir toutes les annonces ›',
      '',
      '© Tests — 2026',
    ].join('\n');
    expect(readingOf(text)).toBe('nomination 1234567 2026-10-23');
  });
});
