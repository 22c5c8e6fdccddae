import { describe, expect, it } from 'vitest';
import { partyHeadingsAsLabels } from '../../../kernel/normalise/layout/party-heading-lines.ts';
import { isShortInsertion } from '../../../kernel/normalise/name-runs.ts';
import { noticeOf, officersOf, readingOf } from './notice-helpers.ts';

// Two-party boxes as compositors lay them out: each party's role on a line of its own over its
// block, the tenant's label cut to its initials, the business described in a list. Made-up
// insertions: invented papers, companies and people.

describe("a party's role on a line of its own over its block", () => {
  const BOX = `LE HÉRON DU SUD – jeu. 12 novembre 2026 – Ventes de fonds

== ACQUÉREUR ==
KAORI DISTRIBUTION — SAS au capital de 5 000 000 F CFP — 9, rue Jules Garnier, 98800 Nouméa — RIDET 1000017.001
== VENDEUR ==
VERGERS DE TIARE — SARL au capital de 900 000 F CFP — 4, rue de la Cascade, 98830 Dumbéa — RIDET 1000009.001 — gérant : M. Paul WEA
== FONDS ==
primeurs, 4, rue de la Cascade — prix 12 000 000 F CFP — acte s.s.p. du 02/11/2026`;

  it('labels the block: the seller is the subject, though the buyer is printed first', () => {
    expect(readingOf(BOX)).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
  });

  it('is written as the label of the block’s first line, whatever the marks; a sentence under it is left as printed', () => {
    expect(partyHeadingsAsLabels('[ BAILLEUR ]\nVERGERS DE TIARE, SARL, RIDET 1000009.001')).toBe('Bailleur : VERGERS DE TIARE, SARL, RIDET 1000009.001');
    const prose = 'VENDEUR\nLa société VERGERS DE TIARE, SARL, RIDET 1000009.001, représentée par son gérant.';
    expect(partyHeadingsAsLabels(prose)).toBe(prose);
  });
});

// (2026-12-07, fifteenth session, from chevrons cw18)
describe("a party's role over its block qualified as leaving or arriving", () => {
  const ENDED = `LE HÉRON DU SUD – lundi 16 novembre 2026

FIN DE LOCATION-GÉRANCE

Propriétaire du fonds :
VERGERS DE TIARE, société à responsabilité limitée au capital de 900 000 F CFP, 4, rue de la Cascade, 98830 Dumbéa, RIDET 1 000 009.001, représentée par sa cogérante Mme Ana WEA

Locataire-gérante sortante :
KAORI PROXI, entreprise unipersonnelle à responsabilité limitée au capital de 500 000 F CFP, RIDET 1 000 017.001

La location-gérance du fonds de primeurs a pris fin le 31 octobre 2026.`;

  it("'Locataire-gérante sortante' labels the tenant's block as 'Locataire-gérante' does", () => {
    expect(partyHeadingsAsLabels('Locataire-gérant sortant :\nKAORI PROXI, SARL, RIDET 1000017.001')).toBe('Locataire-gérant sortant : KAORI PROXI, SARL, RIDET 1000017.001');
  });

  it('reads the owner, labelled above its block, as the subject, and its officer representing it on its labelled line', () => {
    expect(readingOf(ENDED)).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
    expect(officersOf(noticeOf(ENDED))).toEqual(['Ana WEA (gérant)']);
  });
});

describe("a tenant's label cut to its initials", () => {
  it("reads 'L.-G. :' as the tenant's label: the owner is the subject", () => {
    const text = `4127    JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE    12 novembre 2026

MISE EN LOCATION-GÉRANCE
  › Propr. du fonds : VERGERS DE TIARE — SA, cap. 90 000 000 F CFP — siège 4, rue de la Cascade, 98830 Dumbéa
                      établissement de Païta : RIDET 1 000 009.002
  › L.-G.           : KAORI PROXI — SARL, cap. 500 000 F CFP — RIDET 1 000 017.001 — Païta
  › Fonds           : épicerie, route territoriale 1, Païta
  › Contrat         : s.s.p. du 02/11/2026, 3 ans à cpter du 01/12/2026`;
    expect(readingOf(text)).toEqual(['cession', '1000009002', 'VERGERS DE TIARE']);
  });
});

describe('a short insertion listing its business in small words', () => {
  it('is no sentence for its commas: six words in a row parted by spaces are', () => {
    expect(isShortInsertion('CÉD. | VERGERS DE TIARE, SARL, RIDET 1000009.001\nFONDS | primeurs, fruits, légumes, épices, fleurs, graines')).toBe(true);
    expect(isShortInsertion('La société a décidé de transférer son siège social à Païta.')).toBe(false);
  });

  it('is typed by its compositor’s code: a sale of a business by its seller', () => {
    const text = `LE HÉRON DU SUD — jeudi 12 novembre 2026 — Ventes de fonds

CÉD.   | VERGERS DE TIARE, SARL, 4, rue de la Cascade, 98830 Dumbéa, RIDET 1 000 009.001, gérant M. Paul WEA
CESS.  | KAORI PROXI, SARL, RIDET 1 000 017.001
FONDS  | primeurs, fruits, légumes, 4, rue de la Cascade
ACTE   | s.s.p. du 02/11/2026 – prix 11 000 000 F CFP
OPPOS. | 10 jours dernière insertion, au fonds vendu`;
    expect(readingOf(text)).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
  });
});
