import { describe, expect, it } from 'vitest';
import { classifyNotice, findActDate, findRidets, fold } from '../../../kernel/normalise/index.ts';
import { capitalOperationParty } from '../../../kernel/normalise/capital-parties.ts';
import { decideSubjectRidet, judgeRidets } from '../../../kernel/normalise/subject-ridet.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices about capital and shares showed missing
// (test/kernel/normalise/capitaux): a capital operation's creditor and bought-back shareholder,
// its wordings (an accordion, a capital printed with the amount it is raised to, new shares
// created), the dates of its several acts, a sigle in guillemets after the name, a name over two
// header lines, a company named again after its identifier or as the company's auditor, an
// officer who approves, a company that became unipersonnelle. Every text here is made up for the
// rule it names, never a copy of a group text.

/** What the rules decide on a capital notice, without any fitted model: the subject's RIDET and the rule. */
function ruled(text: string): { ridet: string | null; rule: string } {
  const decision = decideSubjectRidet(text, findRidets(text), { type: 'capital' });
  return { ridet: decision.match?.ridet ?? null, rule: decision.rule };
}

/** Each identifier's RID and whether the rules judge it a third party's. */
const thirdParties = (text: string): Array<[string, boolean]> => judgeRidets(text, findRidets(text)).map((j) => [j.match.rid, j.third]);

/** capitalOperationParty on the identifier printed as `identifier` in `text`. */
function partyAt(text: string, identifier: string): boolean {
  const folded = fold(text);
  const at = folded.indexOf(identifier);
  return capitalOperationParty(folded.slice(Math.max(0, at - 300), at), folded.slice(at + identifier.length, at + identifier.length + 200));
}

describe("a capital operation's creditor", () => {
  it('is set aside when it holds a claim on the company, though printed first', () => {
    const text =
      "AUGMENTATION DE CAPITAL PAR COMPENSATION\n\nLa société KAZ FINANCE, SARL au capital de 1 000 000 F CFP, RIDET 2 000 002.001, détenait sur la société KAZ BÂTI une créance de 5 000 000 F CFP. L'assemblée générale extraordinaire de KAZ BÂTI du 3 mars 2026 a augmenté le capital de 5 000 000 F CFP, libéré par compensation avec cette créance.\n\nKAZ BÂTI, SAS, 4 rue Exemple, Nouméa, RIDET 1 000 001.001.";
    expect(ruled(text)).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
    expect(identityOf(text)).toEqual(['capital', 'KAZ BÂTI', 'SAS', '1000001001', '2026-03-03']);
  });

  it("reads '…, créancière de la société S' and 'qui détient à l'encontre de S une créance'", () => {
    expect(partyAt('la société KAZ FINANCE, RIDET 2 000 002.001, créancière de la société KAZ BÂTI, a souscrit', '2 000 002.001')).toBe(true);
    expect(partyAt("la société KAZ FINANCE, RIDET 2 000 002.001, qui détient à l'encontre de KAZ BÂTI une créance de 3 000 000 F CFP", '2 000 002.001')).toBe(true);
  });

  it('does not set aside a company that only holds shares or a claim named elsewhere', () => {
    expect(partyAt('la société KAZ BÂTI, RIDET 1 000 001.001, détient 40 % du capital de la société KAZ FINANCE', '1 000 001.001')).toBe(false);
    expect(partyAt('La société KAZ BÂTI, RIDET 1 000 001.001, informe ses créanciers que son capital est réduit', '1 000 001.001')).toBe(false);
  });
});

describe('a shareholder whose shares the company buys back', () => {
  it('is set aside, so the company whose capital is reduced remains', () => {
    const text =
      "KAZ SOLAIRE\nSAS au capital de 5 000 000 F CFP ramené à 4 000 000 F CFP\nRIDET 1 000 001.001\n\nL'assemblée générale extraordinaire du 6 avril 2026 a décidé une réduction du capital non motivée par des pertes, par rachat de 1 000 de ses propres actions détenues par la société KAZ INVEST, SARL, RIDET 2 000 002.001, puis leur annulation.";
    expect(ruled(text)).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
    expect(identityOf(text)).toEqual(['capital', 'KAZ SOLAIRE', 'SAS', '1000001001', '2026-04-06']);
  });

  it('keeps the company whose shares they are when the clause names it after the holder', () => {
    const text = 'les parts détenues par la société KAZ INVEST dans la société KAZ SOLAIRE, RIDET 1 000 001.001, sont cédées';
    expect(partyAt(text, '1 000 001.001')).toBe(false);
  });
});

