import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/index.ts';
import { withJournalBannerApart } from '../../../kernel/normalise/journal-banner-opening.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings three blind groups showed missing (test/kernel/normalise/finance, sante and negoce):
// notices of brokers, banks' subsidiaries and holdings, of pharmacies and laboratories, of
// importers and their principals print many companies and a daily's shorthand. Every text here is
// made up for the rule it names.

describe('a letterhead printed on one line, its profession between dashes', () => {
  it("is the adviser's firm, not the company whose labelled record follows", () => {
    const text =
      "CABINET EXEMPLE – Expertise comptable – RIDET 1 000 001.001\n1, rue Exemple, 98800 Nouméa\n\nANNONCE LÉGALE – MODIFICATION DE L'OBJET SOCIAL\n\nSociété : KAZ BOIS\nForme : SARL au capital de 1 000 000 F CFP\nSiège : 2, rue Exemple, 98800 Nouméa\nRIDET : 2 000 002.001\nDécision : assemblée générale extraordinaire du 03/03/2026\nNouvel objet : négoce de bois.\nGérant : M. Paul EXEMPLE.";
    expect(identityOf(text)).toEqual(['statuts', 'KAZ BOIS', 'SARL', '2000002001', '2026-03-03']);
  });
});

describe("'HOLDING' inside the name a notice quotes", () => {
  it("is the company's own name, not a parent's role word", () => {
    const text =
      "AVIS DE MODIFICATION\n\nSuivant décisions de l'associé unique du 3 mars 2026, la société à responsabilité limitée unipersonnelle dénommée « HOLDING KAZ », au capital de 100 000 F CFP, dont le siège est 1, rue Exemple, 98800 Nouméa, immatriculée au RIDET sous le n° 1 000 001.001, a changé de dénomination sociale.\nAncienne dénomination : HOLDING KAZ\nNouvelle dénomination : KAZ INVESTISSEMENTS\nM. Paul EXEMPLE demeure gérant.";
    expect(identityOf(text)).toEqual(['statuts', 'KAZ INVESTISSEMENTS', 'EURL', '1000001001', '2026-03-03']);
  });
});

describe("a one-line notice opened by its journal's banner", () => {
  const text =
    'LNC 18/11/2026 – DISSOLUTION – KAZ BOIS, EURL cap. 100 000 F CFP, 1, rue Exemple, 98800 Nouméa, RIDET 1 000 001.001 – Décis. assoc. unique du 30/10/26 : dissolution anticipée, liquidateur M. Paul EXEMPLE.';

  it('reads the heading and the company after the banner, dated by the banner', () => {
    expect(identityOf(text)).toEqual(['dissolution', 'KAZ BOIS', 'EURL', '1000001001', '2026-11-18']);
  });

  it('reads a banner parted by a bullet as one parted by a dash', () => {
    const bulleted = 'La Gazette 20/11/2026 • SA KAZ BOIS – RIDET 1 000 001.001 – CA du 3 nov. 2026 : M. Paul EXEMPLE nommé président en remplacement de M. Jean TEST.';
    expect(withJournalBannerApart(bulleted).split('\n')[0]).toBe('La Gazette 20/11/2026');
    expect(identityOf(bulleted)).toEqual(['nomination', 'KAZ BOIS', 'SA', '1000001001', '2026-11-20']);
  });

  it("leaves a masthead's further items after the date on its line ('– page 9')", () => {
    const page = 'Le Journal des annonces – lundi 4 mai 2026 – page 9\n\nPROROGATION\n\nKAZ BOIS\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001';
    expect(withJournalBannerApart(page)).toBe(page);
  });
});

describe('a masthead opened by the journal’s name', () => {
  it('dates the notice by its issue date, however long the rubric after it', () => {
    const text =
      'JONC – Publications légales – mardi 3 mars 2026 – Avis du greffe du tribunal mixte de commerce de Nouméa\n\nJugement du 24 février 2026 : liquidation judiciaire de la société KAZ BOIS, SAS, RIDET 1 000 001.001.';
    expect(findPublicationDate(text)).toBe('2026-03-03');
  });

  it("does not date the notice by a date that is not alone in its item (an act's)", () => {
    expect(findPublicationDate('JONC – Publications légales – jugement du 3 mars 2026 – Avis du greffe du tribunal mixte de commerce de Nouméa\n\nTexte.')).toBeNull();
  });
});

describe("a record's quoted publication key after another field on its line", () => {
  it('is the publication date, not the record number before it', () => {
    const text = '{"numero": "2026-00123", "datePublication": "2026-06-25", "type": "PUBLICATION_LEGALE"}\nTexte : KAZ BOIS, SA, RIDET 1 000 001.001. Le conseil du 10 juin 2026 a nommé M. Paul EXEMPLE président.';
    expect(findPublicationDate(text)).toBe('2026-06-25');
  });
});

