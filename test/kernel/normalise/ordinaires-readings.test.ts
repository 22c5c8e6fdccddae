import { describe, expect, it } from 'vitest';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of everyday notices showed missing (test/kernel/normalise/ordinaires): a
// court's debtor printed with its form and no article, a new name after an inserted clause, the
// manager of before a transformation, a province's directors designated with the company's
// identifier and those they replace before the colon. Every text here is made up for the rule it names.

describe("a court's debtor printed with its form and without an article", () => {
  it("reads 'à l'encontre de : SAS X, address, RIDET …' as the debtor", () => {
    const text =
      "GREFFE DU TRIBUNAL EXEMPLE\n\nJugement du 3 mars 2026 prononçant la liquidation judiciaire à l'encontre de : SAS KAZ OUTILS, 4, rue des Pins, 98890 Païta, RIDET 1 000 001.001.\nLiquidateur : Maître Paul EXEMPLE.";
    expect(identityOf(text)).toEqual(['procedure', 'KAZ OUTILS', 'SAS', '1000001001', '2026-03-03']);
  });

  it("reads 'à l'égard de SARL X, address, RIDET …' as the debtor", () => {
    const text =
      "Par jugement du 5 mars 2026, le tribunal a ouvert une procédure de redressement judiciaire à l'égard de SARL KAZ BOIS, lot 3, zone de Baco, Koné, RIDET 1 000 001.001, et désigné Maître Ana MODÈLE mandataire judiciaire.";
    expect(identityOf(text)).toEqual(['procedure', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-05']);
  });

  it("still reads the debtor introduced with an article ('à l'encontre de la société X')", () => {
    const text =
      "Par jugement du 5 mars 2026, le tribunal a prononcé la liquidation judiciaire à l'encontre de la société KAZ BOIS, SARL, lot 3, Koné, RIDET 1 000 001.001.";
    expect(identityOf(text)).toEqual(['procedure', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-05']);
  });
});

describe('a new name after an inserted clause', () => {
  it("reads 'la dénomination devient, avec effet au 1er avril 2026, « NEW »' as the new name", () => {
    const text =
      'KAZ ANCIENNE\nSARL au capital de 100 000 F CFP\nRIDET 1 000 001.001\n\nL’assemblée générale extraordinaire du 3 mars 2026 a décidé que la dénomination devient, avec effet au 1er avril 2026, « KAZ NOUVELLE ». L’article 3 des statuts est modifié.';
    expect(identityOf(text)).toEqual(['statuts', 'KAZ NOUVELLE', 'SARL', '1000001001', '2026-03-03']);
  });

  it("still reads 'devient à compter du même jour : « NEW »'", () => {
    const text =
      'KAZ ANCIENNE\nSARL au capital de 100 000 F CFP\nRIDET 1 000 001.001\n\nL’assemblée générale extraordinaire du 3 mars 2026 a décidé que la dénomination sociale devient à compter du même jour : « KAZ NOUVELLE ».';
    expect(identityOf(text)).toEqual(['statuts', 'KAZ NOUVELLE', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('the manager of before a transformation', () => {
  const header = 'KAZ BOIS\nSociété à responsabilité limitée au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\n';

  it("does not list 'sous son ancienne forme, la société était gérée par M. X' beside his new office", () => {
    const notice = noticeOf(
      `${header}L’assemblée générale extraordinaire du 3 mars 2026 a décidé la transformation de la société en société par actions simplifiée. Sous son ancienne forme, la société était gérée par M. Paul EXEMPLE ; elle est désormais présidée par M. Paul EXEMPLE.`,
    );
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (président)']);
  });

  it("does not list one 'jusqu'alors gérée par' when another is appointed", () => {
    const notice = noticeOf(
      `${header}L’assemblée générale du 3 mars 2026 a nommé Mme Ana MODÈLE gérante. La société, jusqu'alors gérée par M. Luc ANCIEN, poursuit son activité.`,
    );
    expect(officersOf(notice)).toEqual(['Ana MODÈLE (gérant)']);
  });

  it("still lists 'la société est gérée par M. X'", () => {
    const notice = noticeOf(`${header}L’assemblée générale du 3 mars 2026 a transféré le siège social à Païta. La société est gérée par M. Paul EXEMPLE.`);
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (gérant)']);
  });
});

describe("a province's directors designated after the company's identifier and those they replace", () => {
  it("lists 'au conseil d'administration de la SAEML X, RIDET …, en remplacement de M. A : M. B et Mme C' as administrateurs", () => {
    const text =
      "PROVINCE EXEMPLE\n\nDélibération n° 2026-03 du 3 mars 2026\n\nArticle 1er : Sont désignés pour représenter la province au conseil d'administration de la SAEML KAZ ÉNERGIE, RIDET 1 000 001.001, en remplacement de M. Luc ANCIEN : M. Paul EXEMPLE et Mme Ana MODÈLE.\n\nArticle 2 : La présente délibération sera publiée au Journal officiel.";
    const notice = noticeOf(text);
    expect([notice.type, notice.denomination]).toEqual(['nomination', 'KAZ ÉNERGIE']);
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (administrateur)', 'Ana MODÈLE (administrateur)']);
  });
});