describe("a capital operation's wordings", () => {
  it("reads an accordion ('réduire à zéro le capital' then increase it) as capital, not the continuation despite losses", () => {
    const text =
      "KAZ NAVETTES\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nLe 2 mars 2026, l'assemblée générale extraordinaire, constatant que les capitaux propres sont inférieurs à la moitié du capital social, a décidé de réduire à zéro le capital puis de l'augmenter de 2 000 000 F CFP par apport de la société KAZ MARINE.";
    expect(classifyNotice(text)?.type).toBe('capital');
  });

  it("reads a capital printed with the amount it is raised to, and new shares created against a contribution, as capital", () => {
    const text =
      "KAZ PATRIMOINE\nSociété civile immobilière au capital de 100 000 F CFP porté à 5 100 000 F CFP\nRIDET 1 000 001.001\n\nPar acte notarié du 9 mars 2026, M. Paul EXEMPLE a apporté à la société un terrain. En rémunération de cet apport, il a été créé 50 parts nouvelles de 100 000 F CFP.";
    expect(classifyNotice(text)?.type).toBe('capital');
  });

  it('keeps a change of nominal value with the capital unchanged as statuts', () => {
    const text =
      "KAZ ÉLEC\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nLe 4 mars 2026, l'assemblée générale extraordinaire a décidé de diviser la valeur nominale des parts ; le capital, inchangé, est divisé en 1 000 parts au lieu de 100, chaque associé recevant dix parts nouvelles pour une part ancienne. L'article 7 des statuts a été modifié.";
    expect(classifyNotice(text)?.type).toBe('statuts');
  });
});

describe("the dates of a capital operation's several acts", () => {
  it("never takes a bank's attestation of the funds for the act, though it is the later date", () => {
    expect(findActDate("Le 2 mars 2026, les associés ont décidé d'augmenter le capital de 1 000 000 F CFP, libéré en numéraire, comme en fait foi l'attestation bancaire du 12 mars 2026.")).toBe('2026-03-02');
  });

  it("takes the meeting over the certificate that follows it ('Le 5 mars 2026, l'assemblée … a …, constatée par certificat du dépositaire du …')", () => {
    expect(findActDate("Le 5 mars 2026, l'assemblée générale extraordinaire a décidé une augmentation de capital de 500 000 F CFP, constatée par certificat du dépositaire du 13 mars 2026.")).toBe('2026-03-05');
  });

  it("takes the president's decision under a delegation, not the meeting that delegated", () => {
    const text =
      "L'assemblée générale extraordinaire du 2 mars 2026 a délégué au président sa compétence pour augmenter le capital. Faisant usage de cette délégation, le président a décidé le 20 avril 2026 d'augmenter le capital de 1 000 000 F CFP ; au vu du certificat du dépositaire du 28 avril 2026, il a constaté le 30 avril 2026 la réalisation de l'augmentation.";
    expect(findActDate(text)).toBe('2026-04-20');
  });
});

describe("the subject's name in a capital notice's header and body", () => {
  it('leaves out a sigle in guillemets that spells the name by its initials', () => {
    const text = "KAZ ÉLECTRICITÉ DU NORD « KEN »\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nLe 4 mars 2026, l'assemblée générale extraordinaire a augmenté le capital de 500 000 F CFP.";
    expect(identityOf(text)).toEqual(['capital', 'KAZ ÉLECTRICITÉ DU NORD', 'SARL', '1000001001', '2026-03-04']);
  });

  it('keeps a word in guillemets that is no sigle of the name', () => {
    const text = "BOULANGERIE DU PORT « KAZA »\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nLe 4 mars 2026, l'assemblée générale extraordinaire a augmenté le capital de 500 000 F CFP.";
    expect(noticeOf(text).denomination).toContain('KAZA');
  });

  it("reads a name over two header lines whose first ends on 'DE LA'", () => {
    const text = "GRANULATS KAZ DE LA\nRIVIÈRE EXEMPLE\nSA au capital de 10 000 000 F CFP\nRIDET 1 000 001.001\n\nAUGMENTATION DE CAPITAL\n\nAssemblée générale extraordinaire du 4 mars 2026 : capital porté à 15 000 000 F CFP.";
    expect(identityOf(text)).toEqual(['capital', 'GRANULATS KAZ DE LA RIVIÈRE EXEMPLE', 'SA', '1000001001', '2026-03-04']);
  });

  it("does not take the company's auditor, introduced after 'Le commissaire aux comptes de la société,', for the subject", () => {
    const text =
      "KAZ MINES\nSociété anonyme\n\nL'assemblée générale extraordinaire du 3 mars 2026 a augmenté le capital de 5 000 000 F CFP. Le commissaire aux comptes de la société, la SARL KAZ AUDIT, a établi le certificat.\n\nKaz Mines – siège : Thio – RIDET 1 000 001.001.";
    const notice = noticeOf(text);
    expect(notice.denomination).toBe('KAZ MINES');
    expect(officersOf(notice)).toContain('KAZ AUDIT (commissaire aux comptes)');
  });

  it('does not take a company named again after its own identifier for the subject', () => {
    const text =
      "KAZ MINES\nSociété anonyme\n\nLa société KAZ FINANCE, SAS, RIDET 2 000 002.001, détenait sur KAZ MINES une créance. L'assemblée générale extraordinaire du 3 mars 2026 a augmenté le capital par émission de 5 000 actions nouvelles souscrites par la société KAZ FINANCE et libérées par compensation.\n\nKaz Mines – siège : Thio – RIDET 1 000 001.001.";
    expect(identityOf(text)).toEqual(['capital', 'KAZ MINES', 'SA', '1000001001', '2026-03-03']);
  });
});

