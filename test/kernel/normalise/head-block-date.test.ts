import { describe, expect, it } from 'vitest';
import { dateOfHeadBlock } from '../../../kernel/normalise/head-block-date.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';

// The outlet's own block above a notice dates it, however the outlet words it. Made-up outlets,
// companies and people.

const BODY = `AVIS DE CONSTITUTION

Aux termes d'un acte sous seing privé du 2 novembre 2026, il a été constitué une société à responsabilité limitée dénommée KAORI BOIS, au capital de 1 000 000 F CFP, siège : 3, allée des Fougères, 98839 Dumbéa. Gérant : M. Paul WEA. RIDET 1 000 009.001.`;

describe("the outlet's block above the notice", () => {
  it.each([
    ['a page number, a title and the date alone', '118\nFEUILLE DES AVIS DU GRAND SUD\n12 novembre 2026'],
    ["a board's posting line", 'MAIRIE DE SARRAMÉA\nPanneau des avis aux tiers\nAvis n° 2026-014 — placardé le jeudi 12 novembre 2026'],
    ["a network's letter to its members", 'RÉSEAU DES ENTREPRISES DU NORD\nLettre aux adhérents\n12 novembre 2026'],
  ])('is the publication the notice prints: %s', (_, head) => {
    expect(dateOfHeadBlock(`${head}\n\n${BODY}`)).toBe('2026-11-12');
    expect(findPublicationDate(`${head}\n\n${BODY}`)).toBe('2026-11-12');
    const result = parseNoticeText(`${head}\n\n${BODY}`, { reference: 'essai' });
    expect(result.ok && result.notice.date).toBe('2026-11-12');
  });

  it('is no block of its own where no blank line sets it apart, or nothing follows it', () => {
    expect(dateOfHeadBlock(`118\nFEUILLE DES AVIS DU GRAND SUD\n12 novembre 2026\n${BODY}`)).toBeNull();
    expect(dateOfHeadBlock('118\nFEUILLE DES AVIS DU GRAND SUD\n12 novembre 2026')).toBeNull();
  });

  it('dates nothing where it holds two dates, or words of the notice, an act or an earlier notice', () => {
    expect(dateOfHeadBlock(`MAIRIE DE SARRAMÉA\nPlacardé le 12/11/2026 — retiré le 12/12/2026\n\n${BODY}`)).toBeNull();
    expect(dateOfHeadBlock(`AVIS DE CONSTITUTION\nActe du 2 novembre 2026\n\n${BODY}`)).toBeNull();
    expect(dateOfHeadBlock(`ANNULE ET REMPLACE L'AVIS DU 5 NOVEMBRE 2026\n\n${BODY}`)).toBeNull();
    expect(dateOfHeadBlock(`LA VOIX DU PLATEAU — 12.11.2026\nKAORI BOIS — RIDET 1 000 009.001\n\n${BODY}`)).toBeNull();
  });

  it("dates nothing where the date is another step's or event's, or a sentence goes on after it", () => {
    expect(dateOfHeadBlock(`MAIRIE DE SARRAMÉA\nDossier pris en charge le 12/11/2026\n\n${BODY}`)).toBeNull();
    expect(dateOfHeadBlock(`LA VOIX DU PLATEAU\nRéunion du bureau du 12 novembre 2026\n\n${BODY}`)).toBeNull();
    expect(dateOfHeadBlock(`LA VOIX DU PLATEAU\nParution prévue le 12/11/2026\n\n${BODY}`)).toBeNull();
    expect(dateOfHeadBlock(`Bonjour, notre avis a paru le 12 novembre 2026 avec une faute.\n\n${BODY}`)).toBeNull();
  });

  it("dates nothing where it is a message's header, a fax's or an order's stamp, or a cut sentence's tail", () => {
    expect(dateOfHeadBlock(`De : cabinet.wea@example.nc\nDate : 10/11/2026 14:02\nObjet : annonce à publier\n\n${BODY}`)).toBeNull();
    expect(dateOfHeadBlock(`TÉLÉCOPIE — 3 pages — 10/11/2026 08:12\n\n${BODY}`)).toBeNull();
    expect(dateOfHeadBlock(`à compter du 1er novembre 2026.\n\n${BODY}`)).toBeNull();
  });
});

