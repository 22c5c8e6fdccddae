import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of court and insolvency notices showed missing (test/kernel/normalise/
// tribunaux): the greffe's extracts, the cour d'appel's arrêts, mandataires' and administrateurs'
// notices. Every text here is made up for the rule it names.

const read = (text: string): unknown => identityOf(text, 'T1');
const ridetOf = (text: string): string | null => {
  const [result] = parseNoticeTexts(text, { reference: 'T2' });
  return result?.ok ? result.notice.ridet : result?.quarantine.reason ?? null;
};

describe('an extension of a procedure to another company', () => {
  it('reads the company the procedure is extended to as the subject, not the debtor of the procedure extended', () => {
    const text =
      "TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\n\nPar jugement du 3 mars 2026, le tribunal a étendu à la SCI KAZ PATRIMOINE, 1 rue Exemple, Nouméa, RIDET 1 000 001.001, la procédure de liquidation judiciaire ouverte le 2 février 2026 à l'encontre de la SARL KAZ TRAVAUX, RIDET 2 000 002.001.\nLiquidateur : Me Paul EXEMPLE.";
    expect(read(text)).toEqual(['procedure', 'KAZ PATRIMOINE', 'SCI', '1000001001', '2026-03-03']);
  });
});

describe('a plan de cession that names the buyer first', () => {
  it('reads “la société B, RIDET …, a été désignée cessionnaire … le plan de cession de la SARL X, RIDET …” as X’s procedure', () => {
    const text =
      "AVIS\n\nLa société KAZ REPRISE, SAS, RIDET 2 000 002.001, dont le siège est 4 rue Exemple, Ducos, a été désignée cessionnaire par jugement du tribunal mixte de commerce de Nouméa du 3 mars 2026, qui a arrêté le plan de cession de la SARL KAZ BOUTIQUE, en redressement judiciaire, RIDET 1 000 001.001, au prix de 5 000 000 F CFP.\nCommissaire à l'exécution du plan : Me Paul EXEMPLE.";
    expect(read(text)).toEqual(['procedure', 'KAZ BOUTIQUE', 'SARL', '1000001001', '2026-03-03']);
  });

  it('still reads the buyer named after the debtor as another party', () => {
    const text =
      "Par jugement du 3 mars 2026, le tribunal a arrêté le plan de cession de la SARL KAZ BOUTIQUE, RIDET 1 000 001.001, au profit de la société KAZ REPRISE, SAS, RIDET 2 000 002.001.";
    expect(ridetOf(text)).toBe('1000001001');
  });
});

describe('the parties of an arrêt of the cour d’appel', () => {
  const text =
    "COUR D'APPEL DE NOUMÉA\nArrêt du 5 mars 2026\n\nAppelante : SARL KAZ GARAGE, 1 rue Exemple, Nouméa, RIDET 1 000 001.001.\nIntimée : SAS KAZ FOURNITURES, RIDET 2 000 002.001, créancière poursuivante.\n\nLa cour infirme le jugement du tribunal mixte de commerce de Nouméa du 10 décembre 2025 qui avait prononcé la liquidation judiciaire de l'appelante et ouvre une procédure de redressement judiciaire ; désigne Me Paul EXEMPLE en qualité de mandataire judiciaire.";

  it('reads the creditor named by its role right after its identifier as another party', () => {
    expect(ridetOf(text)).toBe('1000001001');
  });

  it('names the subject from the side label on its identifier’s line, and dates it by the arrêt, not the judgment it overturns', () => {
    expect(read(text)).toEqual(['procedure', 'KAZ GARAGE', 'SARL', '1000001001', '2026-03-05']);
  });
});

describe('role words that are no other company’s role', () => {
  it('reads “dont la province … est l’actionnaire majoritaire” as a role in the subject itself', () => {
    const text =
      "TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nJugement du 3 mars 2026\n\nOuverture d'une procédure de redressement judiciaire à l'égard de la société anonyme d'économie mixte locale KAZ TRANSPORTS, dont la province Sud est l'actionnaire majoritaire, 1 rue Exemple, Nouméa, RIDET 1 000 001.001.\nMandataire judiciaire : Me Paul EXEMPLE.";
    expect(ridetOf(text)).toBe('1000001001');
  });

  it('reads “à la requête du liquidateur, Me X,” as the organ that asked, not a party before the debtor', () => {
    const text =
      "TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\n\nPar jugement du 3 mars 2026, rendu à la requête du liquidateur, Me Paul EXEMPLE, le tribunal a reporté au 1er juin 2025 la date de cessation des paiements de la SARL KAZ BÉTON, 1 rue Exemple, Nouméa, RIDET 1 000 001.001, en liquidation judiciaire.";
    expect(read(text)).toEqual(['procedure', 'KAZ BÉTON', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a trader’s RCS number', () => {
  it('reads “RCS Nouméa 2016 A …” (a natural person’s registration) as the RID', () => {
    const text =
      "TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA - Audience du 3 mars 2026\n\nClôture pour insuffisance d'actif de la liquidation judiciaire de M. Paul EXEMPLE, commerçant, 1 rue Exemple, Nouméa, RCS Nouméa 2016 A 1 000 001.";
    const notice = noticeOf(text);
    expect([notice.type, notice.ridet?.slice(0, 7), notice.date]).toEqual(['procedure', '1000001', '2026-03-03']);
  });
});

describe('the date of an arrêt', () => {
  it('does not read “l’arrêt de l’activité” as a decision dating the notice', () => {
    const text =
      "KAZ SERVICES, SARL, RIDET 1 000 001.001.\n\nPar décision du 3 mars 2026, l'associé unique, après avoir constaté l'arrêt de l'activité, a décidé la dissolution anticipée de la société à compter du 31 mars 2026. M. Paul EXEMPLE est nommé liquidateur.";
    expect(read(text)).toEqual(['dissolution', 'KAZ SERVICES', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a hearing adjourned', () => {
  it('quarantines an adjournment that decides nothing as outside the scope', () => {
    const text =
      "TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\n\nAffaire : SARL KAZ NÉGOCE, RIDET 1 000 001.001\n\nLa demande d'ouverture d'une procédure collective, examinée à l'audience du 3 mars 2026, est renvoyée à l'audience du 7 avril 2026.";
    expect(read(text)).toBe('hors_champ');
  });

  it('still reads a judgment that opens a procedure and sends the rest back to a later hearing', () => {
    const text =
      "TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\n\nPar jugement du 3 mars 2026, le tribunal ouvre une procédure de redressement judiciaire à l'égard de la SARL KAZ NÉGOCE, RIDET 1 000 001.001 ; l'examen de la période d'observation est renvoyé à l'audience du 7 septembre 2026.\nMandataire judiciaire : Me Paul EXEMPLE.";
    expect(read(text)).toEqual(['procedure', 'KAZ NÉGOCE', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a list of judgments printed in blocks under rules', () => {
  const text =
    "JONC du 3 mars 2026 - Greffe du tribunal mixte de commerce de Nouméa\n\n-----\nNom : SARL KAZ MENUISERIE\nRIDET : 1 000 001.001\nJugement du 24 février 2026 : liquidation judiciaire\nLiquidateur : Me Paul EXEMPLE\n-----\nNom : SCI KAZ MURS\nRIDET : 2 000 002.001\nJugement du 24 février 2026 : extension à cette société de la liquidation judiciaire de la SARL KAZ MENUISERIE (RIDET 1 000 001.001)\nLiquidateur : Me Paul EXEMPLE\n-----";

  it('reads each block under a rule as an entry, named by its “Nom :” line before a legal form', () => {
    const results = parseNoticeTexts(text, { reference: 'T3' });
    expect(results.map((r) => (r.ok ? [r.notice.denomination, r.notice.forme_juridique, r.notice.ridet, r.notice.date] : r.quarantine.reason))).toEqual([
      ['KAZ MENUISERIE', 'SARL', '1000001001', '2026-03-03'],
      ['KAZ MURS', 'SCI', '2000002001', '2026-03-03'],
    ]);
  });

  it('does not read a person’s “Nom :” line as a company name', () => {
    const notice = noticeOf("AVIS DE NOMINATION\n\nKAZ ATELIER, SARL, RIDET 1 000 001.001.\nPar décision du 3 mars 2026, l'associé unique a nommé un nouveau gérant.\nNom : EXEMPLE\nPrénom : Paul");
    expect(notice.denomination).toBe('KAZ ATELIER');
  });
});

describe('court appointees and officers as court notices name them', () => {
  const officers = (text: string): string[] => officersOf(noticeOf(text));

  it('reads a court appointee in apposition after the role (“à la requête du liquidateur, Me X,”)', () => {
    expect(
      officers("Par jugement du 3 mars 2026, rendu à la requête du liquidateur, Me Paul EXEMPLE, le tribunal a reporté au 1er juin 2025 la date de cessation des paiements de la SARL KAZ BÉTON, RIDET 1 000 001.001, en liquidation judiciaire."),
    ).toEqual(['Paul EXEMPLE (liquidateur)']);
  });

  it('reads an officer in apposition said to stay in office (“dont le président, M. X, demeure en fonctions”)', () => {
    expect(
      officers("Par jugement du 3 mars 2026, le tribunal a ouvert une procédure de sauvegarde au bénéfice de la SAS KAZ HÔTEL, RIDET 1 000 001.001, dont le président, M. Paul EXEMPLE, demeure en fonctions.\nMandataire judiciaire : Me Jeanne MODÈLE."),
    ).toEqual(['Paul EXEMPLE (président)', 'Jeanne MODÈLE (mandataire judiciaire)']);
  });

  it('does not list the appointee whose mission the judgment ends (“la mission de l’administrateur judiciaire, Maître X, prend fin”)', () => {
    expect(
      officers("Jugement du 3 mars 2026. Le tribunal arrête le plan de redressement de la SARL KAZ PÊCHE, RIDET 1 000 001.001 ; nomme Maître Jeanne MODÈLE en qualité de commissaire à l'exécution du plan ; dit que la mission de l'administrateur judiciaire, Maître Paul EXEMPLE, prend fin."),
    ).toEqual(["Jeanne MODÈLE (commissaire à l'exécution du plan)"]);
  });

  it('reads the role after the person’s firm in apposition (“Me X, de la SELARL Y, en qualité de mandataire judiciaire”)', () => {
    expect(
      officers("Par jugement du 3 mars 2026, le tribunal a ouvert une procédure de redressement judiciaire à l'égard de la SARL KAZ PLOMBERIE, RIDET 1 000 001.001, et désigné Me Paul EXEMPLE, de la SELARL KAZ MANDATAIRES, en qualité de mandataire judiciaire."),
    ).toEqual(['Paul EXEMPLE (mandataire judiciaire)']);
  });

  it('reads the firm a court designates “en la personne de” a lawyer, not the lawyer', () => {
    expect(
      officers("Jugement du 3 mars 2026 : redressement judiciaire de la SARL KAZ CHARPENTE, RIDET 1 000 001.001.\nAdministrateur judiciaire : SCP KAZ ADMINISTRATEURS, en la personne de Me Paul EXEMPLE."),
    ).toEqual(['KAZ ADMINISTRATEURS (administrateur judiciaire)']);
  });

  it('does not list the liquidator a closure discharges, even when the notice is signed in that name', () => {
    expect(
      officers("Liquidation judiciaire de la SARL KAZ CAFÉ, RIDET 1 000 001.001.\nPar jugement du 3 mars 2026, le tribunal a prononcé la clôture pour insuffisance d'actif et déchargé le liquidateur de sa mission.\nLe liquidateur, Maître Paul EXEMPLE"),
    ).toEqual([]);
  });

  it('does not list appointees a decision discharges together (“…, sont déchargés de leurs fonctions”)', () => {
    expect(
      officers("Arrêt du 3 mars 2026. La cour annule le jugement d'ouverture du redressement judiciaire de la SARL KAZ JARDINS, RIDET 1 000 001.001. Me Paul EXEMPLE, mandataire judiciaire, et Me Jeanne MODÈLE, administrateur judiciaire, sont déchargés de leurs fonctions."),
    ).toEqual([]);
  });
});

describe('a list’s abbreviations', () => {
  const text =
    "JONC du 3 mars 2026\n\nTRIBUNAL MIXTE DE COMMERCE DE NOUMÉA - JUGEMENTS DU 24 FÉVRIER 2026\n\nDébiteur                       RIDET            Décision                    Organe\nSARL KAZ PEINTURE              1 000 001.001    Redressement judiciaire     MJ : Me Paul EXEMPLE\nM. Jean MODÈLE (EI)            2 000 002.001    Liquidation judiciaire      Liq. : Me Jeanne MODÈLE\n\nMJ : mandataire judiciaire. Liq. : liquidateur. EI : entrepreneur individuel.";

  it('reads “MJ : Me X” as the mandataire judiciaire, a legend line defining several abbreviations, and a trader’s name without “(EI)”', () => {
    const results = parseNoticeTexts(text, { reference: 'T4' });
    expect(results.map((r) => (r.ok ? [r.notice.denomination, officersOf(r.notice)] : r.quarantine.reason))).toEqual([
      ['KAZ PEINTURE', ['Paul EXEMPLE (mandataire judiciaire)']],
      ['Jean MODÈLE', ['Jeanne MODÈLE (liquidateur)']],
    ]);
  });
});

describe('a list of judgments exported as a delimited table', () => {
  it('reads each row of a semicolon table under its column names as an entry', () => {
    const text =
      "Parution du 3 mars 2026\n\nÉtat des jugements du 24 février 2026\n\nDébiteur;Forme;RIDET;Jugement;Organe\nKAZ VERRERIE;SARL;1000001.001;liquidation judiciaire;liquidateur Me Paul EXEMPLE\nKAZ AGENCEMENT;SAS;2000002.001;redressement judiciaire;mandataire judiciaire Me Jeanne MODÈLE";
    const results = parseNoticeTexts(text, { reference: 'T5' });
    expect(results.map((r) => (r.ok ? [r.notice.denomination, r.notice.forme_juridique, r.notice.ridet, r.notice.date, officersOf(r.notice)] : r.quarantine.reason))).toEqual([
      ['KAZ VERRERIE', 'SARL', '1000001001', '2026-03-03', ['Paul EXEMPLE (liquidateur)']],
      ['KAZ AGENCEMENT', 'SAS', '2000002001', '2026-03-03', ['Jeanne MODÈLE (mandataire judiciaire)']],
    ]);
  });

  it('does not read a sentence with two semicolons as a table', () => {
    const notice = noticeOf("KAZ TRANSPORTS, SARL, RIDET 1 000 001.001.\nPar décision du 3 mars 2026, l'associé unique a transféré le siège au 2 rue Exemple, Nouméa ; modifié l'objet social ; et nommé M. Paul EXEMPLE gérant.");
    expect([notice.type, notice.denomination]).toEqual(['siege', 'KAZ TRANSPORTS']);
  });
});
