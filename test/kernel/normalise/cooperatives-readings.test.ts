import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { splitNoticeList } from '../../../kernel/normalise/split-notices.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices about groupements and cooperatives showed missing
// (test/kernel/normalise/cooperatives): a company holding an office of a groupement spelled out, a
// member admitted, a groupement's office transferred, a bulleted list of judgments printed one
// field a line, a cooperative's board chair who represents it, a SCOP's current name. Every text
// here is made up for the rule it names, never a copy of a group text.

describe("a company appointed to an office of a groupement spelled out ('administrateur unique du groupement d'intérêt économique X')", () => {
  const text =
    "AVIS DE NOMINATION\n\nLa société ALPHA TRANSPORTS, SARL, RIDET 1 000 009.001, représentée par son gérant, M. Paul EXEMPLE, a été nommée administrateur unique du groupement d'intérêt économique BETA CAMIONS DU SUD, siège : 1, rue X, 98800 Nouméa, RIDET 1 000 017.001, par l'assemblée des membres du 3 février 2026.";

  it('is the groupement\'s officer: the notice is published under the groupement, never under the officer company', () => {
    expect(identityOf(text)).toEqual(['nomination', 'BETA CAMIONS DU SUD', 'GIE', '1000017001', '2026-02-03']);
  });

  it('lists the company as the administrator, not its own manager', () => {
    expect(officersOf(noticeOf(text))).toEqual(['ALPHA TRANSPORTS (administrateur)']);
  });

  it("reads 'de la coopérative X' as a company too", () => {
    const cooperative =
      "AVIS DE NOMINATION\n\nLa société ALPHA CONSEIL, SAS, RIDET 1 000 009.001, a été nommée commissaire aux comptes titulaire de la coopérative GAMMA PÊCHE, SARL à capital variable, RIDET 1 000 025.001, par l'assemblée générale du 4 mars 2026.";
    expect(identityOf(cooperative)).toEqual(['nomination', 'GAMMA PÊCHE', 'SARL', '1000025001', '2026-03-04']);
  });
});

describe('a member admitted to a groupement', () => {
  it("is a third party: 'a admis un nouveau membre, la société M, …, RIDET …' leaves the groupement the subject", () => {
    const text =
      "GIE DELTA SERVICES\n\nAux termes d'une délibération de l'assemblée des membres du 12 mai 2026, le groupement d'intérêt économique dénommé « DELTA SERVICES », dont le siège est 2, rue Y, 98800 Nouméa, immatriculé au RIDET sous le n° 1 000 017.001, a :\n– admis un nouveau membre, la société OMEGA MUTUELLE, SA, RIDET 1 000 033.001 ;\n– modifié en conséquence l'article 2 du contrat constitutif et adopté la nouvelle dénomination « DELTA SERVICES MUTUALISÉS ».";
    expect(identityOf(text)).toEqual(['statuts', 'DELTA SERVICES MUTUALISÉS', 'GIE', '1000017001', '2026-05-12']);
  });

  it("reads a member's joining by its noun ('l'adhésion d'un nouveau membre, la société M') and by its participle ('M, RIDET …, admise en qualité de membre')", () => {
    const joining =
      "GROUPEMENT D'INTÉRÊT ÉCONOMIQUE « EPSILON ACHATS »\nSiège : 3, rue Z, 98800 Nouméa\nRIDET 1 000 017.001\n\nL'assemblée des membres du 2 juin 2026 a approuvé l'adhésion d'un nouveau membre, la société KAPPA FRUITS, SARL, RIDET 1 000 033.001, et modifié l'article 5 du contrat constitutif.";
    expect(identityOf(joining)).toEqual(['statuts', 'EPSILON ACHATS', 'GIE', '1000017001', '2026-06-02']);
    const admitted =
      "GROUPEMENT D'INTÉRÊT ÉCONOMIQUE « EPSILON ACHATS »\nSiège : 3, rue Z, 98800 Nouméa\nRIDET 1 000 017.001\n\nPar délibération du 2 juin 2026, la société KAPPA FRUITS, SARL, RIDET 1 000 033.001, a été admise en qualité de membre ; l'article 5 du contrat constitutif a été modifié.";
    expect(identityOf(admitted)).toEqual(['statuts', 'EPSILON ACHATS', 'GIE', '1000017001', '2026-06-02']);
  });
});

