import { describe, expect, it } from 'vitest';
import { signedForAnotherCompany } from '../../../kernel/normalise/other-company-officers.ts';
import { extractDirigeants } from '../../../kernel/normalise/extract-dirigeants.ts';

// Made up. A signature for a company by its name, its officer told by a possessive ('Pour B, son
// président Y'), signs for B: Y is B's officer, the notice's company's only when B is it.
describe("a signature for a named company, its officer told by a possessive", () => {
  it('reads the company signed for, and leaves its own subject’s signature alone', () => {
    expect(signedForAnotherCompany('dissolution de tests peinture.\npour testeur holding, son president ', 'tests peinture')).toBe(true);
    expect(signedForAnotherCompany('transfert de siege.\npour tests peinture, son gerant ', 'tests peinture')).toBe(false);
  });

  it("lists no officer of the sole shareholder who signs a TUP, and the subject's own manager who signs", () => {
    const tup = 'La société TESTEUR HOLDING, SAS, RIDET 1234574.001, associée unique de la société TESTS PEINTURE, EURL, RIDET 1234566.001, a décidé la dissolution sans liquidation de TESTS PEINTURE.\n\nPour TESTEUR HOLDING, son président Yves TESTARD';
    expect(extractDirigeants(tup, { subjectName: 'TESTS PEINTURE' })).toEqual([]);
    const own = 'La société TESTS PEINTURE, SARL, RIDET 1234566.001, transfère son siège au 4 rue Test.\n\nPour TESTS PEINTURE, son gérant Yves TESTARD';
    expect(extractDirigeants(own, { subjectName: 'TESTS PEINTURE' }).map((d) => [d.nom, d.fonction])).toEqual([['TESTARD', 'gérant']]);
  });
});

// Made up. In a sale the notice is the seller's: the officer who signs for the buyer's side
// ('la gérante de la société acquéreuse') is the buyer's, whichever company's block heads the notice.
describe("a sale's signature for the buyer's side", () => {
  const sale = (signature: string) =>
    `TESTS ACHETEUR\nSARL au capital de 1 000 000 F CFP\nRIDET 1 234 574.001\n\nAux termes d'un acte du 3 mars 2026, la société TESTS ACHETEUR a acquis de la société TESTS VENDEUR, SARL, RIDET 1 234 566.001, représentée par son gérant, M. Paul TESTARD, le fonds de commerce de menuiserie exploité à Nouméa.\n\nPour avis, ${signature}, Mme Anne TESTEUSE.`;

  it("lists the seller's officer and not the buyer's who signs", () => {
    const officers = extractDirigeants(sale("la gérante de la société acquéreuse"), { type: 'cession', subjectName: 'TESTS VENDEUR', subjectRid: '1234566' });
    expect(officers.map((d) => d.nom)).toEqual(['TESTARD']);
  });

  it("keeps the signature of the seller's own side", () => {
    const officers = extractDirigeants(sale("la gérante de la société venderesse"), { type: 'cession', subjectName: 'TESTS VENDEUR', subjectRid: '1234566' });
    expect(officers.map((d) => d.nom).sort()).toEqual(['TESTARD', 'TESTEUSE']);
  });
});

// Made up (2026-12-07, twelfth session, from parements pg29). A signature that names its company by
// its legal form alone ('le gérant de la SNC') names no other company than the notice's.
describe('a signature for a company named by its form alone', () => {
  it('signs for no other company', () => {
    expect(signedForAnotherCompany('a pris fin le 31 juillet 2026.\n\npour avis,\nle gerant de la snc,\n', 'superette des tests')).toBe(false);
    expect(signedForAnotherCompany('a pris fin le 31 juillet 2026.\n\npour avis,\nle gerant de la societe tests holding,\n', 'superette des tests')).toBe(true);
  });

  it("lists the owner's signing officer in the letting's end it announces", () => {
    const text = "FIN DE LOCATION-GÉRANCE\n\nLa location-gérance du fonds de superette consentie par la société en nom collectif SUPERETTE DES TESTS, RIDET 1 234 566.001, à la société TESTS MARKET, SARL, RIDET 1 234 574.001, a pris fin le 31 juillet 2026.\n\nPour avis,\nle gérant de la SNC,\nM. Paul TESTARD";
    const officers = extractDirigeants(text, { type: 'cession', subjectName: 'SUPERETTE DES TESTS', subjectRid: '1234566' });
    expect(officers.map((d) => [d.nom, d.fonction])).toEqual([['TESTARD', 'gérant']]);
  });
});

