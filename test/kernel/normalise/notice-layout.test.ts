import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { isUpperCaseLine, noticeLayout } from '../../../kernel/normalise/notice-layout.ts';
import { isCardHeadLine, isCardRecordHeadLine } from '../../../kernel/normalise/card-publication-line.ts';
import { identityOf } from './notice-helpers.ts';

// Made up. Each line is read folded as a slice of the whole text's fold: indented lines, blank
// lines and accents before a line must not shift what each line is read as.
describe('noticeLayout: header lines read at their place in the text', () => {
  it('skips the rubrics, takes the title and the header, starts the body at the act', () => {
    const text = "\n  PUBLICATIONS LÉGALES\n\n   MODIFICATIONS\n  AVIS DE RÉDUCTION DE CAPITAL  \nALPHA, SARL au capital de 100 000 F CFP\n   Aux termes d'une décision du 3 mars 2026, le capital a été réduit.";
    const layout = noticeLayout(text);
    expect(layout.headerLines).toEqual(['PUBLICATIONS LÉGALES', 'MODIFICATIONS', 'AVIS DE RÉDUCTION DE CAPITAL', 'ALPHA, SARL au capital de 100 000 F CFP']);
    expect(layout.titleLine).toBe('AVIS DE RÉDUCTION DE CAPITAL');
    expect(layout.body).toBe("Aux termes d'une décision du 3 mars 2026, le capital a été réduit.");
  });

  it('starts the body at an indented act after accented header lines', () => {
    const layout = noticeLayout('ÉTUDE DE MAÎTRE ÉLODIE\n\n      Suivant acte du 2 mai 2026, M. X a cédé ses parts.');
    expect(layout.headerLines).toEqual(['ÉTUDE DE MAÎTRE ÉLODIE']);
    expect(layout.body).toBe('Suivant acte du 2 mai 2026, M. X a cédé ses parts.');
  });
});

// Made up. The header lines are handed down folded to the readers of the header's names, which
// would otherwise fold each line again: each is the fold of its line, in the same order.
describe('noticeLayout: the header lines folded', () => {
  it('folds each header line as it stands, indented, accented or spaced by no-break spaces', () => {
    const layout = noticeLayout("  ÉTUDE\u00a0DE MAÎTRE ÔTÉ\n\n\tAVIS DE CESSION DE FONDS\u00a0\n« L'ÉCHOPPE DU LAGON », EURL au capital de 500 000 F CFP\nSuivant acte du 4 juin 2026, la société a cédé son fonds.");
    expect(layout.headerLines).toHaveLength(3);
    expect(layout.foldedHeaderLines).toEqual(layout.headerLines.map((line) => fold(line)));
  });

  it("drops the fold of a line read as the body's opening with the line itself", () => {
    const layout = noticeLayout('ANNONCE LÉGALE\nJugement du 2 mars 2026 – Ouverture d’une procédure de redressement\njudiciaire à l’encontre de la société ÉLAN, SARL.');
    expect(layout.foldedHeaderLines).toEqual(layout.headerLines.map((line) => fold(line)));
  });

  it('keeps the fold of the first line only when no body is found, as it keeps the line', () => {
    const layout = noticeLayout('ÉLAN\nSARL AU CAPITAL DE 100 000 F CFP\nSIÈGE : NOUMÉA');
    expect(layout.headerLines).toEqual(['ÉLAN']);
    expect(layout.foldedHeaderLines).toEqual(['elan']);
  });
});

// Made up. A capitals line has at least four capitals for each small letter, wherever they stand:
// small letters read first may be made up for by the capitals after them.
describe('isUpperCaseLine: four capitals for each small letter', () => {
  it('counts the letters of the whole line, the small ones first or last', () => {
    expect(isUpperCaseLine('SARL LES PINS')).toBe(true);
    expect(isUpperCaseLine('ab CDEFGHIJ')).toBe(true);
    expect(isUpperCaseLine('CDEFGHIJ ab')).toBe(true);
    expect(isUpperCaseLine('abc CDEFGHIJ')).toBe(false);
    expect(isUpperCaseLine('a BCDE')).toBe(true);
    expect(isUpperCaseLine('ab BCDE')).toBe(false);
    expect(isUpperCaseLine('Aux termes d’un acte sous seing privé')).toBe(false);
  });

  it('counts a letter outside the basic plane as its two code units', () => {
    expect(isUpperCaseLine('a 𝐀 CD')).toBe(true);
    expect(isUpperCaseLine('a 𝐀 C')).toBe(false);
    expect(isUpperCaseLine('a C 𝐀')).toBe(false);
  });
});