describe('officers and form in a sale of shares', () => {
  it("lists the officer who approves the sale in apposition ('agréée par le président, M. X,')", () => {
    const text =
      "KAZ CONSEIL\nSAS au capital de 500 000 F CFP\nRIDET 1 000 001.001\n\nPar acte du 2 mars 2026, Mme Ana MODÈLE a cédé 100 actions à M. Luc EXEMPLE. La cession a été agréée par le président, M. Paul TÉMOIN, le 1er mars 2026.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul TÉMOIN (président)']);
  });

  it("does not list another company's president ('agréée par le président de la société H, M. X')", () => {
    const text =
      "KAZ CONSEIL\nSAS au capital de 500 000 F CFP\nRIDET 1 000 001.001\n\nPar acte du 2 mars 2026, Mme Ana MODÈLE a cédé 100 actions à la société KAZ HOLDING. L'opération a été approuvée par le président de la société KAZ HOLDING, M. Paul TÉMOIN.";
    expect(officersOf(noticeOf(text))).toEqual([]);
  });

  it("reads 'la société est devenue une société à responsabilité limitée unipersonnelle' as the form after the sale", () => {
    const text =
      "KAZ PRESSING\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nPar acte du 2 mars 2026, M. Luc EXEMPLE a cédé ses 500 parts à Mme Ana MODÈLE, désormais associée unique. La société est devenue une société à responsabilité limitée unipersonnelle.";
    expect(identityOf(text)).toEqual(['cession', 'KAZ PRESSING', 'EURL', '1000001001', '2026-03-02']);
  });
});

