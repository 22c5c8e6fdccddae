import { describe, expect, it } from 'vitest';
import { parseNoticeTexts, type SubjectCandidate } from '../../../kernel/normalise/index.ts';

// Made-up notices: every company, person and number is invented (both identifiers pass the check).
// The subject model's features read for each company where the rules leave the subject to it.
function featuresOf(text: string): Map<string, SubjectCandidate['features']> {
  const seen = new Map<string, SubjectCandidate['features']>();
  parseNoticeTexts(text, { reference: 'essai' }, {
    onSubjectCandidates: (candidates) => {
      for (const c of candidates) seen.set(c.rid, c.features);
    },
  });
  return seen;
}

describe("the owner's words bound to the company they introduce", () => {
  it('gives the owner of the business, printed after the tenant, the owner word, not the tenant', () => {
    const f = featuresOf(
      "RECTIFICATIF\nDans l'annonce relative à la location-gérance du fonds de snack sis à Koné, consentie à la société GRILLADES DU COL (RIDET 3 000 007.001), il fallait lire que le fonds appartient à la société « SNACK DES PINS », SARL, RIDET 1 000 009.001.",
    );
    expect(f.get('1000009')?.owner_words).toBe(1);
    expect(f.get('1000009')?.to_buyer_before).toBe(0);
    expect(f.get('3000007')?.to_buyer_before).toBe(1);
  });

  it('reads the owner of the walls as no owner of the business', () => {
    const f = featuresOf(
      'VENTE DE FONDS\nLa société FOURNIL DES PINS, SARL, RIDET 3 000 007.001, a vendu son fonds de boulangerie exploité dans les locaux appartenant à la société LES MANGUIERS, SCI, RIDET 1 000 009.001, à M. Paul EXEMPLE.',
    );
    expect(f.get('1000009')?.owner_words).toBe(0);
  });
});

describe('the labels a small ad prints before its parties', () => {
  it('reads the abbreviated seller and buyer of a business', () => {
    const f = featuresOf('VTE FDS – Acq.: SARL PAINS DU LAGON (3 000 007.001) ← Vdr.: SARL FOURNIL DE LA PLAGE (1 000 009.001), fonds de boulangerie à Koné, acte du 2.11.26.');
    expect(f.get('1000009')?.label_gives).toBe(1);
    expect(f.get('3000007')?.label_gets).toBe(1);
  });
});

describe("the beneficiary's 'de'", () => {
  it("reads the company parts are transferred in favour of as their beneficiary, not as the company whose parts they are", () => {
    const f = featuresOf(
      "SCI DES TAMANOUS\nSociété civile immobilière au capital de 100 000 F CFP\nRIDET 1 000 009.001\n\nCESSION DE PARTS\nPar acte du 3 novembre 2026, Mme Rose EXEMPLE a transféré la totalité de ses parts sociales en faveur de la société KAORI INVEST, SAS, RIDET 3 000 007.001.",
    );
    expect(f.get('3000007')?.to_buyer_before).toBe(1);
    expect(f.get('3000007')?.of_the_company_before).toBe(0);
    expect(f.get('3000007')?.parts_of).toBe(0);
  });
});

describe('the label an identifier prints on its own line', () => {
  it('reads `RIDET :` at a line’s start as the identifier’s label, not the officer’s field above it', () => {
    const f = featuresOf(
      [
        'TRANSFERT DE SIÈGE',
        'Dénomination : LAGON FILTRES',
        'Gérant : M. Paul EXEMPLE',
        'RIDET : 3 718 202.001',
        'Nouveau siège : dans les bureaux de la société KAORI CONSEIL, SARL, RIDET 4 926 309.001, 4 rue des Goélands, 98800 Nouméa',
        'Décision : assemblée générale du 3 mars 2026',
      ].join('\n'),
    );
    expect(f.get('3718202')?.identifier_label).toBe(1);
    expect(f.get('3718202')?.subject_label).toBe(1);
    expect(f.get('3718202')?.other_party_label).toBe(0);
  });
});

describe("an adviser's words after an identifier", () => {
  it('belong to the next company the words introduce, not to the one the identifier closes', () => {
    const f = featuresOf(
      "TRANSFORMATION\nL'assemblée générale des associés de la société LAGON FILTRES, SARL, RIDET 3 718 202.001, réunie le 3 mars 2026, a décidé, au vu du rapport de la société CABINET KAORI & ASSOCIÉS, SARL, RIDET 4 926 309.001, commissaire à la transformation, la transformation de la société en société par actions simplifiée.",
    );
    expect(f.get('3718202')?.adviser_words).toBe(0);
    expect(f.get('4926309')?.adviser_words).toBe(1);
  });

  it('still describe the company they follow before any other is introduced', () => {
    const f = featuresOf(
      "CESSION DE FONDS\nSuivant acte reçu par la SELARL KAORI AVOCATS, RIDET 4 926 309.001, société d'avocats, la société LAGON FILTRES, SARL, RIDET 3 718 202.001, a cédé son fonds de commerce à M. Paul EXEMPLE le 3 mars 2026.",
    );
    expect(f.get('4926309')?.adviser_words).toBe(1);
  });
});
