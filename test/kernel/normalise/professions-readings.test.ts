import { describe, expect, it } from 'vitest';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices from the liberal professions showed missing
// (test/kernel/normalise/professions): a form followed by its profession before the name, a
// procedure opened 'au profit de' its debtor, the debtor's officer who asked for the judgment, a
// firm named after its partners' surnames, a plural title before two officers, a holding of a
// liberal profession (SPFPL) appointed president, a one-partner SARL naming its profession, two PDF
// columns kept apart by two spaces. Every text here is made up for the rule it names, never a
// copy of a group text.

describe("a liberal profession's form followed by its profession ('la SELARL d'avocats X')", () => {
  it('names the company by the capitals after the profession', () => {
    const text =
      "Annonces judiciaires – 25 novembre 2026\n\nPar jugement du 16 novembre 2026, le tribunal mixte de commerce de Nouméa a prononcé la clôture pour insuffisance d'actif de la liquidation judiciaire de la SELARL d'avocats CABINET EXEMPLE, ayant son siège 6, rue A, 98800 Nouméa, RIDET 1000009.001.";
    expect(identityOf(text)).toEqual(['procedure', 'CABINET EXEMPLE', 'SELARL', '1000009001', '2026-11-25']);
  });

  it('reads the spelt-out form with its profession the same way', () => {
    const text =
      "AVIS DE TRANSFERT DE SIÈGE\n\nPar décision du 3 mars 2026, les associés de la société civile professionnelle de géomètres-experts ALPHA MESURES, RIDET 1 000 009.001, ont transféré le siège social au 2, rue B, 98800 Nouméa.";
    expect(identityOf(text)).toEqual(['siege', 'ALPHA MESURES', 'SCP', '1000009001', '2026-03-03']);
  });
});

describe("a procedure opened 'au profit de' its debtor", () => {
  it('names the debtor, who receives nothing from another party', () => {
    const text =
      "TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\n\nPar jugement du 19 novembre 2026, le tribunal a ouvert une procédure de sauvegarde au profit de la société d'exercice libéral par actions simplifiée BETA SANTÉ, dont le siège est 1, rue C, 98800 Nouméa, RIDET 1 000 009.001.\nMandataire judiciaire : Maître Luc EXEMPLE.";
    expect(identityOf(text)).toEqual(['procedure', 'BETA SANTÉ', 'SELAS', '1000009001', '2026-11-19']);
  });

  it("leaves a plan de cession's 'au profit de' to the buyer, and the debtor's parent named after it a third party", () => {
    const sale =
      "TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nJugement du 17 novembre 2026\n\nArrête le plan de cession de la société GAMMA BOIS, SARL, RIDET 1 000 009.001, en redressement judiciaire, au profit de la société DELTA, SAS, RIDET 1 000 017.001, pour le prix de 1 000 000 F CFP.";
    expect(identityOf(sale)).toEqual(['procedure', 'GAMMA BOIS', 'SARL', '1000009001', '2026-11-17']);
    const parent =
      "Par jugement du 4 mars 2026, le tribunal a converti en redressement judiciaire la procédure de sauvegarde ouverte le 7 octobre 2025 au profit de la SAS EPSILON PÊCHE, filiale de la SA ZETA GROUPE (RIDET 1 000 017.001), siège : quai A, 98850 Koumac, RIDET 1 000 009.001.";
    expect(identityOf(parent)).toEqual(['procedure', 'EPSILON PÊCHE', 'SAS', '1000009001', '2026-03-04']);
  });
});

describe("the debtor's officer who asked for the judgment ('sur requête de son président, le docteur X')", () => {
  it("holds that office in the debtor, whatever the person's title", () => {
    for (const person of ['le docteur Henri EXEMPLE', 'M. Henri EXEMPLE']) {
      const text = `TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\n\nPar jugement du 19 novembre 2026, le tribunal a ouvert une procédure de sauvegarde au profit de la société ETA CLINIQUE, SAS, RIDET 1 000 009.001, sur requête de son président, ${person}.`;
      expect(officersOf(noticeOf(text))).toEqual(['Henri EXEMPLE (président)']);
    }
  });
});