describe("a seat's former address in apposition before its verb", () => {
  it("is a transfer of the seat ('le siège social, précédemment fixé …, a été transféré')", () => {
    const text =
      "KAZ BOIS\nSAS au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nAux termes d'une décision du président du 3 mars 2026, le siège social, précédemment fixé 1, rue Exemple, 98890 Païta, a été transféré au 2, rue Exemple, 98800 Nouméa. Président : M. Paul EXEMPLE.";
    expect(identityOf(text)).toEqual(['siege', 'KAZ BOIS', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe("a small ad's quoted name closed by a full stop before its capital", () => {
  it("is the company's name, not the ad's abbreviated heading", () => {
    const text =
      "AVIS CONST. – EURL « KAZ & BOIS ». Cap. 100 000 F CFP. Siège : 1 rue Exemple, 98800 Nouméa. Objet : négoce de bois. Durée : 99 ans. Gér. : M. Paul EXEMPLE. ASSP du 02/03/2026. RIDET 1 000 001.001.";
    expect(identityOf(text)).toEqual(['creation', 'KAZ & BOIS', 'EURL', '1000001001', '2026-03-02']);
  });
});

describe('a new name whose effect date stands between the auxiliary and its participle', () => {
  it("is the name after 'est, à compter du …, remplacée par'", () => {
    const text =
      'CHANGEMENT DE DÉNOMINATION\n\nSociété « KAZ BOIS », SAS au capital de 1 000 000 F CFP, 1, rue Exemple, 98800 Nouméa, immatriculée au RIDET sous le n° 1000001.001.\n\nPar décisions collectives des associés du 3 mars 2026, la dénomination sociale est, à compter du 1er avril 2026, remplacée par : « KAZ NÉGOCE ».\nL\'article 3 des statuts a été modifié en conséquence.';
    expect(identityOf(text)).toEqual(['statuts', 'KAZ NÉGOCE', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe('a resignation in a small ad’s shorthand', () => {
  it("leaves the officer after 'dém. de' out of the officers in office", () => {
    const text =
      'KAZ BOIS – SARL cap. 1.000.000 F – siège : 1 rue Exemple 98800 Nouméa – RIDET 1.000.001.001 – AGO 03/03/26 : dém. de M. Paul EXEMPLE, gér. ; nomin. Mme Ana EXEMPLE, gér., à cpter du 1/04/26. Pr avis.';
    expect(officersOf(noticeOf(text))).toEqual(['Ana EXEMPLE (gérant)']);
  });

  it("leaves the officer named right after the noun the decision takes note of ('prise d'acte démission M. X')", () => {
    const text =
      'SAS « KAZ BOIS » – cap. 1 000 000 F CFP – 1 r. Exemple 98800 Nouméa – RIDET 1 000 001.001. Déc. prés. 03/03/26 : prise d\'acte démission M. Paul EXEMPLE, DG, à c/ du 31/03/26. Prés. : Mme Ana EXEMPLE, inchangée.';
    expect(officersOf(noticeOf(text))).toEqual(['Ana EXEMPLE (président)']);
  });
});

describe('a plural civility before a list of officers who leave', () => {
  it("leaves every name of 'en remplacement de MM. X et Y'", () => {
    const text =
      "Délibération n° 2026-12 du 3 mars 2026 portant désignation des représentants de la province au conseil d'administration de la société KAZ BOIS\nVu les statuts de la société anonyme KAZ BOIS, au capital de 10 000 000 F CFP, RIDET n° 1 000 001.001 ;\nArticle 1er : Sont désignés pour représenter la province au conseil d'administration de la SA KAZ BOIS : M. Paul EXEMPLE et Mme Ana EXEMPLE, en remplacement de MM. Jean MODELE et Luc TEMOIN.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (administrateur)', 'Ana EXEMPLE (administrateur)']);
  });

  it('keeps a singular civility’s next name apart from the one who leaves', () => {
    const text =
      "KAZ BOIS, société anonyme au capital de 10 000 000 F CFP, 1, rue Exemple, 98800 Nouméa, RIDET 1 000 001.001.\nLe conseil d'administration du 3 mars 2026 a nommé administrateur M. Paul EXEMPLE, en remplacement de M. Jean MODELE, et Mme Ana EXEMPLE administratrice.";
    expect(officersOf(noticeOf(text))).toContain('Ana EXEMPLE (administrateur)');
  });
});

describe("an officer named by 'dirigée par son gérant'", () => {
  it('is listed beside the court’s appointee of a plan', () => {
    const text =
      "Par jugement du 3 mars 2026, le tribunal mixte de commerce de Nouméa a arrêté le plan de redressement par continuation de la société KAZ BOIS, SARL, 1, rue Exemple, 98800 Nouméa, RIDET n° 1 000 001.001, pour une durée de huit ans, et a désigné Maître Jean MODELE en qualité de commissaire à l'exécution du plan. La société reste dirigée par son gérant, M. Paul EXEMPLE.";
    expect(officersOf(noticeOf(text)).sort()).toEqual(["Jean MODELE (commissaire à l'exécution du plan)", 'Paul EXEMPLE (gérant)']);
  });
});