describe("a rectificatif's line citing the notice it corrects", () => {
  it('is not its own publication, even with the cited notice quoted by its title', () => {
    const text = `LA VOIX DU PLATEAU – 12/11/2026\n\nRECTIFICATIF\nAnnonce « Cession de fonds de commerce » parue dans LVP le 05/11/2026\n─────────\nVendeur : KAORI BOIS, SARL\nAu lieu de : « RIDET 1 000 017.001 »\nLire : « RIDET 1 000 009.001 »`;
    expect(findPublicationDate(text)).toBe('2026-11-12');
  });
});

describe("a board's posting label", () => {
  it("dates the notice by the day it is posted, not the day it comes down", () => {
    const text = `MAIRIE DE SARRAMÉA\nPanneau légal — avis aux tiers\nAffiché le : 12/11/2026    Retiré le : 12/12/2026\n\n${BODY}`;
    expect(findPublicationDate(text)).toBe('2026-11-12');
    expect(findPublicationDate(`MAIRIE DE SARRAMÉA\nPlacardé le 12 novembre 2026 — retrait le 12 décembre 2026\n\n${BODY}`)).toBe('2026-11-12');
  });
});

describe("a board's or a letter's own words for the day a notice appears", () => {
  it.each([
    ["a board's posting date", `MAIRIE DE SARRAMÉA — AFFICHAGE LÉGAL\nDate d'affichage : jeudi 12 novembre 2026          Réf. : AL-2026/014\n\n${BODY}`],
    ['a board put on display', `COMMUNE DE SARRAMÉA — Panneau électronique\nMis en affichage le 12.11.2026 — retrait prévu le 12.12.2026\n\n${BODY}`],
    ["a letter's sending to its readers, at the foot", `LA LETTRE DU PLATEAU — n° 12\n\n${BODY}\n\nLettre diffusée le jeudi 12 novembre 2026 à nos abonnés.`],
    ["an issue's appearance after a comma in a running foot", `${BODY}\n\n— La Voix du Plateau, semaine 46, parution du jeudi 12 novembre 2026 —`],
    ["a masthead's town before the date beside the issue's price", `LA VOIX DU PLATEAU — Nouméa, jeudi 12 novembre 2026 — 250 F\nAnnonces légales · page 22\nAVIS DE CONSTITUTION\n${BODY.split('\n').slice(2).join('\n')}`],
  ])('is the publication: %s', (_, text) => {
    expect(findPublicationDate(text)).toBe('2026-11-12');
  });
});

describe('an outlet’s block opening on its site’s name in small letters', () => {
  const body = '\n\nLOCATION-GÉRANCE\n\nSuivant acte sous seing privé du 5 octobre 2026, la société ESSAIS DES CHEFS, SARL, RIDET 1 000 009.001, a donné en location-gérance à la société TESTS MAREA, EURL, RIDET 2 000 008.001, son fonds de restaurant.';

  it('dates the notice by the block’s date (`actu.nc | Annonces légales | …` / `mercredi 21 octobre 2026`)', () => {
    expect(dateOfHeadBlock(`actu.nc | Annonces légales | Locations-gérances\nmercredi 21 octobre 2026${body}`)).toBe('2026-10-21');
  });

  it('still reads a block opening in small letters on anything else as a cut sentence’s tail', () => {
    expect(dateOfHeadBlock(`suite de la page précédente | rubrique\nmercredi 21 octobre 2026${body}`)).toBeNull();
  });
});

describe('a masthead naming its rubric by an event’s word', () => {
  it('dates the notice by the block (`Legal Hebdo — Annonces légales — Modifications` / `Jeudi 19 mars 2026`)', () => {
    const text = 'Legal Hebdo — Annonces légales — Modifications\nJeudi 19 mars 2026\n\nESSAIS DU COL\nSociété civile immobilière\nRIDET 1 000 009.001\n\nTRANSFERT DE SIÈGE SOCIAL\n\nAux termes d’une assemblée générale extraordinaire du 2 mars 2026, les associés ont transféré le siège social à Païta.';
    expect(dateOfHeadBlock(text)).toBe('2026-03-19');
  });

  it('still reads a block whose own line tells an event as the notice’s heading', () => {
    const text = 'Modifications des statuts — Jeudi 19 mars 2026\n\nESSAIS DU COL\nRIDET 1 000 009.001\n\nAux termes d’une assemblée du 2 mars 2026, les associés ont transféré le siège social à Païta.';
    expect(dateOfHeadBlock(text)).toBeNull();
  });
});
