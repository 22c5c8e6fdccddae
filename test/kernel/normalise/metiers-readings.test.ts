import { describe, expect, it } from 'vitest';
import { cleanNoticeText } from '../../../kernel/normalise/clean-text.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { OFFICERS_TABLE_DECISIONS } from '../../../kernel/normalise/officers-table-decision.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings four blind groups showed missing (test/kernel/normalise/nickel, transports, elevage,
// numerique: mining subcontractors, hauliers and boats, farms, start-ups): an officers' table with a
// decision column, a grouping's seat, a seed round's subscribers, an officer company registered
// abroad, a small ad's head, and officers told by a noun, a second verb, a list or a signature.
// Every text here is made up for the rule it names (RIDs 1 234 566, 1 000 009, 2 000 008,
// 3 000 007 and 4 000 006 pass the check), never a copy of a group text.

// The type's patterns read folded text (classify.ts).
const isTableDecision = (line: string): boolean => OFFICERS_TABLE_DECISIONS.some((p) => p.test(fold(line)));

describe("an officers' table whose last column says what the act did", () => {
  const table = [
    'KAZ MINES DU NORD',
    'Société par actions simplifiée – capital 1 000 000 F CFP',
    'Siège : 1, rue Exemple, 98800 Nouméa – RIDET 1 234 566.001',
    '',
    'Décisions du 2026-03-02',
    '',
    '| Fonction                      | Titulaire                          | Décision      |',
    '|-------------------------------|------------------------------------|---------------|',
    '| Président                     | SOUTHERN EXEMPLE LTD (Singapour)   | renouvelé     |',
    '| Commissaire aux comptes       | CABINET EXEMPLE, SARL, RIDET 2 000 008.001 | nommé |',
    '| Commissaire aux comptes supp. | Mme Ana MODÈLE                     | nommée        |',
    '| Commissaire aux comptes       | M. Paul ANCIEN                     | non renouvelé |',
  ].join('\n');

  it('reads a change of officers under the company’s own identifier', () => {
    expect(identityOf(table)).toEqual(['nomination', 'KAZ MINES DU NORD', 'SAS', '1234566001', '2026-03-02']);
  });

  it('lists each holder with the row’s office, the substitute abbreviated, and not the auditor not renewed', () => {
    expect(officersOf(noticeOf(table))).toEqual(['SOUTHERN EXEMPLE (président)', 'CABINET EXEMPLE (commissaire aux comptes)', 'Ana MODÈLE (commissaire aux comptes suppléant)']);
  });

  it('takes a decision cell for an event, a holder kept unchanged for none', () => {
    expect(isTableDecision('Président : M. Jean MODÈLE (renouvelé)')).toBe(true);
    expect(isTableDecision('– Gérant : Mme Ana MODÈLE (SARL, nommée)')).toBe(true);
    expect(isTableDecision('Président : M. Jean MODÈLE (inchangé)')).toBe(false);
    expect(isTableDecision('Président : M. Jean MODÈLE')).toBe(false);
  });
});

describe('a seat transferred, told of the entity by what it is', () => {
  it('reads a grouping’s seat transferred as a transfer of seat', () => {
    const text = [
      'GROUPEMENT D’INTÉRÊT ÉCONOMIQUE',
      '« TRANSPORTS EXEMPLE »',
      'Siège : 1, rue Exemple, 98800 Nouméa',
      'RIDET n° 1234566.001',
      '',
      'Par délibération de l’assemblée des membres du 2 mars 2026, le siège du groupement a été transféré au 7, rue Modèle, 98800 Nouméa.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'TRANSPORTS EXEMPLE', 'GIE', '1234566001', '2026-03-02']);
  });
});

describe("a capital increase's subscribers told by the shares they take", () => {
  const seed = [
    'KAZ LOGICIELS',
    'Société par actions simplifiée au capital de 3 000 000 F CFP',
    'Siège social : 1, rue Exemple, 98800 Nouméa',
    'RIDET 1 234 566.001',
    '',
    'Aux termes d’une décision collective des associés du 2 mars 2026, le capital social a été augmenté de 1 000 000 F CFP pour être porté à 3 000 000 F CFP, par l’émission de 1 000 actions nouvelles, souscrites en numéraire par :',
    '– la société FONDS EXEMPLE, société par actions simplifiée, RIDET 2 000 008.001, à hauteur de 600 actions ;',
    '– la société MODÈLE VENTURES, société à responsabilité limitée, RIDET 3 000 007.001, à hauteur de 400 actions.',
  ].join('\n');

  it('publishes the capital change under the company’s identifier, the investors being third parties', () => {
    expect(identityOf(seed)).toEqual(['capital', 'KAZ LOGICIELS', 'SAS', '1234566001', '2026-03-02']);
  });
});

describe('an officer company registered abroad', () => {
  it('leaves out the form printed after its name', () => {
    const text = 'KAZ FORAGES\nSAS au capital de 1 000 000 F CFP\nRIDET 1 234 566.001\n\nPar décision du 2 mars 2026, l’associé unique a nommé en qualité de président la société EXEMPLE DRILLING PTY LTD, société de droit australien, en remplacement de M. Paul ANCIEN, démissionnaire.';
    expect(officersOf(noticeOf(text))).toEqual(['EXEMPLE DRILLING (président)']);
  });

  it('leaves out a short form word only when the description names the foreign law', () => {
    const swiss = 'KAZ NÉGOCE\nSAS au capital de 1 000 000 F CFP\nRIDET 1 234 566.001\n\nPar décision du 2 mars 2026, la société MODÈLE METALS AG, société de droit suisse, a été nommée présidente en remplacement de M. Paul ANCIEN, démissionnaire.';
    expect(officersOf(noticeOf(swiss))).toEqual(['MODÈLE METALS (président)']);
    const local = swiss.replace(', société de droit suisse,', ',');
    expect(officersOf(noticeOf(local))).toEqual(['MODÈLE METALS AG (président)']);
  });
});

describe('a word cut at a line’s end before its last syllable', () => {
  it('joins a noun’s ending ‘-toire’ to its head', () => {
    expect(cleanNoticeText('LABORA-\nTOIRE EXEMPLE\nSARL')).toBe('LABORATOIRE EXEMPLE\nSARL');
    expect(cleanNoticeText('RÉPER-\nTOIRES DU NORD')).toBe('RÉPERTOIRES DU NORD');
  });
});

describe("a small ad's head: its title, the form and the name in guillemets", () => {
  it('names the company the head names, not a partner listed after it', () => {
    const text = [
      'LNC – Annonces légales – 06/03/2026',
      '',
      'CONST. SNC « KAZ EXEMPLE »',
      'Acte SSP 02/03/26. Cap. 100 000 XPF. Siège : 1, rue Exemple, 98800 Nouméa.',
      'Obj. : location de bateaux. Dur. 99 ans. Assoc. en nom : M. Jean MODÈLE et Mme Ana MODÈLE.',
      'Gér. : M. Jean MODÈLE et Mme Ana MODÈLE, cogérants.',
      'RIDET 1 234 566 001.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['creation', 'KAZ EXEMPLE', 'SNC', '1234566001', '2026-03-06']);
  });
});

describe('officers told otherwise than by their own name and office', () => {
  const header = 'KAZ EXEMPLE\nSARL au capital de 1 000 000 F CFP\nRIDET 1 234 566.001\n\n';

  it("reads 'Maitre' typed without its accent as a title", () => {
    const text = 'Jugement du 2 mars 2026\nLiquidation judiciaire\nSARL KAZ EXEMPLE, 1, rue Exemple, 98800 Nouméa. RIDET n° 1 234 566.001. Liquidateur : Maitre Ana MODÈLE.';
    expect(officersOf(noticeOf(text))).toEqual(['Ana MODÈLE (liquidateur)']);
  });

  it('gives the buyer the office the approved buyer is appointed to', () => {
    const text = `${header}Par acte du 2 mars 2026, Mme Ana MODÈLE a cédé à M. Jean EXEMPLE cinquante parts sociales. Le cessionnaire a été agréé et nommé cogérant, aux côtés de Mme Ana MODÈLE, qui demeure cogérante.`;
    expect(officersOf(noticeOf(text)).sort()).toEqual(['Ana MODÈLE (gérant)', 'Jean EXEMPLE (gérant)']);
  });

  it("gives a leaver the office of the same subject's second verb", () => {
    const text = `${header}Par assemblée du 2 mars 2026, les associés ont décidé de transformer la société en société par actions simplifiée. M. Jean MODÈLE, gérant, a cessé ses fonctions du fait de la transformation et a été nommé président.`;
    expect(officersOf(noticeOf(text))).toEqual(['Jean MODÈLE (président)']);
  });

  it("gives the founder the office 'le fondateur' is appointed to", () => {
    const text = 'CONSTITUTION\nSuivant acte du 2 mars 2026, M. Jean MODÈLE, consultant, demeurant 1, rue Exemple, 98800 Nouméa, a constitué une entreprise unipersonnelle à responsabilité limitée dénommée « KAZ CONSEIL », au capital de 100 000 F CFP. Le fondateur a été nommé gérant.\nLa société est immatriculée au RIDET sous le n° 1234566-001.';
    expect(officersOf(noticeOf(text))).toEqual(['Jean MODÈLE (gérant)']);
  });

  it("gives founders named together the office 'les deux fondateurs' are appointed to", () => {
    const text =
      "CONSTITUTION\nPar acte sous seing privé du 10 juillet 2026, le Docteur Ana MODÈLE et M. Jean EXEMPLE, vétérinaires, ont constitué une société d'exercice libéral à responsabilité limitée dénommée KAZ VÉTO, au capital de 1 500 000 F CFP, siège à Païta. Les deux fondateurs sont nommés cogérants pour une durée illimitée. La société est immatriculée sous le n° RIDET 1234566/001.";
    expect(officersOf(noticeOf(text))).toEqual(['Ana MODÈLE (gérant)', 'Jean EXEMPLE (gérant)']);
  });

  it('lets every name a replacement lists leave, its preposition repeated', () => {
    const text = `${header}Par assemblée du 2 mars 2026, sont nommés administrateurs : Mme Ana MODÈLE et M. Jean EXEMPLE, en remplacement de M. Paul ANCIEN et de Mme Lise ANCIENNE.`;
    expect(officersOf(noticeOf(text))).toEqual(['Ana MODÈLE (administrateur)', 'Jean EXEMPLE (administrateur)']);
  });

  it("seats every name a board's composition lists bare", () => {
    const text = 'CONSTITUTION\nSuivant acte du 2 mars 2026, il a été constitué une société anonyme dénommée « KAZ AGRICOLE », au capital de 10 000 000 F CFP. Le premier conseil d’administration est composé de M. Jean MODÈLE, M. Paul EXEMPLE et Mme Ana MODÈLE. Le conseil a élu M. Jean MODÈLE en qualité de président du conseil d’administration.\nRIDET 1 234 566.001.';
    expect(officersOf(noticeOf(text)).sort()).toEqual(['Ana MODÈLE (administrateur)', 'Jean MODÈLE (administrateur)', 'Jean MODÈLE (président)', 'Paul EXEMPLE (administrateur)']);
  });

  it('reads the office named between the managing verb and its holder', () => {
    const text = 'CONSTITUTION\nSuivant contrat du 2 mars 2026, il a été constitué un groupement d’intérêt économique dénommé « KAZ ÉLEVEURS ». Le groupement est administré par un administrateur unique, M. Jean MODÈLE, éleveur à Bourail.\nRIDET 1 234 566.001.';
    expect(officersOf(noticeOf(text))).toEqual(['Jean MODÈLE (administrateur)']);
  });

  it("reads a signature naming the company by its form as the company's officer, and another company's as none", () => {
    const end = (company: string): string =>
      `LNC – 06/03/2026\nFIN DE LOCATION-GÉRANCE\nLa location-gérance du fonds consentie par la SARL KAZ EXEMPLE, RIDET 1 234 566.001, à la SAS MODÈLE DU SUD, RIDET 2 000 008.001, a pris fin le 2 mars 2026.\nPour avis, la gérante de la ${company}, Mme Ana MODÈLE.`;
    expect(officersOf(noticeOf(end('SARL KAZ EXEMPLE')))).toEqual(['Ana MODÈLE (gérant)']);
    expect(officersOf(noticeOf(end('SAS MODÈLE DU SUD')))).toEqual([]);
  });

  it("gives the corrected name of a rectificatif the office of the appointment it corrects", () => {
    const text = 'JONC – 06/03/2026\nRECTIFICATIF\nDans l’annonce relative à la société KAZ EXEMPLE, SARL, RIDET 1 234 566.001, publiée le 20 février 2026, concernant la nomination d’un nouveau gérant par l’assemblée générale du 2 février 2026, il fallait lire : « M. Jean MODÈLE » au lieu de « M. Jean MODELLE ».';
    expect(officersOf(noticeOf(text))).toEqual(['Jean MODÈLE (gérant)']);
  });
});
