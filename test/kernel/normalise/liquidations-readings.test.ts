import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices on how companies end outside the courts showed missing
// (test/kernel/normalise/liquidations): a simplified merger told by the absorbing company, a company
// put to sleep or woken, a greffe list of radiations d'office, a telegraphic notice's periodical at
// its end, and liquidators told in other words. Every text here is made up for the rule it names.

const read = (text: string): unknown => identityOf(text, 'L1');

describe('a capital the notice says did not change, told by the verb', () => {
  const merger = (negation: string): string =>
    `Le Journal Exemple — 4 mars 2026\n\nAVIS DE FUSION\n\nKAZ MÈRE, SAS au capital de 9 000 000 F CFP, Nouméa, RIDET 2 000 002.001 (société absorbante),\na absorbé sa filiale à 100 %, la société KAZ FILLE, SARL au capital de 100 000 F CFP, Nouméa, RIDET 1 000 001.001 (société absorbée).\n\nPar décision du 20 février 2026, le président de la société absorbante a approuvé le traité de fusion. ${negation} La société KAZ FILLE est dissoute sans liquidation à cette date.`;

  it("reads 'la société absorbante n'a pas augmenté son capital' as the absorbed company's dissolution", () => {
    expect(read(merger("Détenant toutes les parts, la société absorbante n'a pas augmenté son capital."))).toEqual(['dissolution', 'KAZ FILLE', 'SARL', '1000001001', '2026-03-04']);
  });

  it("reads 'sans augmenter son capital' so", () => {
    expect(read(merger('La société absorbante a réalisé la fusion sans augmenter son capital.'))).toEqual(['dissolution', 'KAZ FILLE', 'SARL', '1000001001', '2026-03-04']);
  });

  it('still reads the absorbing company’s capital notice when its capital grows', () => {
    expect(read(merger('La société absorbante a augmenté son capital de 1 000 000 F CFP.'))).toEqual(['capital', 'KAZ MÈRE', 'SAS', '2000002001', '2026-03-04']);
  });
});

describe('a company put to sleep or woken', () => {
  const header = 'KAZ ATELIER – SARL au capital de 100 000 F CFP – Nouméa – RIDET 1 000 001.001\n\n';

  it("types a 'mise en sommeil' as statuts and keeps the confirmed manager", () => {
    const text = `${header}Par assemblée du 3 mars 2026, les associés ont décidé la mise en sommeil de la société à compter du 1er avril 2026. La gérance reste assurée par M. Paul EXEMPLE.`;
    expect(read(text)).toEqual(['statuts', 'KAZ ATELIER', 'SARL', '1000001001', '2026-03-03']);
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (gérant)']);
  });

  it("types a 'cessation temporaire d'activité' as statuts", () => {
    expect(read(`${header}L'assemblée du 3 mars 2026 a décidé la cessation temporaire d'activité de la société.`)).toEqual(['statuts', 'KAZ ATELIER', 'SARL', '1000001001', '2026-03-03']);
  });

  it('types a resumption told beside the sleep it ends as statuts', () => {
    expect(read(`${header}La société, en sommeil depuis le 1er janvier 2025, a repris son activité le 1er avril 2026, suivant décision de la gérance du 3 mars 2026.`)).toEqual([
      'statuts',
      'KAZ ATELIER',
      'SARL',
      '1000001001',
      '2026-03-03',
    ]);
  });

  it('gives siege to an end of sleep with a transfer of office', () => {
    expect(read(`${header}Le 3 mars 2026, la gérance a décidé de mettre fin à la mise en sommeil de la société et de transférer le siège au 2, rue Exemple, Nouméa.`)).toEqual([
      'siege',
      'KAZ ATELIER',
      'SARL',
      '1000001001',
      '2026-03-03',
    ]);
  });

  it('gives nomination to a sleep told beside a change of manager, in the body as under a heading naming both', () => {
    const body = `Par assemblée du 3 mars 2026, les associés ont décidé la mise en sommeil de la société à compter du 1er avril 2026, ont pris acte de la démission de M. Jean MODÈLE de ses fonctions de gérant et ont nommé en remplacement M. Paul EXEMPLE.`;
    expect(read(`${header}${body}`)).toEqual(['nomination', 'KAZ ATELIER', 'SARL', '1000001001', '2026-03-03']);
    expect(read(`${header}MISE EN SOMMEIL – CHANGEMENT DE GÉRANT\n\n${body}`)).toEqual(['nomination', 'KAZ ATELIER', 'SARL', '1000001001', '2026-03-03']);
  });

  it('still gives statuts to a sleep told beside another change of the articles and a new manager', () => {
    expect(read(`${header}Par assemblée du 3 mars 2026, les associés ont décidé la mise en sommeil de la société, ont modifié l'objet social et ont nommé gérant M. Paul EXEMPLE.`)).toEqual([
      'statuts',
      'KAZ ATELIER',
      'SARL',
      '1000001001',
      '2026-03-03',
    ]);
  });

  it('still gives dissolution to a sleeping company that is dissolved', () => {
    expect(read(`${header}La société, en sommeil depuis 2024, a été dissoute par décision de l'assemblée du 3 mars 2026 qui a nommé liquidateur M. Paul EXEMPLE.`)).toEqual([
      'dissolution',
      'KAZ ATELIER',
      'SARL',
      '1000001001',
      '2026-03-03',
    ]);
  });
});

