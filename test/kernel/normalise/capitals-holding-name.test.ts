import { describe, expect, it } from 'vitest';
import { subjectOf } from './notice-helpers.ts';

// `HOLDING` printed in capitals inside a name in capitals, the company opening a sentence that tells
// its own notice: the word is the name's, no parent's role. Every text is made up for this file.
const OWN = '1000009';
const OTHER = '3000007';

describe("HOLDING in the name of the company that tells its notice", () => {
  it('publishes a guarantor named HOLDING … whose assembly appointed, not the subsidiary it guarantees', () => {
    const text =
      'NOMINATION\nLa société HOLDING DES ÎLES, SAS, RIDET 1 000 009.001, garante des engagements de sa filiale CORAIL NEGOCE, SARL, RIDET 3 000 007.001, informe que son assemblée générale du 2 octobre 2026 a nommé M. Paul Martin directeur général.';
    expect(subjectOf(text)).toBe(OWN);
  });

  it('publishes a surety named … HOLDING whose board moved the seat', () => {
    const text =
      "AVIS\nLa société NOUMÉA HOLDING, SAS, RIDET 1 000 009.001, caution solidaire envers sa filiale la société CORAIL NEGOCE, SARL, RIDET 3 000 007.001, porte à la connaissance du public que son conseil d'administration du 5 novembre 2026 a transféré le siège social au 4 rue Higginson, Nouméa.";
    expect(subjectOf(text)).toBe(OWN);
  });

  it('reads every telling verb of the shared vocabulary, `fait savoir` among them (telling-words.ts)', () => {
    const text =
      'AVIS\nLa société HOLDING DU NORD, SAS, RIDET 1 000 009.001, garante des emprunts de sa filiale CORAIL NEGOCE, SARL, RIDET 3 000 007.001, fait savoir que son assemblée du 9 novembre 2026 a porté son capital à 20 000 000 F CFP.';
    expect(subjectOf(text)).toBe(OWN);
  });
});

describe('HOLDING that still says a parent', () => {
  it('keeps a parent told in small letters as the subsidiary’s sole partner a third party', () => {
    const text =
      'NOMINATION\nLa société CORAIL NEGOCE, SARL, RIDET 3 000 007.001, informe que son associée unique, la holding KAORI INVEST, SAS, RIDET 1 000 009.001, a nommé M. Paul Martin gérant le 2 octobre 2026.';
    expect(subjectOf(text)).toBe(OTHER);
  });

  it('keeps a HOLDING appointed president of another company a third party', () => {
    const text = 'Nom. prés. — La Sté HOLDING DU MONT-DORE, SARL, RID 1000009.001, est nommée prés. de la Sté CORAIL NEGOCE, SAS, RID 3000007.001 (AGO du 8 octobre 2026).';
    expect(subjectOf(text)).toBe(OTHER);
  });
});

describe('HOLDING in the name of a parent telling its subsidiary’s event', () => {
  // The subsidiary prints no identifier: nothing may be published, least of all under the parent.
  it('keeps the parent a parent when it tells that it subscribed its subsidiary’s capital increase', () => {
    const text =
      'AUGMENTATION DE CAPITAL D’UNE FILIALE\n\nLa société LAGON NORD HOLDING, société par actions simplifiée au capital de 90 000 000 F CFP, RIDET 1 000 009.001, fait savoir que, par décision du 3 novembre 2026 prise comme associée unique, elle a souscrit entièrement à l’augmentation du capital de sa filiale ATELIERS DE PONÉRIHOUEN, EURL, dont le siège est à Ponérihouen, capital porté de 1 000 000 F CFP à 4 000 000 F CFP par apport en numéraire.';
    expect(subjectOf(text)).not.toBe(OWN);
  });

  it('keeps the parent a parent when it tells its subsidiary’s move', () => {
    const text =
      'AVIS\nLa société KOUTIO HOLDING, SARL, RIDET 1 000 009.001, informe que sa filiale BOIS DU NORD, SARL, dont le siège est à Koné, a transféré son siège à Pouembout le 4 novembre 2026.';
    expect(subjectOf(text)).not.toBe(OWN);
  });
});
