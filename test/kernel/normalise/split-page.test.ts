import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { splitNoticePage } from '../../../kernel/normalise/split-page.ts';

const summary = (text: string, publicationDate?: string) =>
  parseNoticeTexts(text, { reference: 'P', ...(publicationDate ? { publicationDate } : {}) }).map((r) =>
    r.ok ? [r.notice.reference, r.notice.ridet, r.notice.type, r.notice.date, r.notice.denomination] : [r.quarantine.reference, r.quarantine.reason],
  );

describe('a page carrying several complete notices', () => {
  it('reads each bulleted notice alone, dated by its own heading line', () => {
    const text = [
      'Annonces du Caillou — les dernières annonces',
      'Page mise à jour le 12/03/2026',
      '',
      '■ TRANSFERT DE SIÈGE — publiée le 10/03/2026',
      'LES TROIS PINS, SARL au capital de 100 000 F CFP, RIDET 2 345 678.001. Par décision du gérant du 2 mars 2026, le siège social est transféré à Koné.',
      '',
      '■ AUGMENTATION DE CAPITAL — publiée le 11/03/2026',
      'BOIS DU NORD, SAS, RIDET 3 456 789.001. L’AGE du 3 mars 2026 a porté le capital de 100 000 F CFP à 500 000 F CFP par apport en numéraire.',
    ].join('\n');
    expect(summary(text)).toEqual([
      ['P#1', '2345678001', 'siege', '2026-03-10', 'LES TROIS PINS'],
      ['P#2', '3456789001', 'capital', '2026-03-11', 'BOIS DU NORD'],
    ]);
  });

  it('restores the breaks of headings run into the text, each notice read alone', () => {
    const text =
      'JOURNAL DU NORD · N° 40 · jeudi 5 mars 2026 · 9\nANNONCES LÉGALES\nNOMINATION DE GÉRANT. LES TROIS PINS, SARL au capital de 100 000 F CFP, Koné, RIDET 2 345 678.001. L’AGO du 2 mars 2026 a nommé gérant M. Paul EXEMPLE en remplacement de M. Jean MODÈLE, démissionnaire. Pour avis. DISSOLUTION ANTICIPÉE. BOIS DU NORD, EURL au capital de 100 000 F CFP, Koné, RIDET 3 456 789.001. L’associé unique a décidé le 3 mars 2026 la dissolution anticipée de la société et sa liquidation amiable. Pour avis.';
    expect(summary(text)).toEqual([
      ['P#1', '2345678001', 'nomination', '2026-03-05', 'LES TROIS PINS'],
      ['P#2', '3456789001', 'dissolution', '2026-03-05', 'BOIS DU NORD'],
    ]);
  });

  it('does not split one notice under two headings, nor around a cut fragment of the next notice', () => {
    const one = ['FUSION-ABSORPTION', '', 'AUGMENTATION DE CAPITAL', '', 'La société LES TROIS PINS, RIDET 2 345 678.001, a absorbé la société BOIS DU NORD, RIDET 3 456 789.001, et augmenté son capital de 100 000 F CFP.'].join('\n');
    expect(splitNoticePage(one)).toBeNull();
    const cut = ['AVIS DE DISSOLUTION', '', 'LES TROIS PINS, SARL, RIDET 2 345 678.001. L’associé unique a décidé le 3 mars 2026 la dissolution anticipée de la société.', '', 'CESSION DE FONDS DE COMMERCE', '', 'Suivant acte du 2 mars 2026, la société BOIS'].join('\n');
    expect(splitNoticePage(cut)).toBeNull();
  });

  it("does not split a form whose parties' blocks are titled by an office or by the company concerned", () => {
    const form = [
      'Avis publié le 4 mai 2026',
      '',
      'COMMISSAIRE AUX COMPTES SUPPLÉANT',
      'Dénomination : CABINET PAPAYE CONSEIL',
      'Forme : SARL',
      'RIDET : 2345678.001',
      'Siège : 12, rue des Flamboyants, 98800 Nouméa',
      '',
      'PRÉSIDENT',
      'Dénomination : HOLDING DES BANIANS',
      'Forme : SAS',
      'RIDET : 3456789.001',
      'Siège : 4, route du Port, 98890 Païta',
      '',
      'SOCIÉTÉ CONCERNÉE',
      'Dénomination : MARBRERIE DU SUD',
      'Forme : SAS au capital de 2 000 000 F CFP',
      'RIDET : 1234567.001',
      'Décision : décisions de l’associé unique du 28 avril 2026, nomination du président et du commissaire aux comptes suppléant',
    ].join('\n');
    expect(splitNoticePage(form)).toBeNull();
    // The auditor's firm and the president company are never published as notices of their own.
    expect(summary(form).filter((r) => r[1] === '2345678001' || r[1] === '3456789001')).toEqual([]);
  });
});