// Made up (2026-12-07, thirteenth session, from equipages eq30). The tenant's identifier told with its
// label run on ('immatriculée au RIDET sous le n° …'), then its president: the tenant's officer.
describe("the other party's president after its identifier's long label", () => {
  it('is no officer of the letting owner', () => {
    const text =
      "LOCATION-GÉRANCE\n\nSuivant acte du 3 novembre 2026, la société ESCALE DES TESTS, SARL, RIDET 1 000 009.001, représentée par son gérant, M. Paul TESTARD, a donné en location-gérance à la société TESTS RESTAURATION, SASU, immatriculée au RIDET sous le n° 2 000 008.001, présidée par M. Luc TESTIN, le fonds de restaurant qu'elle exploite à Hienghène.";
    expect(extractDirigeants(text, { subjectName: 'ESCALE DES TESTS', subjectRid: '1000009', type: 'cession' }).map((d) => [d.nom, d.fonction])).toEqual([['TESTARD', 'gérant']]);
  });
});

// Made up (2026-12-07, eighteenth session, from lanternons lq31). A relative clause on another company
// named in an officer's apposition tells that company's officer ('…, ancien gérant de la société V,
// dont M. T est le liquidateur'): T holds no office in the subject, whatever label opened the line.
describe("another company's officer told in its relative clause", () => {
  const founded = (apposition: string) =>
    `AVIS DE CONSTITUTION\nDénomination : TESTS TRAVAUX\nForme : SAS au capital de 100 000 F CFP\nPrésident : M. Paul TESTARD, demeurant à Koné, ${apposition}.\nRIDET 1234566.001`;
  const names = (text: string) => extractDirigeants(text, { type: 'creation', subjectName: 'TESTS TRAVAUX', subjectRid: '1234566' }).map((d) => d.nom);

  it('leaves out the officer of a company named by its noun or its identifier', () => {
    expect(names(founded('ancien associé de la société TESTS PIROGUES, dont M. Marc TESTEUR est le gérant'))).toEqual(['TESTARD']);
    expect(names(founded('ancien associé de la société TESTS PIROGUES, dont le gérant est M. Marc TESTEUR'))).toEqual(['TESTARD']);
    expect(names(founded('ancien gérant de la SARL dissoute (RIDET 1 234 574.001), dont M. Marc TESTEUR est le liquidateur'))).toEqual(['TESTARD']);
  });

  it("keeps the subject's own clause", () => {
    const own = "AVIS DE TRANSFERT\nLa société TESTS TRAVAUX, SAS, RIDET 1234566.001, dont M. Marc TESTEUR est le président, a transféré son siège à Koné.";
    expect(names(own)).toEqual(['TESTEUR']);
  });
});

// Made up (2026-12-07, eighteenth session, from archivoltes ah28). A signature labelling its company by
// its part, then naming it and its officer by a possessive (`Pour avis, le locataire-gérant : B, son
// gérant M. X`): X is B's officer; the subject's own so signed stays its.
describe('a signature that labels its company by its part', () => {
  it("reads the other company's officer out, and keeps the subject's", () => {
    expect(signedForAnotherCompany("a pris fin le 30 juin 2026.\n\npour avis, le locataire-gerant : tests reparation, son gerant ", 'tests garage')).toBe(true);
    expect(signedForAnotherCompany("a pris fin le 30 juin 2026.\n\npour avis, le bailleur : tests garage, son gerant ", 'tests garage')).toBe(false);
  });
});