// Made up. A label line ('Objet : …') is header-like: the lower-case line after it goes on with its
// value, not with a sentence that opened the body. A line of fourteen words that is no header opens
// the body, however short its words.
describe('noticeLayout: label lines and the first long line of the body', () => {
  it('reads a label line as the header, the lower-case line after it as its value', () => {
    const layout = noticeLayout("AVIS DE CONSTITUTION\nObjet : vente de fleurs\nen gros et au détail\nAux termes d'un acte du 2 mai 2026, il a été constitué une SARL.");
    expect(layout.headerLines).toEqual(['AVIS DE CONSTITUTION', 'Objet : vente de fleurs', 'en gros et au détail']);
    expect(layout.body).toBe("Aux termes d'un acte du 2 mai 2026, il a été constitué une SARL.");
  });

  it('reads a label spaced before its colon, and a label after a line without one', () => {
    const layout = noticeLayout("MODIFICATION\nNouveau siège social   : Bourail\nlot 12, route de la plage\nSuivant décision du 4 juin 2026, le siège a été transféré.");
    expect(layout.headerLines).toEqual(['MODIFICATION', 'Nouveau siège social   : Bourail', 'lot 12, route de la plage']);
  });

  it('opens the body at a line of fourteen words of one letter each', () => {
    const layout = noticeLayout('TITRE\nA b c d e f g h i j k l m n\nFin.');
    expect(layout.headerLines).toEqual(['TITRE']);
    expect(layout.body).toBe('A b c d e f g h i j k l m n\nFin.');
  });

  it('keeps a line of thirteen words in the header', () => {
    const layout = noticeLayout('TITRE\nA b c d e f g h i j k l m\nFin.');
    expect(layout.body).toBe('TITRE\nA b c d e f g h i j k l m\nFin.');
  });
});

describe("noticeLayout: a company's card that spells its form out on a line of its own", () => {
  it('keeps the form and the capital under it in the header, the body opening after the card', () => {
    const text = 'KAZ DU LAGON\nSociété à responsabilité limitée\nau capital de 1 000 000 F CFP\nSiège social : Koné\nRIDET : 5 830 161.001\n\nPar décision du 2 mars 2026, la gérante a transféré le siège.';
    const layout = noticeLayout(text);
    expect(layout.headerLines).toEqual(['KAZ DU LAGON', 'Société à responsabilité limitée', 'au capital de 1 000 000 F CFP', 'Siège social : Koné', 'RIDET : 5 830 161.001']);
    expect(layout.body.startsWith('Par décision du 2 mars 2026')).toBe(true);
  });

  it('reads a capital line as the body where no form line stands above it', () => {
    const text = 'KAZ DU LAGON\nau capital de 1 000 000 F CFP, les associés ont transféré le siège le 2 mars 2026.';
    expect(noticeLayout(text).headerLines).toEqual(['KAZ DU LAGON']);
  });
});

describe('a sheet of fields without a body, the company’s name over the event’s title', () => {
  const sheet = [
    'ACTU.NC – ANNONCES LÉGALES',
    'Modifications – édition du mercredi 19 août 2026',
    '',
    'ESSAIS DE KOUMAC',
    '',
    'TRANSFORMATION EN SOCIÉTÉ PAR ACTIONS SIMPLIFIÉE',
    '',
    'RIDET : 1 000 009.001',
    'Siège : lot 3, zone des Tests, 98850 Koumac',
    'Décision : assemblée générale extraordinaire du 5 août 2026',
  ].join('\n');

  it('keeps the name and the title in the header, below the masthead and the edition’s line', () => {
    expect(noticeLayout(sheet).headerLines).toEqual(['ACTU.NC – ANNONCES LÉGALES', 'Modifications – édition du mercredi 19 août 2026', 'ESSAIS DE KOUMAC', 'TRANSFORMATION EN SOCIÉTÉ PAR ACTIONS SIMPLIFIÉE']);
  });

  it('keeps a masthead line with figures out of the name’s place', () => {
    const bulletin = 'BULLETIN DES TESTS DU NORD — 18/09/2026\nDISSOLUTION\nRIDET : 1 000 009.001\nLiquidateur : M. Paul EXEMPLE';
    expect(noticeLayout(bulletin).headerLines).toEqual(['BULLETIN DES TESTS DU NORD — 18/09/2026']);
  });
});

