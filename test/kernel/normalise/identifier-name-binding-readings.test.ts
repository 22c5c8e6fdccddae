import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { identifierBoundElsewhere } from '../../../kernel/normalise/identifier-name-binding.ts';

// A record joins one company's identifier and its name: where the text prints the identifier only
// after another company's name, the record is not published under it. Every text is made up.

const HINTS = { reference: 'test-liaison-identifiant-nom', publicationDate: '2026-11-20' };

function quarantined(text: string) {
  const result = parseNoticeText(text, HINTS);
  if (result.ok) throw new Error(`published: ${result.notice.ridet} « ${result.notice.denomination} »`);
  return result.quarantine;
}

function published(text: string) {
  const result = parseNoticeText(text, HINTS);
  if (!result.ok) throw new Error(`quarantined: ${result.quarantine.reason} ${result.quarantine.detail}`);
  return result.notice;
}

const DEPOSIT_SLIP = `Bordereau de dépôt n° 4471
Payeur MANGROVE INVEST SA — RIDET 1 387 208.001

DISSOLUTION SANS LIQUIDATION

PALETUVIER CONSEIL, SARL au capital de 500 000 XPF, siège : 12 rue des Frères Carcopino, Nouméa.

Aux termes de ses décisions du 3 novembre 2026, l'associée unique a approuvé la fusion par voie d'absorption de la société par MANGROVE INVEST, SA, RIDET 1 387 208.001, sans liquidation. Par suite, la société PALETUVIER CONSEIL se trouve dissoute.
`;

const ORDER_MAIL = `De : LAGON NEGOCE SAS — RIDET 1 456 789.001
Objet : annonce légale à publier

VENTE DE FONDS DE COMMERCE

Suivant acte du 2 novembre 2026, la SARL CORAIL DISTRIBUTION, siège 4 rue Jules Ferry, Nouméa, a vendu à la société LAGON NEGOCE, SAS, RIDET 1 456 789.001, son fonds de commerce de matériel de pêche. Oppositions au siège du fonds.
`;

describe('an identifier printed only after another company’s name is not published under the name read', () => {
  it("quarantines a deposit slip's absorbed company published under its absorber's identifier, with both names", () => {
    const entry = quarantined(DEPOSIT_SLIP);
    expect(entry.reason).toBe('sujet_ambigu');
    expect(entry.detail).toContain('MANGROVE INVEST');
    expect(entry.detail).toContain('PALETUVIER CONSEIL');
  });

  it("quarantines a sale whose only identifier is the buyer's: the seller has none", () => {
    const entry = quarantined(ORDER_MAIL);
    expect(entry.reason).toBe('sujet_ambigu');
    expect(entry.detail).toContain('LAGON NEGOCE');
    expect(entry.detail).toContain('CORAIL DISTRIBUTION');
  });

  it('reads a form written out, or followed by the capital, as it reads the bare form', () => {
    for (const absorber of ['MANGROVE INVEST, société anonyme,', 'MANGROVE INVEST, SA au capital de 10 000 000 XPF,']) {
      const text = `Aux termes de ses décisions du 3 novembre 2026, l'associée unique de PALETUVIER CONSEIL a approuvé sa fusion par voie d'absorption par ${absorber} RIDET 1 387 208.001.`;
      const subject = findRidets(text)[0]!;
      expect(identifierBoundElsewhere(text, findRidets(text), subject, { denomination: 'PALETUVIER CONSEIL', ancienne: null, nouvelle: null })?.boundName).toBe('MANGROVE INVEST');
    }
  });

  it('names the other company bound to every printing of the identifier', () => {
    const subject = findRidets(DEPOSIT_SLIP)[0]!;
    const bound = identifierBoundElsewhere(DEPOSIT_SLIP, findRidets(DEPOSIT_SLIP), subject, { denomination: 'PALETUVIER CONSEIL', ancienne: null, nouvelle: null });
    expect(bound?.boundName).toBe('MANGROVE INVEST');
  });

  it("reads the name after 'la société' as bound, however long the word", () => {
    const text = `Suivant acte du 2 novembre 2026, la SARL CORAIL DISTRIBUTION a vendu à la société LAGON NEGOCE, SAS, RIDET 1 456 789.001, son fonds de commerce.`;
    const subject = findRidets(text)[0]!;
    expect(identifierBoundElsewhere(text, findRidets(text), subject, { denomination: 'CORAIL DISTRIBUTION', ancienne: null, nouvelle: null })?.boundName).toBe('LAGON NEGOCE');
  });
});

