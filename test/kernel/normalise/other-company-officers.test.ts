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