describe('a printed page cut from the middle of a column (issue 32)', () => {
  const NOTICE = [
    'CESSION DE FONDS DE COMMERCE',
    "Suivant acte du 2 mars 2026, la société ACHAT NET, SAS, RIDET 2 345 678.001, a acquis de la société VENTE PLUS, SARL, RIDET 3 456 789.001, un fonds de commerce de boulangerie exploité à Koné.",
    'Les oppositions seront reçues en l’étude du notaire.',
  ];

  it("sets apart the previous notice's tail (opening in the middle of a word, ending with its signature) and the next notice's cut opening", () => {
    const page = [
      'LA FEUILLE — jeudi 5 mars 2026 — 4',
      'nement à Païta, RIDET 1 111 114.001.',
      'Pour avis, le gérant.',
      '',
      ...NOTICE,
      '',
      'AVIS DE DISSOLUTION',
      "Aux termes d'une assemblée générale en date du",
    ].join('\n');
    expect(summary(page)).toEqual([['P', '3456789001', 'cession', '2026-03-05', 'VENTE PLUS']]);
  });

  it('sets apart the tail under a masthead whose date stands on a line of its own', () => {
    const page = ['JOURNAL DES TESTS', '5 mars 2026', '', 'nement à Païta, RIDET 1 111 114.001.', 'Pour avis, le gérant.', '', ...NOTICE].join('\n');
    expect(summary(page)).toEqual([['P', '3456789001', 'cession', '2026-03-05', 'VENTE PLUS']]);
  });

  it('sets apart the tail signed right above a card’s head (its title, then its publication line)', () => {
    const page = [
      'gérante, Mme Ana TEST, demeurant à Nouméa, et fixé le siège de la liquidation au siège.',
      'Pour avis, la liquidatrice.',
      'CESSIONS — Vente de fonds de commerce',
      'Publié le 05/03/2026 à 06h00',
      ...NOTICE,
      'Pour avis.',
      '',
      'DISSOLUTIONS — Dissolution anticipée',
      'Publié le 05/03/2026 à 06h00',
      '',
      'Aux termes d’une assemblée du 2 mars 2026, la société',
    ].join('\n');
    expect(summary(page)).toEqual([['P', '3456789001', 'cession', '2026-03-05', 'VENTE PLUS']]);
  });

  it('keeps a notice that opens in lower case without a signature closing that paragraph', () => {
    const text = ["la société VENTE PLUS, SARL, RIDET 3 456 789.001, a transféré son siège social à Koné le 2 mars 2026.", '', 'Le gérant : M. Paul EXEMPLE.'].join('\n');
    expect(summary(text)).toEqual([['P', '3456789001', 'siege', '2026-03-02', 'VENTE PLUS']]);
  });
});

describe('a classified page of telegraphic small ads without headings', () => {
  const page = [
    'LNC - Petites annonces légales - Mardi 9 juin 2026',
    '',
    'SARL ALPHA cap. 300.000 F ss Dumbéa RIDET 1 000 001.001 - AGE 28/05/26 : objet étendu à la vente de pièces détachées. Art. 2 modifié.',
    '',
    'SCI BETA cap. 100.000 F RIDET 2 000 002.001 - AGO 30/05/26 : Mme Rose GAMMA dt Dumbéa nommée gérante en rempl. de M. Paul GAMMA décédé.',
  ].join('\n');

  it('reads each paragraph that opens with its company as its own notice', () => {
    const split = splitNoticePage(page);
    expect(split?.notices.map((n) => n.text.slice(0, 10))).toEqual(['SARL ALPHA', 'SCI BETA c']);
  });

  it('does not split paragraphs of one notice that print no identifier of their own', () => {
    expect(splitNoticePage(page.replace('RIDET 2 000 002.001', 'sus-désignée'))).toBeNull();
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from rameaux). A JONC page's two columns read
// apart: each notice opens with its company's header block in capitals and closes with its
// signature, no event heading at a paragraph's start.
describe('a page of notices opened by their header blocks and closed by their signatures', () => {
  const page =
    '2140          JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE          17 mars 2026\n\n' +
    'ALPHA RÉSEAUX\nSociété par actions simplifiée au capital de 40 000 000 F CFP\nRIDET 1 693 845.001\nAUGMENTATION DE CAPITAL\nPar décisions du 27 février 2026, l’associé unique a augmenté le capital de 6 000 000 F CFP, pour le porter à 46 000 000 F CFP.\nPour avis.\n\n' +
    'BÊTA ÉLEC\nSARL au capital de 3 000 000 F CFP\nRIDET 1 063 874.001\nDISSOLUTION ANTICIPÉE\nAux termes d’une assemblée générale extraordinaire du 20 février 2026, les associés ont décidé la dissolution anticipée de la société.\nPour avis.';

  it('reads each block as its own notice', () => {
    const results = parseNoticeTexts(page, { reference: 'p' });
    expect(results.map((r) => (r.ok ? [r.notice.ridet, r.notice.type] : r.quarantine.reason))).toEqual([
      ['1693845001', 'capital'],
      ['1063874001', 'dissolution'],
    ]);
  });

  it('leaves a numbered list to the list readings', () => {
    const numbered = page.replace('ALPHA RÉSEAUX', '1) ALPHA RÉSEAUX').replace('BÊTA ÉLEC', '2) BÊTA ÉLEC');
    expect(splitNoticePage(numbered)).toBeNull();
  });
});