describe('the readings the guard leaves alone', () => {
  it('keeps the company whose identifier follows its own name in another form', () => {
    const text = `NOMINATION DE GÉRANT

Aux termes d'une décision du 5 novembre 2026, l'associé unique de LA SOCIETE PIROGUE SERVICES, SARL, RIDET 1 234 566.001, au capital de 100 000 XPF, dont le siège est à Nouméa, a nommé M. Paul WEA gérant à compter du même jour.
`;
    const subject = findRidets(text)[0]!;
    expect(identifierBoundElsewhere(text, findRidets(text), subject, { denomination: 'PIROGUE', ancienne: null, nouvelle: null })).toBeNull();
    expect(identifierBoundElsewhere(text, findRidets(text), subject, { denomination: 'Pirogue Services SARL', ancienne: null, nouvelle: null })).toBeNull();
  });

  it('keeps a company printed with its trade name before its identifier', () => {
    const text = `TRANSFERT DE SIÈGE

La société NIAOULI HOLDING, enseigne KAORI DECOR, SARL, RIDET 0 912 345.001, au capital de 200 000 XPF, a transféré son siège au 8 rue Anatole France, Nouméa, le 1er novembre 2026.
`;
    const subject = findRidets(text)[0]!;
    expect(identifierBoundElsewhere(text, findRidets(text), subject, { denomination: 'NIAOULI HOLDING', ancienne: null, nouvelle: null })).toBeNull();
    expect(identifierBoundElsewhere(text, findRidets(text), subject, { denomination: 'KAORI DECOR', ancienne: null, nouvelle: null })).toBeNull();
  });

  it("reads no name bound after a common noun: 'du réseau X, SARL', 'sous la dénomination X, SARL' name the noun's thing", () => {
    for (const apposition of ['franchiseur du réseau MOKA', 'précédemment exploitée sous la dénomination OCEAN BLEU']) {
      const text = `TRANSFERT DE SIÈGE\n\nPar décision du 2 mars 2026, l'associé unique de la société CAFES DU NORD, ${apposition}, SARL au capital de 1 000 000 F CFP, RIDET 0 912 345.001, a transféré le siège social au 5 rue des Cocotiers, Nouméa.`;
      const subject = findRidets(text)[0]!;
      expect(identifierBoundElsewhere(text, findRidets(text), subject, { denomination: 'CAFES DU NORD', ancienne: null, nouvelle: null })).toBeNull();
    }
  });

  it("reads nothing from a 'RIDET :' label on a line of its own under a header name", () => {
    const text = `BANIAN TRAVAUX
SARL
RIDET : 1 234 566.001

Aux termes de l'assemblée générale du 6 novembre 2026, les associés ont nommé Mme Anne KAMO gérante.
`;
    const notice = published(text);
    expect(notice.ridet).toBe('1234566001');
    expect(notice.denomination).toBe('BANIAN TRAVAUX');
  });

  it('keeps a renamed company: its former name bound to the identifier, its new name published', () => {
    const text = `CHANGEMENT DE DÉNOMINATION

Aux termes de l'assemblée générale extraordinaire du 7 novembre 2026, les associés de la société TAMANOU BATIMENT, SARL, RIDET 1 456 789.001, ont décidé de remplacer la dénomination sociale par « HOUP CONSTRUCTIONS » à compter du même jour.
`;
    const subject = findRidets(text)[0]!;
    expect(identifierBoundElsewhere(text, findRidets(text), subject, { denomination: 'HOUP CONSTRUCTIONS', ancienne: null, nouvelle: 'HOUP CONSTRUCTIONS' })).toBeNull();
    const notice = published(text);
    expect(notice.ridet).toBe('1456789001');
    expect(notice.nouvelle_denomination).toBe('HOUP CONSTRUCTIONS');
  });
});

describe('a name and an identifier in one pair of brackets, or the identifier opening them after the name', () => {
  const boundTo = (text: string) => {
    const matches = findRidets(text);
    return identifierBoundElsewhere(text, matches, matches[0]!, { denomination: 'PALETUVIER CONSEIL', ancienne: null, nouvelle: null })?.boundName ?? null;
  };

  it('binds the name the bracket holds before its comma, or the name the bracket follows, spaces and tabs before the identifier aside', () => {
    expect(boundTo("L'associée unique de PALETUVIER CONSEIL a approuvé sa fusion par voie d'absorption (MANGROVE INVEST, RIDET 1 387 208.001).")).toBe('MANGROVE INVEST');
    expect(boundTo("L'associée unique de PALETUVIER CONSEIL a approuvé sa fusion par voie d'absorption (MANGROVE INVEST,\t RIDET 1 387 208.001).")).toBe('MANGROVE INVEST');
    expect(boundTo("L'associée unique de PALETUVIER CONSEIL a approuvé sa fusion par voie d'absorption par MANGROVE INVEST (RIDET 1 387 208.001).")).toBe('MANGROVE INVEST');
    expect(boundTo("L'associée unique de PALETUVIER CONSEIL a approuvé sa fusion par voie d'absorption par MANGROVE INVEST ( \tRIDET 1 387 208.001).")).toBe('MANGROVE INVEST');
  });

  it('binds nothing where the identifier follows neither a bracket nor a comma', () => {
    expect(boundTo("L'associée unique de PALETUVIER CONSEIL a approuvé sa fusion par voie d'absorption par MANGROVE INVEST — RIDET 1 387 208.001.")).toBeNull();
  });
});

