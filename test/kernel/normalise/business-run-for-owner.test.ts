import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// A company that works a business for its owner's account is not its owner: never the seller or the
// lessor published. Every text is made up for this file; the identifiers below pass the check.
const OPERATOR = '1000009';
const BUYER = '3000007';

/** The published type and RID, or the quarantine's reason. */
function readingOf(text: string): string {
  const [result] = parseNoticeTexts(text, { reference: 'essai' });
  if (!result) throw new Error('no result');
  return result.ok ? `${result.notice.type} ${result.notice.ridet.slice(0, 7)}` : result.quarantine.reason;
}

describe('a business worked for its owner by another company', () => {
  it('quarantines a compact sale whose business line names its operator, the seller a person', () => {
    const text =
      'CESSION DE FONDS\nVendeur : M. Gaston MERLIN – Fonds : cordonnerie-serrurerie exploitée pour son compte par la société CLÉS DU RÉCIF, SARL, RIDET 1 000 009.001 – Acquéreur : ATELIER DE L’ANSE VATA, SAS, RIDET 3 000 007.001 – Prix : 4 500 000 F CFP. Acte du 3 novembre 2026.';
    expect(readingOf(text)).toBe('ridet_absent');
  });

  it("quarantines a sale in prose, the operator named after the business's address", () => {
    const text =
      "VENTE DE FONDS\nPar acte du 3 novembre 2026, M. Gaston MERLIN, demeurant à Païta, a vendu à la société ATELIER DE L'ANSE VATA, SAS, RIDET 3 000 007.001, le fonds de cordonnerie sis 7 rue Jules Ferry, Nouméa, géré pour son compte par la SARL CLÉS DU RÉCIF, RIDET 1 000 009.001. Oppositions chez Me Roux.";
    expect(readingOf(text)).toBe('ridet_absent');
  });

  it('quarantines an operator told working the business for the owner named by name', () => {
    const text =
      "CESSION DE FONDS DE COMMERCE\nSuivant acte du 3 novembre 2026, Mme Rose TEIN a cédé à la société ATELIER DE L'ANSE VATA, SAS, RIDET 3 000 007.001, son fonds de restauration rapide de Bourail, exploité pour le compte de Mme TEIN par la société CLÉS DU RÉCIF, RIDET 1 000 009.001, en vertu d'un mandat de gestion.";
    expect(readingOf(text)).toBe('ridet_absent');
  });

  it('keeps the sale of a company that sells the business it worked for its own account', () => {
    const text =
      "Par acte du 3 novembre 2026, la société CLÉS DU RÉCIF, SARL, RIDET 1 000 009.001, a vendu à la société ATELIER DE L'ANSE VATA, SAS, RIDET 3 000 007.001, le fonds de cordonnerie qu'elle exploitait pour son compte au 7 rue Jules Ferry, Nouméa.";
    expect(readingOf(text)).toBe(`cession ${OPERATOR}`);
  });

  it('keeps a buyer that tells its purchase the seller’s notice', () => {
    const text =
      "AVIS DE CESSION\nLa société ATELIER DE L'ANSE VATA, SAS, RIDET 3 000 007.001, informe avoir acquis par acte du 3 novembre 2026 de la société CLÉS DU RÉCIF, SARL, RIDET 1 000 009.001, le fonds de cordonnerie exploité 7 rue Jules Ferry, Nouméa.";
    expect(readingOf(text)).not.toBe(`cession ${BUYER}`);
  });
});