describe("a firm named after its partners' surnames ('SCP A, B ET C, avocats associés')", () => {
  const text =
    "CESSION DE PARTS SOCIALES\n\nSCP EXEMPLE, DUPRÉ ET KOLA, avocats associés\nSociété civile professionnelle au capital de 1 000 000 F CFP\nSiège : 5, rue D, 98800 Nouméa\nRIDET 1 000 009.001\n\nPar acte sous seing privé du 11 septembre 2026, Maître Jacques EXEMPLE a cédé ses 100 parts à Maître Inès KOLA, associée.\nMaîtres Ana DUPRÉ et Inès KOLA restent cogérantes.";

  it('reads the whole name, commas and all: a person\'s name inside a company name is the company\'s', () => {
    expect(identityOf(text)).toEqual(['cession', 'EXEMPLE, DUPRÉ ET KOLA', 'SCP', '1000009001', '2026-09-11']);
  });

  it("stops at a comma that names no partner ('X, SARL')", () => {
    const plain = 'AVIS DE TRANSFERT DE SIÈGE\n\nALPHA, SARL au capital de 100 000 F CFP\nRIDET 1 000 009.001\n\nPar décision du 2 mars 2026, le gérant a transféré le siège social au 3, rue E, 98800 Nouméa.';
    expect(identityOf(plain)).toEqual(['siege', 'ALPHA', 'SARL', '1000009001', '2026-03-02']);
  });

  it("lists the two officers a plural title names ('Maîtres A X et B Y restent cogérantes')", () => {
    expect(officersOf(noticeOf(text))).toEqual(['Ana DUPRÉ (gérant)', 'Inès KOLA (gérant)']);
  });
});

describe('a holding of a liberal profession appointed president (la SPFPL X)', () => {
  it("is listed by its name without its form, in place of the one it replaces", () => {
    const text =
      "THETA CLINIQUE\nSELAS de médecins au capital de 1 000 000 F CFP\nSiège : 1, avenue F, 98860 Koné\nRIDET 1 000 009.001\n\nCHANGEMENT DE PRÉSIDENT\nPar décisions des associés du 4 août 2026, la SPFPL IOTA PARTICIPATIONS, RIDET 1 000 017.001, représentée par le docteur Julien EXEMPLE, a été nommée présidente en remplacement du docteur Marie EXEMPLE, démissionnaire.";
    const notice = noticeOf(text);
    expect([notice.ridet, officersOf(notice)]).toEqual(['1000009001', ['IOTA PARTICIPATIONS (président)']]);
  });
});

describe("a one-partner SARL naming its profession ('société à responsabilité limitée d'architecture à associé unique')", () => {
  it('is an EURL', () => {
    const text =
      "AVIS DE CONSTITUTION\nSuivant acte sous seing privé du 10 février 2026, il a été constitué une société à responsabilité limitée d'architecture à associé unique dénommée : KAPPA ATELIER\nCapital : 100 000 F CFP. Siège : 3, rue G, 98800 Nouméa. Gérante : Mme Ana EXEMPLE. RIDET n° 1 000 009.001.";
    expect(identityOf(text)).toEqual(['creation', 'KAPPA ATELIER', 'EURL', '1000009001', '2026-02-10']);
  });
});

describe('two PDF columns side by side, two spaces apart where the left one fills its width', () => {
  it('reads the left column, then the right one', () => {
    const text = [
      '4 juin 2026     JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE     5094',
      'LAMBDA VÉTO                 sés se sont réunis en as-',
      'DU NORD                     semblée générale extraor-',
      "Société d'exercice libé-    dinaire le 14 mai 2026 et",
      'ral à responsabilité limi-  ont décidé de transférer',
      'tée de vétérinaires. Capi-  le siège social au lot 3,',
      'tal : 900 000 F CFP. Siè-   route A, 98812 Boulouparis.',
      'ge : RT1, 98890 Païta.      Gérante : Mme Ana',
      'RIDET n° 1 000 009.001.     EXEMPLE, vétérinaire.',
      'Les asso-',
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'LAMBDA VÉTO DU NORD', 'SELARL', '1000009001', '2026-06-04']);
  });
});