describe("a greffe list of radiations d'office under a plural heading", () => {
  const list =
    "JOURNAL OFFICIEL EXEMPLE – 4 mars 2026\n\nGREFFE DU TRIBUNAL EXEMPLE\nRadiations d'office (article R. 123-136 du code de commerce)\n\nEn exécution de l'ordonnance du juge du 10 février 2026, le greffier a procédé à la radiation d'office des sociétés ci-après :\n\n– KAZ UN, SARL, 1, rue Exemple, Nouméa – RCS Nouméa 2015 B 1 000 001 ;\n– KAZ DEUX, SAS, 2, rue Exemple, Nouméa – RIDET 2 000 002.001 ;\n– KAZ TROIS, SCI, 3, rue Exemple, Nouméa – RIDET 3 000 003.001.";

  it('gives one dissolution per company, each dated by the journal', () => {
    const results = parseNoticeTexts(list, { reference: 'L1' });
    expect(results.map((r) => (r.ok ? [r.notice.type, r.notice.denomination, r.notice.ridet.slice(0, 7), r.notice.date] : r.quarantine.reason))).toEqual([
      ['dissolution', 'KAZ UN', '1000001', '2026-03-04'],
      ['dissolution', 'KAZ DEUX', '2000002', '2026-03-04'],
      ['dissolution', 'KAZ TROIS', '3000003', '2026-03-04'],
    ]);
  });
});

describe("a telegraphic notice's periodical and date at the end of its one line", () => {
  it("takes '— Journal Exemple, 12/03/26.' as the publication date", () => {
    const text =
      'DISSOL. ANTICIPÉE — SCI KAZ, cap. 100 000 F, siège : Nouméa, Ridet 1000001.001. AGE 02/03/2026 : dissol. anticipée ; liquidateur : M. Paul EXEMPLE ; siège liquid. : au siège — Nouvelles Exemple, 12/03/26.';
    expect(read(text)).toEqual(['dissolution', 'KAZ', 'SCI', '1000001001', '2026-03-12']);
  });

  it("does not take a signature's place and date after a dash", () => {
    const text = 'DISSOL. ANTICIPÉE — SCI KAZ, cap. 100 000 F, siège : Nouméa, Ridet 1000001.001. AGE 02/03/2026 : dissol. anticipée ; liquidateur : M. Paul EXEMPLE — Nouméa, 12/03/26.';
    expect(read(text)).toEqual(['dissolution', 'KAZ', 'SCI', '1000001001', '2026-03-02']);
  });
});

describe('liquidators told in other words', () => {
  const eurl = 'KAZ OUTILS\nEURL au capital de 100 000 F CFP\nRIDET 1 000 001.001\n\n';

  it("lists a manager in apposition who 's'est nommé liquidateur' once, as liquidateur", () => {
    const notice = noticeOf(`${eurl}Par décision du 3 mars 2026, l'associé unique, M. Paul EXEMPLE, gérant, a décidé la dissolution anticipée de la société et s'est nommé liquidateur.`);
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (liquidateur)']);
  });

  it("lists a company that 'exercera les fonctions de liquidateur', not its representative's title", () => {
    const notice = noticeOf(
      `${eurl}La société KAZ HOLDING, SAS, RIDET 2 000 002.001, associée unique, a décidé le 3 mars 2026 la dissolution anticipée de la société KAZ OUTILS.\n\nLa société KAZ HOLDING, représentée par Mme Anne EXEMPLE, présidente, exercera les fonctions de liquidateur.`,
    );
    expect(officersOf(notice)).toEqual(['KAZ HOLDING (liquidateur)']);
  });

  it("does not list the liquidator who signs a closure whose decisions list 'quitus au liquidateur'", () => {
    const notice = noticeOf(
      `${eurl}Décision de l'associé unique du 3 mars 2026 : approbation des comptes de liquidation, quitus au liquidateur et décharge de son mandat, clôture de la liquidation.\n\nPour avis, le liquidateur, M. Paul EXEMPLE.`,
    );
    expect(officersOf(notice)).toEqual([]);
  });

  it("still lists the liquidator a dissolution appoints", () => {
    const notice = noticeOf(`${eurl}Par décision du 3 mars 2026, l'associé unique a décidé la dissolution anticipée de la société et nommé liquidateur M. Paul EXEMPLE.`);
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (liquidateur)']);
  });
});