describe('a company described in one clause before its identifier: name, form and capital, seat', () => {
  it('quarantines one identifier printed after two companies so described (one printing is a slip)', () => {
    const text = `Par acte sous seing privé du 2 novembre 2026, la société VERGERS DE TIARE, société à responsabilité limitée au capital de 1 000 000 F CFP, dont le siège est 4, rue de la Cascade, 98830 Dumbéa, RIDET n° 1 000 009.001, a donné en location-gérance à la société KAORI PROXI, société à responsabilité limitée au capital de 100 000 F CFP, dont le siège est 9, rue Jules Garnier, 98800 Nouméa, RIDET n° 1 000 009.001, le fonds de commerce de primeurs qu'elle exploite à Dumbéa.`;
    const quarantine = quarantined(text);
    expect(quarantine.reason).toBe('sujet_ambigu');
    expect(quarantine.detail).toContain('KAORI PROXI');
  });

  it("keeps a rectificatif's company whose misprinted name is bound to its identifier and quoted after 'au lieu de'", () => {
    const text = `RECTIFICATIF\n\nDans l'annonce de constitution de la société KAORI CONSEIL RH, SARL au capital de 500 000 F CFP, dont le siège est 7, rue Jules Garnier, 98800 Nouméa, RIDET 1 000 009.001, parue le 27 octobre 2026, il y avait lieu de lire : « Dénomination : KAORI RH CONSEIL » au lieu de « Dénomination : KAORI CONSEIL RH ». Les autres mentions demeurent inchangées.`;
    const notice = published(text);
    expect([notice.ridet, notice.denomination]).toEqual(['1000009001', 'KAORI RH CONSEIL']);
  });
});

describe("one identifier printed after each party's name and bare address", () => {
  it('quarantines a sale whose seller and buyer are printed with the same number, their addresses between', () => {
    const text =
      "LE HÉRON – Annonces légales – 12 novembre 2026\n\nVENTE DE FONDS DE COMMERCE\n\nSuivant acte reçu le 2 novembre 2026 par Maître Léa WEA, notaire à Nouméa, la société VERGERS DE TIARE, SARL au capital de 1 000 000 F CFP, 9, rue des Flamboyants, 98800 Nouméa, RIDET 1 000 009.001, a vendu à la société KAORI PÊCHE, SAS au capital de 2 000 000 F CFP, 4, rue des Lauriers, 98800 Nouméa, RIDET 1 000 009.001, le fonds de primeurs exploité rue des Flamboyants.";
    const quarantine = quarantined(text);
    expect(quarantine.reason).toBe('sujet_ambigu');
    expect(quarantine.detail).toContain('KAORI PÊCHE');
  });

  it('publishes the seller whose own address stands between its form and its number', () => {
    const text =
      "LE HÉRON – Annonces légales – 12 novembre 2026\n\nVENTE DE FONDS DE COMMERCE\n\nSuivant acte reçu le 2 novembre 2026 par Maître Léa WEA, notaire à Nouméa, la société VERGERS DE TIARE, SARL au capital de 1 000 000 F CFP, 9, rue des Flamboyants, 98800 Nouméa, RIDET 1 000 009.001, a vendu à M. Paul KAMO, commerçant, le fonds de primeurs exploité rue des Flamboyants.";
    expect([published(text).ridet, published(text).denomination]).toEqual(['1000009001', 'VERGERS DE TIARE']);
  });
});

// Made up (2026-12-07, eighteenth session, from clochetons hk13). The amount's currency right before
// the identifier's bracket (`au capital de 2 500 000 F CFP (RIDET …)`) is no name the identifier is
// printed after.
describe("the capital's currency before a bracketed identifier", () => {
  it('binds the identifier to no currency', () => {
    const notice = published(
      "ATELIER DES PALMES\n\nPar décisions des associés du 31 août 2026, la société ATELIER DES PALMES, SAS au capital de 2 500 000 F CFP (RIDET n° 1000009/001), a transféré son siège social au 5, rue de la Frégate Nivôse, 98800 Nouméa.",
    );
    expect([notice.ridet, notice.denomination]).toEqual(['1000009001', 'ATELIER DES PALMES']);
  });
});