describe('an office given to the noun that stands for the buyer after a sale of shares', () => {
  const head = 'SNC KAZ EXEMPLE\nSociété en nom collectif au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\n';
  const buyerOffices = (text: string): string[] => officersOf(noticeOf(text)).sort();

  it('reads the pronoun right after the noun, in the sentence after the sale', () => {
    const text = `${head}Aux termes d'un acte du 3 mars 2026, Mme Anne AUTRE a cédé à Mme Lise QUART 500 parts de la société. Les associés ont agréé la cessionnaire et l'ont nommée cogérante, aux côtés de M. Paul EXEMPLE, gérant.\n`;
    expect(buyerOffices(text)).toEqual(['Lise QUART (gérant)', 'Paul EXEMPLE (gérant)']);
  });

  it('reads the noun as the appointment’s object, the shares sold before the buyer', () => {
    const text = `${head}Aux termes d'un acte du 3 mars 2026, M. Paul EXEMPLE a cédé 500 parts de la société à M. Luc TIERS. L'assemblée du même jour a nommé le cessionnaire en qualité de gérant.\n`;
    expect(buyerOffices(text)).toEqual(['Luc TIERS (gérant)']);
  });

  it('reads the noun as the subject of the passive, the buyer before the buying verb', () => {
    const text = `${head}Par acte du 3 mars 2026, Mme Lise QUART a acquis les 500 parts de M. Paul EXEMPLE. L'acquéreuse a été nommée gérante à compter du même jour.\n`;
    expect(buyerOffices(text)).toEqual(['Lise QUART (gérant)']);
  });

  it('gives no office when the noun’s gender is not the buyer’s', () => {
    const text = `${head}Aux termes d'un acte du 3 mars 2026, Mme Anne AUTRE a cédé à M. Luc TIERS 500 parts de la société. Les associés ont agréé la cessionnaire et l'ont nommée cogérante.\n`;
    expect(buyerOffices(text)).not.toContain('Luc TIERS (gérant)');
  });

  it('gives no office to the first buyer when a second sale comes before the noun', () => {
    const text = `${head}Par acte du 3 mars 2026, Mme Anne AUTRE a cédé à M. Luc TIERS 500 parts ; M. Paul EXEMPLE a cédé à M. Marc CINQ 200 parts. Les associés ont nommé le cessionnaire gérant.\n`;
    expect(buyerOffices(text)).not.toContain('Luc TIERS (gérant)');
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from sillages wc09). The contributors and their
// couple may stand at length between the contribution's noun and the shares it brings: the shares'
// company is what is contributed, never the company whose capital rises.
describe('capital: shares contributed, the contributors named at length between', () => {
  it('judges the shares’ company contributed', () => {
    const text =
      'APPORT DE PARTS – AUGMENTATION DE CAPITAL\n\nPar décisions du 2 mars 2026, la société HOLDING ALPHA, SARL, a approuvé l’apport fait par M. Jean-Christophe UNTELLIER et Mme Rose-Marie UNTELLIER, son épouse, de six cents (600) parts sociales qu’ils détenaient dans la société BÊTA BOIS, SARL au capital de 600 000 F CFP, RIDET n° 1 693 845.001. Le capital de la société HOLDING ALPHA a ainsi été porté à 12 100 000 F CFP.';
    expect(judgeRidets(text, findRidets(text)).map((j) => [j.match.rid, j.contributedShares])).toEqual([['1693845', true]]);
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from sillages wc25). The companies that hold the
// subject's capital, each named by its share after 'détenu … par', are its shareholders: third parties.
describe('the holders of the capital, named by their shares', () => {
  it('judges each holder a third party, not the company whose capital they hold', () => {
    const text =
      "Vu les statuts de la SAEML SUD LOISIRS, dont le siège est à Nouméa, RIDET n° 1 693 845.001, et dont le capital est détenu à 60 % par la province Sud, à 25 % par la société BANQUE UN, SA (RIDET 1 063 874.001), et à 15 % par la société HÔTELS DEUX, SAS (RIDET 1 000 009.001) ;\nArticle 1er : Mme Ana UN est désignée administratrice de la SAEML SUD LOISIRS.";
    expect(thirdParties(text)).toEqual([
      ['1693845', false],
      ['1063874', true],
      ['1000009', true],
    ]);
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from sillages wc19). A company's partners listed
// after it ('les deux associées de la société X, à savoir la société A, …, et la société B, …').
describe('the partners listed after their company', () => {
  it('judges each listed partner a third party', () => {
    const text =
      "« Alpha Export »\nSociété par actions simplifiée au capital de 12 000 000 F CFP\n1 693 845.001\n\nLes deux associées de la société « Alpha Export », à savoir la société PÊCHERIES UN, SARL, RID 1063874, et la société BÊTA TRADING, société anonyme, RIDET n° 1 000 009 002, réunies le 17 novembre 2026, ont décidé d'étendre l'objet social.";
    expect(thirdParties(text)).toEqual([
      ['1693845', false],
      ['1063874', true],
      ['1000009', true],
    ]);
  });

  it('reads the partners listed after their company’s whole description (form, capital, seat), the subject’s number given last', () => {
    const text =
      "PROROGATION\n\nLes associés de la société en nom collectif ALPHA CINÉ, au capital de 20 000 000 F CFP, dont le siège est Centre commercial La Promenade, Anse-Vata, 98800 Nouméa, à savoir la société PÊCHERIES UN, société anonyme, RIDET 1 063 874.001, et la société BÊTA TRADING, SAS, RIDET 1 000 009.001, ont décidé le 10 mars 2026 de proroger la durée de la société.\n\nLa société, immatriculée au RIDET sous le n° 1 693 845 001, poursuit son activité.";
    expect(thirdParties(text)).toEqual([
      ['1063874', true],
      ['1000009', true],
      ['1693845', false],
    ]);
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from boussoles xa15). An office's noun labelled with
// its state ('Gérance, inchangée : la société X, …, RIDET …'): X holds the office, a third party.
describe('an office labelled with its state', () => {
  it("judges the company after 'Gérance, inchangée :' a third party", () => {
    const text =
      "ALPHA IMMOBILIER\nSociété civile immobilière au capital de 100 000 F CFP\nRIDET 1 693 845-001\n\nTRANSFERT DE SIÈGE\n\nLe 21 septembre 2026, le siège a été transféré au 3 allée des Pins, Nouméa.\n\nGérance, inchangée : la société GESTION UN, SARL au capital de 1 000 000 F CFP, RIDET 1 063 874.001, représentée par son gérant M. Paul UN.";
    expect(thirdParties(text)).toEqual([
      ['1693845', false],
      ['1063874', true],
    ]);
  });
});