describe('officers told around the decision', () => {
  const sarl = 'KAZ CAFÉ – SARL – capital 100 000 F CFP – Nouméa – RIDET 1 000 001.001\n\n';

  it("reads the sentence after 'Changement de gérant :', not the label, for the one who resigns", () => {
    const notice = noticeOf(
      `${sarl}Changement de gérant : l'assemblée du 3 mars 2026 a pris acte de la démission de M. Luc ANCIEN de ses fonctions de gérant à compter du 31 mars 2026 et nommé en remplacement Mme Anne EXEMPLE.`,
    );
    expect(officersOf(notice)).toEqual(['Anne EXEMPLE (gérant)']);
  });

  it("lists the deciding officer named after 'décision du président,'", () => {
    const notice = noticeOf(
      'La société KAZ STUDIO, SAS au capital de 100 000 F CFP, Nouméa (RIDET 1 000 001.001), a transféré son siège au 2, rue Exemple, Nouméa, suivant décision du président, M. Paul EXEMPLE, en date du 3 mars 2026.',
    );
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (président)']);
  });

  // Made up (2026-12-08, nineteenth session, from barbacanes bj10).
  it("lists the officer whose report an act cites ('Vu le rapport du directeur général de la société, M. X ;')", () => {
    const notice = noticeOf(
      "PROVINCE EXEMPLE\n\nDélibération n° 12 du 3 mars 2026 relative à la société d'économie mixte KAZ AQUACULTURE, RIDET 1 000 001.001\n\nVu les statuts de la société ;\nVu le rapport du directeur général de la société, M. Paul EXEMPLE ;\n\nArticle 1er : Le siège de la société est transféré au 3, rue Exemple, Koné.",
    );
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (directeur général)']);
    expect(officersOf(noticeOf("KAZ STUDIO, SAS, RIDET 1 000 001.001\n\nSur proposition du président, M. Paul EXEMPLE, l'associé unique a transféré le siège au 2, rue Exemple, Nouméa, le 3 mars 2026."))).toEqual(['Paul EXEMPLE (président)']);
    expect(officersOf(noticeOf("KAZ STUDIO, SAS, RIDET 1 000 001.001\n\nPar décision du président de la société, M. Paul EXEMPLE, le siège a été transféré au 2, rue Exemple, Nouméa, le 3 mars 2026."))).toEqual(['Paul EXEMPLE (président)']);
  });

  it("lists the officer who convenes the partners ('sur convocation de leur gérante, Mme X,')", () => {
    const notice = noticeOf(
      "KAZ FLEURS, SARL au capital de 500 000 F CFP, RIDET 1 000 001.001\n\nRéunis le 3 mars 2026 sur convocation de leur gérante, Mme Anne EXEMPLE, les associés ont étendu l'objet social à la vente de plantes. L'article 2 des statuts est modifié.",
    );
    expect(officersOf(notice)).toEqual(['Anne EXEMPLE (gérant)']);
    expect(officersOf(noticeOf("KAZ BOIS, SAS au capital de 500 000 F CFP, RIDET 1 000 001.001\n\nL'assemblée générale extraordinaire, convoquée par son président, M. Paul EXEMPLE, a décidé le 3 mars 2026 de proroger la durée de la société de 99 ans."))).toEqual(['Paul EXEMPLE (président)']);
  });

  it("lists the officer appointed far after the office's noun ('A été nommée liquidatrice de la société, pour toute la durée de la liquidation amiable, la société X')", () => {
    const notice = noticeOf(
      "KAZ SABLE, SCI au capital de 100 000 F CFP, RIDET 1 000 001.001\n\nPar décisions du 31 août 2026, les associés ont décidé la dissolution anticipée de la société. A été nommée liquidatrice de la société, pour toute la durée de la liquidation amiable, la société KAZ GESTION, SARL au capital de 1 000 000 F CFP.",
    );
    expect(officersOf(notice)).toEqual(['KAZ GESTION (liquidateur)']);
  });

  // Made up (2026-12-08, nineteenth session, from echauguettes ek35).
  it('lists every item of a list whose items a middle dot opens, after an apposition or none', () => {
    const head = "KAZ BÉTON, SA au capital de 10 000 000 F CFP, RIDET 1 000 001.001\n\nL'assemblée du 21 septembre 2026 a décidé la dissolution anticipée de la société et a désigné en qualité de co-liquidateurs :\n";
    expect(officersOf(noticeOf(`${head}   · M. Paul EXEMPLE, demeurant à Nouméa ;\n   · Mme Anne EXEMPLE, demeurant à Nouméa.`))).toEqual(['Paul EXEMPLE (liquidateur)', 'Anne EXEMPLE (liquidateur)']);
    expect(officersOf(noticeOf(`${head}   · M. Paul EXEMPLE ;\n   · Mme Anne EXEMPLE.`))).toEqual(['Paul EXEMPLE (liquidateur)', 'Anne EXEMPLE (liquidateur)']);
  });

  it("does not list the officer of another company after 'décision du président de la société absorbante,'", () => {
    const notice = noticeOf(
      'KAZ FILLE, SARL, RIDET 1 000 001.001.\n\nDissolution sans liquidation : la fusion a été approuvée par décision du président de la société absorbante, M. Paul EXEMPLE, le 3 mars 2026.',
    );
    expect(officersOf(notice)).toEqual([]);
  });
});