// Made up (2026-12-07, thirteenth session, from gargouilles gy29). A notice printed in capitals
// throughout: its paragraph's long lines are the body, not a header of capitals, so the place a
// line opens on is no company's header name.
describe('a notice printed in capitals throughout', () => {
  const text = [
    'MARDI 8 SEPTEMBRE 2026     JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE     7803',
    '',
    'FIN DE LOCATION-GERANCE',
    '',
    'LA LOCATION-GERANCE DU FONDS DE COMMERCE DE RESTAURANT SIS',
    'PLAGE DES TESTS, 98870 BOURAIL, CONSENTIE PAR LA SOCIETE',
    'HOTELS DES ESSAIS, SOCIETE PAR ACTIONS SIMPLIFIEE AU CAPITAL',
    'DE 1 000 000 F CFP, SIEGE : PLAGE DES TESTS, 98870 BOURAIL,',
    'RIDET 1 000 009.001, A LA SOCIETE KARU TESTS, EURL AU CAPITAL',
    'DE 100 000 F CFP, RIDET 2 000 008.001, A PRIS FIN LE 31 AOUT 2026 PAR',
    "L'ARRIVEE DE SON TERME.",
    '                                        POUR AVIS, LE PRESIDENT',
    '                                        M. PAUL TESTARD',
  ].join('\n');

  it('opens the body at the paragraph, the title alone above it', () => {
    expect(noticeLayout(text).headerLines).toEqual(['MARDI 8 SEPTEMBRE 2026     JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE     7803', 'FIN DE LOCATION-GERANCE']);
  });

  it("names the company the paragraph introduces, not the place a line opens on", () => {
    expect(identityOf(text)).toEqual(['cession', 'HOTELS DES ESSAIS', 'SAS', '1000009001', '2026-09-08']);
  });
});

// Made up (2026-12-07, thirteenth session, from acroteres ay06). The card's form line tells the
// company's state after its form: still the card, so the title under it heads the notice.
describe("a card whose form line tells the company's state", () => {
  const text = [
    'LES TESTS DE PAÏTA',
    'Société civile immobilière en liquidation',
    'au capital de 100 000 F CFP',
    'Siège de la liquidation : 6, rue des Essais, 98800 Nouméa',
    'RIDET 1 000 009.001',
    '',
    'TRANSFERT DU SIÈGE DE LA LIQUIDATION',
    '',
    "La dissolution anticipée de la société a été décidée par l'assemblée générale extraordinaire des associés du 15 janvier 2026, qui a nommé M. Paul TESTARD en qualité de liquidateur.",
    '',
    'Par décision du 3 août 2026, le liquidateur a transféré le siège de la liquidation au 12, allée des Tests, 98890 Païta.',
    '',
    'Pour avis, le liquidateur.',
  ].join('\n');

  it('keeps the form line and the title in the header', () => {
    expect(noticeLayout(text).headerLines).toContain('TRANSFERT DU SIÈGE DE LA LIQUIDATION');
  });

  it('types the notice by its title, the dissolution recalled under it', () => {
    expect(identityOf(text)).toEqual(['siege', 'LES TESTS DE PAÏTA', 'SCI', '1000009001', '2026-08-03']);
  });
});

// Made up (2026-12-07, eighteenth session, from clochetons hk14). A portal's record of its card's
// fields over a sheet (`Numéro : …` / `Nature : …` / `Date de publication : …` / `Rubrique : …`) is the
// card's head: the sheet's header, the company's name over its labelled fields, starts under it.
describe("a portal's card head over a sheet of fields", () => {
  const sheet = [
    'HYDRO-TESTS CALÉDONIE',
    '',
    'Forme juridique : société par actions simplifiée au capital de 3 000 000 F CFP',
    'Identifiant : RIDET 1 000 009.003',
    'Nouveau siège : lot 41, 98860 Koné',
    'Décision : décision du président du 20 juillet 2026',
  ].join('\n');

  it('reads the name under the head', () => {
    for (const head of ['Numéro : 2026-01044\nNature : PUBLICATION_LEGALE\nDate de publication : 2026-08-06\nRubrique : Modifications – Transfert de siège', 'Type de contenu : PUBLICATION_LEGALE']) {
      expect(identityOf(`${head}\n\n${sheet}`)).toEqual(['siege', 'HYDRO-TESTS CALÉDONIE', 'SAS', '1000009003', head.includes('2026-08-06') ? '2026-08-06' : '2026-07-20']);
    }
  });

  it('keeps the record lines out of the card openings a page of cards is parted by', () => {
    expect(isCardHeadLine('Numéro : 2026-01044')).toBe(false);
    expect(isCardRecordHeadLine('Numéro : 2026-01044')).toBe(true);
  });
});