describe("a groupement's office transferred ('le siège du groupement a été transféré')", () => {
  it('is a transfer of office', () => {
    const text =
      "GROUPEMENT D'INTÉRÊT ÉCONOMIQUE « ZETA TOURISME »\nRIDET 1 000 017.001\n\nPar décision de l'assemblée des membres du 5 octobre 2026, le siège du groupement a été transféré de la baie A, 98832 Île des Pins, à la baie B, 98832 Île des Pins.";
    expect(identityOf(text)).toEqual(['siege', 'ZETA TOURISME', 'GIE', '1000017001', '2026-10-05']);
  });
});

describe('a bulleted list of judgments printed one field a line', () => {
  const lines =
    "Annonces légales – jeudi 23 avril 2026\n\nTRIBUNAL MIXTE DE COMMERCE DE NOUMÉA – Jugements du 15 avril 2026\n\n• GIE ETA TRANSPORTS, 1, rue A, 98800 Nouméa\nRIDET 1 000 009.001\nLiquidation judiciaire\nLiquidateur : Maître Ana EXEMPLE.\n\n• SCI THETA, 2, rue B, 98800 Nouméa\nRIDET 1 000 017.001\nRedressement judiciaire\nMandataire judiciaire : Maître Luc EXEMPLE.";

  it("keeps each entry's procedure line in its entry: the line before the entry's fields is no heading of a new entry", () => {
    const list = splitNoticeList(lines);
    expect(list?.entries.map((e) => e.text.split('\n')[0])).toEqual(['GIE ETA TRANSPORTS, 1, rue A, 98800 Nouméa', 'SCI THETA, 2, rue B, 98800 Nouméa']);
  });

  it('gives one judgment per entry, as the same list printed with dashes on one line does', () => {
    const dashed = lines.replace(/\n(?=RIDET|Liquidation|Redressement|Liquidateur|Mandataire)/g, ' – ');
    for (const text of [lines, dashed]) {
      const results = parseNoticeTexts(text, { reference: 't' });
      expect(results.map((r) => (r.ok ? [r.notice.type, r.notice.denomination, r.notice.ridet] : r.quarantine.reason))).toEqual([
        ['procedure', 'ETA TRANSPORTS', '1000009001'],
        ['procedure', 'THETA', '1000017001'],
      ]);
    }
  });
});

describe("a cooperative's board chair who represents it", () => {
  it("is its président: 'représentée par le président de son conseil d'administration, M. X'", () => {
    const text =
      "AVIS DE LOCATION-GÉRANCE\n\nAux termes d'un acte du 10 juillet 2026, la SICA IOTA VIANDES, société d'intérêt collectif agricole à capital variable, RIDET 1 000 009.001, représentée par le président de son conseil d'administration, M. Paul EXEMPLE, a donné en location-gérance à la société LAMBDA, SAS, RIDET 1 000 017.001, le fonds de commerce qu'elle exploite à Bourail.";
    const notice = noticeOf(text);
    expect([notice.denomination, notice.ridet, officersOf(notice)]).toEqual(['IOTA VIANDES', '1000009001', ['Paul EXEMPLE (président)']]);
  });
});

describe("a SCOP's current name spelled out ('société coopérative et participative')", () => {
  it('is the form a transformation gives', () => {
    const text =
      "MU MENUISERIE\n\nAux termes d'une assemblée générale extraordinaire du 1er octobre 2026, les associés de la société MU MENUISERIE, SARL au capital de 1 000 000 F CFP, RIDET 1 000 009.001, ont décidé de transformer la société en société coopérative et participative (SCOP) à capital variable.";
    expect(identityOf(text)).toEqual(['statuts', 'MU MENUISERIE', 'SCOP', '1000009001', '2026-10-01']);
  });
});
