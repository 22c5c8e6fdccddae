import { describe, expect, it } from 'vitest';
import { correctedReading, parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { corrections } from '../../../kernel/normalise/rectificatif.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

describe('a rectificatif', () => {
  it('takes the type of the notice it corrects and the corrected values', () => {
    const notice = noticeOf(`JONC – Publications légales – 29 janvier 2026\nRECTIFICATIF\nDans l'avis de constitution de la société TIKI BURGER, société à responsabilité limitée, RID 1789012, il convenait de lire : « Gérant : M. Tavita VRAI » au lieu de « Gérants : M. Tavita VRAI et M. Paul FAUX ».`);
    expect([notice.type, notice.denomination, notice.date, notice.etablissement_inconnu]).toEqual(['creation', 'TIKI BURGER', '2026-01-29', true]);
    expect(officersOf(notice)).toEqual(['Tavita VRAI (gérant)']);
  });

  it('reads a corrected name where the notice printed the wrong one', () => {
    const notice = noticeOf(`RECTIFICATIF\nDans l'annonce concernant la société TOTEM BOIS, SARL, RIDET 1 789 013.001, relative au transfert de siège décidé le 3 février 2026, il y a lieu de remplacer « TOTEM BOIS » par « TOTEM BOIS & FILS ».`);
    expect(notice.denomination).toBe('TOTEM BOIS & FILS');
  });

  it('reads a corrected name that lengthens the misprint once, not twice', () => {
    const notice = noticeOf(`RECTIFICATIF\nSociété KAZ PÊCHE, SARL, RIDET 1 000 009.001.\nDans l'avis relatif à la nomination d'un nouveau gérant par l'assemblée du 2 novembre 2026, il convenait de lire : « M. Paul KAZ-EXEMPLE » et non « M. Paul KAZ ».\nPublié le 20 novembre 2026.`);
    expect(officersOf(notice)).toEqual(['Paul KAZ-EXEMPLE (gérant)']);
  });

  it("reads the corrected name where the correction describes the company before its verb ('la dénomination de la société …, présidée par …, est « X » et non « Y »')", () => {
    const notice = noticeOf(
      "Publicité Légale Express — commande 26-8044 — mise en ligne le 02/12/2026\n\nRECTIFICATIF à l'annonce de constitution parue le 16 octobre 2026 : la dénomination de la société par actions simplifiée immatriculée au RIDET sous le n° 1 000 009.001, présidée par Mme Léa KAZ, est « KAZ PLONGÉE & DÉCOUVERTE » et non « KAZ PLONGEE DECOUVERTE ».",
    );
    expect([notice.denomination, notice.forme_juridique, notice.ridet]).toEqual(['KAZ PLONGÉE & DÉCOUVERTE', 'SAS', '1000009001']);
  });

  it('leaves a notice that corrects nothing as it is', () => {
    const text = 'AVIS DE CONSTITUTION\nCapital : 100 000 F CFP au lieu de 50 000 F CFP prévus.';
    expect(correctedReading(text)).toBe(text);
  });
});

describe('what a rectificatif says the earlier notice stated wrongly', () => {
  const head = 'RECTIFICATIF\n\nKAZ BÂTI – SARL – RIDET 1 000 001.001\n\n';
  it.each([
    ["'mentionnait à tort' a transfer the company never decided", "L'annonce parue le 2 mars 2026 mentionnait à tort un transfert du siège au 4, rue Exemple, Dumbéa. Seule a été décidée, le 1er mars 2026, la nomination de M. Paul KAZ en qualité de cogérant.", 'nomination'],
    ["'publié par erreur sous le titre' of another event", "L'avis paru le 2 mars 2026 a été publié par erreur sous le titre « DISSOLUTION ANTICIPÉE ». Il convenait de lire : « TRANSFERT DE SIÈGE ». Le siège a été transféré le 1er mars 2026 au 4, rue Exemple, Dumbéa.", 'siege'],
    ["'indiquait par erreur'", "L'annonce du 2 mars 2026 indiquait par erreur la dissolution anticipée de la société. L'assemblée du 1er mars 2026 a en réalité nommé Mme Ida KAZ gérante.", 'nomination'],
  ])('%s is not read', (_, body, type) => {
    expect(noticeOf(`${head}${body}`).type).toBe(type);
  });

  // (2026-12-07, fourteenth session, from plinthes pi17.)
  it('reads the value a correction denies then gives (`n’est pas une société à responsabilité limitée, mais une société par actions simplifiée`) as the given one', () => {
    const text = `RECTIFICATIF – AVIS DE CONSTITUTION\n\nKAZ STUDIO\nRIDET 1 000 001.001\n\nUne erreur s'est glissée dans l'avis de constitution de la société KAZ STUDIO, constituée par acte du 2 juin 2026 : la société n'est pas une société à responsabilité limitée, mais une société par actions simplifiée au capital de 200 000 F CFP.\n\nPour avis, le 22 juin 2026.`;
    expect(correctedReading(text)).not.toContain('responsabilité limitée');
    expect(noticeOf(text).forme_juridique).toBe('SAS');
  });

  // (2026-12-07, fourteenth session, from plinthes pi40.)
  it('reads a notice that cancels and replaces an earlier one as a correction: what the earlier one announced wrongly is not read', () => {
    const text = `JONC du 3 décembre 2026\n\nKAZ TRANSPORTS\nGroupement d'intérêt économique\nRIDET n° 1 000 001.001\n\nPROROGATION DE LA DURÉE DU GROUPEMENT\n\nLe présent avis annule et remplace l'avis paru le 26 novembre 2026, qui annonçait à tort la dissolution du groupement.\n\nL'assemblée des membres du 18 novembre 2026 a décidé de proroger de trente années la durée du groupement et de modifier l'article 5 du contrat.`;
    expect(correctedReading(text)).not.toContain('la dissolution du groupement');
    expect(noticeOf(text).type).toBe('statuts');
  });

  // (2026-12-07, fourteenth session, from plinthes pi27.)
  it('takes out what the earlier notice stated with `que` when the next sentence gives the right reading', () => {
    const text = `KAZ BÂTI – SAS – RIDET 1 000 001.001\n\nRECTIFICATIF À L'AVIS DE NOMINATION D'UN PRÉSIDENT\n\nL'avis susvisé indiquait que l'assemblée du 30 septembre 2026 avait nommé en qualité de président M. Alexis KAS.\n\nIl y a lieu de lire :\n« Président : M. Paul KAZ, demeurant à Koumac. »\n\nLe reste de l'avis demeure inchangé.`;
    expect(correctedReading(text)).not.toContain('Alexis KAS');
    expect(officersOf(noticeOf(`${text}\nJONC du 27 octobre 2026`))).toEqual(['Paul KAZ (président)']);
  });

  it('keeps a statement with `que` that no right reading follows', () => {
    const text = `${head}L'avis indiquait que la société a son siège à Koumac. Le capital est de 100 000 F CFP.`;
    expect(correctedReading(text)).toContain('la société a son siège à Koumac');
  });

  // (2026-12-07, twelfth session, from biffures bf01.)
  it("takes out the wrong value of a line opened by a capital ('Au lieu de : « Dénomination : X »' / 'Lire : « Dénomination : Y »')", () => {
    const text = `${head}A l'avis de constitution de la société KAZ BÂTIS, paru le 24 février 2026 :\n\nAu lieu de : « Dénomination : KAZ BÂTIS »\nLire : « Dénomination : KAZ BÂTI »\n\nLe reste de l'avis sans changement.`;
    expect(correctedReading(text)).not.toContain('Dénomination : KAZ BÂTIS');
    expect(noticeOf(text).denomination).toBe('KAZ BÂTI');
  });

  // (2026-12-07, twelfth session, from biffures bf28.)
  it('reads a correction that swaps the parties’ qualities as it prints them, no value a misprint of the other', () => {
    const text = `RECTIFICATIF\n\nLes qualités des parties ont été interverties dans l'avis du 1er avril 2026.\n\nAu lieu de : « La société ALPHA BOIS, SAS, RIDET 1 000 001.001, a vendu à la société BETA BOIS, SARL, RIDET 1 000 019.001, le fonds de quincaillerie »,\n\nil fallait lire : « La société BETA BOIS, SARL au capital de 4 000 000 F CFP, RIDET 1 000 019.001, a vendu à la société ALPHA BOIS, SAS, RIDET 1 000 001.001, le fonds de quincaillerie ».`;
    expect(correctedReading(text)).toContain('La société BETA BOIS, SARL au capital de 4 000 000 F CFP');
    expect(noticeOf(text).forme_juridique).toBe('SARL');
  });

  // (2026-12-07, twelfth session, from biffures bf16.)
  it("reads no quoted title the correction says was wrong ('sous le titre « X » … Le titre était erroné')", () => {
    const body = "Notre édition du 16 septembre 2026 a publié, sous le titre « Augmentation de capital », l'annonce concernant la société. Le titre était erroné : l'annonce concernait en réalité le transfert du siège social, décidé le 7 septembre 2026, au 15, avenue Exemple, Dumbéa. Le capital social reste fixé à 1 000 000 F CFP.";
    expect(noticeOf(`ERRATUM\n\nKAZ BÂTI – SARL – RIDET 1 000 001.001\n\n${body}`).type).toBe('siege');
  });

  // (2026-12-07, twelfth session, from charnieres cn37.)
  it("takes out a wrong statement whole, the dot of the identifier it names no end of it", () => {
    const read = correctedReading(`${head}Il a été indiqué par erreur que la gérante nommée était la société TESTS HOLDING, RIDET 5 830 120.001. Il fallait lire : Mme Ida KAZ.`);
    expect(read).not.toContain('5 830 120');
    expect(read).not.toContain('.001.');
    expect(read).toContain('Il fallait lire : Mme Ida KAZ.');
  });

  it("keeps what was 'omis par erreur': the content the correction adds", () => {
    expect(correctedReading(`${head}L'annonce parue le 2 mars 2026 a omis par erreur la nomination de Mme Ida KAZ en qualité de cogérante.`)).toContain('la nomination de Mme Ida KAZ');
  });
});

describe("a rectificatif that quotes a corrected clause whole", () => {
  it("pairs off the clause's parts between commas, a name that differs a correction of its own, figures left to their readings", () => {
    const text =
      "RECTIFICATIF\nDans l'annonce du 13 octobre 2026, il convenait de lire :\n« la société bénéficiaire, MIELS DU GRAND SUD, a porté son capital à 52 000 000 F CFP »\nau lieu de :\n« la société bénéficiaire, MIELS DU SUD, a porté son capital à 32 000 000 F CFP ».";
    expect(corrections(text).filter((c) => !c.wrong.includes(','))).toEqual([{ wrong: 'MIELS DU SUD', right: 'MIELS DU GRAND SUD' }]);
  });

  it('publishes the corrected name where the notice cites the company by its wrong one', () => {
    const notice = noticeOf(
      "JONC – Publications légales – mardi 27 octobre 2026\n\nRECTIFICATIF\n\nDans l'annonce publiée au JONC du 13 octobre 2026 relative à la dissolution de la société MIELS DU SUD, SAS, RIDET 1 000 009.001, il convenait de lire :\n« la société dissoute, MIELS DU GRAND SUD, a nommé liquidateur M. Paul EXEMPLE »\nau lieu de :\n« la société dissoute, MIELS DU SUD, a nommé liquidateur M. Paul EXEMPLE ».",
    );
    expect([notice.ridet, notice.denomination]).toEqual(['1000009001', 'MIELS DU GRAND SUD']);
  });
});


// Made up (the mosaiques group's kind): a constitution with its erratum added under it.
describe("an erratum that labels the right value and brackets the wrong one", () => {
  const notice =
    "AVIS DE CONSTITUTION\n\nSuivant acte du 16 mars 2026, il a été constitué une société.\nDénomination : ESSAIS LAGUNE\nForme : SARL\nRIDET 1 742 782.001\nGérante : Mme Ana TESTARD.\n\nERRATUM\nUne erreur s'est glissée dans l'annonce ci-dessus. Il fallait lire :\n– Dénomination : ESSAIS LAGON (et non « ESSAIS LAGUNE ») ;\nLe reste sans changement.";

  it('pairs the labelled value with the bracketed one it replaces', () => {
    expect(corrections(notice)).toContainEqual({ right: 'ESSAIS LAGON', wrong: 'ESSAIS LAGUNE' });
  });

  it('so the notice is read as corrected, still the constitution', () => {
    expect(noticeOf(notice)).toMatchObject({ type: 'creation', denomination: 'ESSAIS LAGON', ridet: '1742782001' });
  });
});

// Made up. A correction printed as two labelled lines under a party's block label.
describe('a correction printed as `Au lieu de :` and `Lire :` lines', () => {
  const text = [
    'Les Nouvelles Calédoniennes – Annonces légales – Rectificatifs',
    'Publié le 26/11/2026',
    '',
    'RECTIFICATIF',
    '',
    'à l’annonce « Fusion-absorption – augmentation de capital » parue le 12/11/2026, relative à la société absorbante.',
    '',
    'Société absorbante',
    'Au lieu de : ESSAIS ÉLECTRIQUES DU SUD',
    'Lire : ESSAIS ÉLECTRIQUES ET SOLAIRES DU SUD',
    'Forme : SAS',
    'RIDET : 1 000 009.001 (sans changement)',
    '',
    'Société absorbée',
    'SOLAIRE DES TESTS, SARL, RIDET 2 000 008.001 (mention sans changement)',
    '',
    'Les autres mentions demeurent inchangées.',
  ].join('\n');

  it('pairs the wrong value with the right one, in either order', () => {
    expect(corrections('RECTIFICATIF\nAu lieu de : A TEST\nLire : B TEST')).toEqual([{ wrong: 'A TEST', right: 'B TEST' }]);
    expect(corrections('RECTIFICATIF\nLire : B TEST\nAu lieu de : A TEST')).toEqual([{ wrong: 'A TEST', right: 'B TEST' }]);
  });

  it('reads the right value as the name of the block the lines open', () => {
    const notice = noticeOf(text);
    expect([notice.type, notice.denomination, notice.ridet]).toEqual(['capital', 'ESSAIS ÉLECTRIQUES ET SOLAIRES DU SUD', '1000009001']);
  });
});

// Made up (sixteenth session, from merlons rw01). Each label alone on its line over its quoted values.
describe('a correction printed as an `Au lieu de :` block of quoted lines over a `Lire :` block', () => {
  const erratum = (blocks: string): string =>
    `ERRATUM\n\nà l'avis de constitution de la société KAZ TEST paru le 10 mars 2026.\n\nSociété par actions simplifiée au capital de 3 000 000 F CFP\nRIDET 1 000 009.001\n\n${blocks}\n\nLe reste de l'avis demeure sans changement.`;
  const wrongFirst = 'Au lieu de :\n« Capital social : 300 000 F CFP »\n« Président : M. Paul TESTARD »\n\nLire :\n« Capital social : 3 000 000 F CFP »\n« Président : M. Marc TESTARD »';
  const rightFirst = 'Lire :\n« Capital social : 3 000 000 F CFP »\n« Président : M. Marc TESTARD »\n\nAu lieu de :\n« Capital social : 300 000 F CFP »\n« Président : M. Paul TESTARD »';

  it('reads the right block only, in either order', () => {
    expect(officersOf(noticeOf(erratum(wrongFirst)))).toEqual(['Marc TESTARD (président)']);
    expect(officersOf(noticeOf(erratum(rightFirst)))).toEqual(['Marc TESTARD (président)']);
  });

  it('pairs the values in their order, a bare one corrected wherever else it is printed', () => {
    expect(corrections(erratum(wrongFirst))).toContainEqual({ wrong: 'Président : M. Paul TESTARD', right: 'Président : M. Marc TESTARD' });
    const bare = corrections(`RECTIFICATIF\nAu lieu de :\n« KAZ TEST »\n« 12, rue des Flamboyants »\nLire :\n« KAZ TESTS »\n« 12, rue des Frangipaniers »`);
    expect(bare).toContainEqual({ wrong: 'KAZ TEST', right: 'KAZ TESTS' });
    expect(bare).toContainEqual({ wrong: '12, rue des Flamboyants', right: '12, rue des Frangipaniers' });
    const notice = noticeOf(
      "RECTIFICATIF\n\nà l'avis de transfert de siège social de la société KAZ TEST, SARL, RIDET 1 000 009.001, paru le 3 mars 2026.\n\nAu lieu de :\n« KAZ TEST »\n« 12, rue des Flamboyants »\n\nLire :\n« KAZ TESTS »\n« 12, rue des Frangipaniers »\n\nLe reste sans changement.",
    );
    expect(notice.denomination).toBe('KAZ TESTS');
  });
});

describe('a wrong value quoted after the same words as the right one', () => {
  it('pairs `lire : la société « X » au lieu de : la société « Y »`, the corrected name published', () => {
    const text =
      'RECTIFICATIF\n\nDans l’annonce de vente de fonds de commerce parue le 24 novembre 2026, concernant la cession par la société ÉPICERIE DES TESTS, SARL, RIDET 1 000 009.001, à la société SUPERETTE DES ESSAIS, EURL, RIDET 2 000 008.001, du fonds de commerce d’alimentation générale exploité à Plum,\n\nil fallait lire : la société « ÉPICERIE DES TESTS SUD »\nau lieu de : la société « ÉPICERIE DES TESTS ».\n\nPour avis.';
    expect(corrections(text)[0]).toEqual({ right: 'ÉPICERIE DES TESTS SUD', wrong: 'ÉPICERIE DES TESTS' });
    expect(noticeOf(text).denomination).toBe('ÉPICERIE DES TESTS SUD');
  });
});

describe('a rectificatif listing the parties as they should have read', () => {
  it('is one notice, the corrected one’s, never one announcement per listed party', () => {
    const text = [
      "JONC du 21 juillet 2026, page 7104",
      "",
      "RECTIFICATIF",
      "",
      "Dans l'avis d'augmentation de capital par voie de fusion-absorption de la société TEST FILLE par la société TEST MÈRE, paru au Journal officiel du 9 juillet 2026, page 6870, les numéros RIDET des deux sociétés ont été intervertis.",
      "",
      "Il fallait lire :",
      "– société absorbante : TEST MÈRE, société par actions simplifiée dont le capital a été porté de 20 000 000 F CFP à 26 500 000 F CFP, siège 5, rue des Tests, 98800 Nouméa, RIDET 1 000 001.001 ;",
      "– société absorbée : TEST FILLE, société à responsabilité limitée, siège Koutio, 98835 Dumbéa, RIDET 2 000 002.001.",
      "",
      "Au lieu de : « TEST MÈRE ... RIDET 2 000 002.001 » et « TEST FILLE ... RIDET 1 000 001.001 ».",
      "",
      "Le reste de l'avis, et notamment l'augmentation de capital décidée par l'assemblée générale extraordinaire de la société absorbante du 30 juin 2026, demeure inchangé.",
      "",
      "Pour avis, le président.",
    ].join('\n');
    const results = parseNoticeTexts(text, { reference: 'r' });
    expect(results.map((r) => (r.ok ? [r.notice.type, r.notice.ridet] : r.quarantine.reason))).toEqual([['capital', '1000001001']]);
  });
});

// Made up (2026-12-07, seventeenth session, from contreforts cb16). The right name told unquoted in a
// sentence after the correcting verb, the misprinted one printed with the identifier.
describe('a rectificatif that tells the right name in a sentence', () => {
  const text = (name: string) =>
    `24 septembre 2026     JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE     13407\nRECTIFICATIF\nDans l'avis de transfert de siège social de la société TEST BATIMENTS CALEDONIE, société par actions simplifiée au capital de 2 500 000 F CFP, RIDET n° 1 299 932.001, paru au Journal officiel du 8 septembre 2026, il convenait de lire que la dénomination sociale est ${name} et que le nouveau siège est fixé au 4, rue des Essais, 98800 Nouméa.\nPour avis.`;

  it('publishes the right name under the identifier printed after the misprinted one, its line broken or not', () => {
    for (const name of ['TEST BÂTIMENT CALÉDONIE', 'TEST\nBÂTIMENT CALÉDONIE']) {
      const notice = noticeOf(text(name));
      expect([notice.type, notice.denomination, notice.ridet]).toEqual(['siege', 'TEST BÂTIMENT CALÉDONIE', '1299932001']);
    }
  });
});

// Made up (2026-12-07, seventeenth session, from lanternons lq36). The wrong name quoted as printed by
// mistake, the right one unquoted in capitals after `Il fallait lire :`.
describe('a rectificatif that quotes the misprinted name and reads the right one unquoted', () => {
  const text = (said: string) =>
    `Actu.nc — Annonces légales — mercredi 14 octobre 2026\n\nRECTIFICATIF\n\nDans l'avis relatif à l'augmentation de capital de la société par actions simplifiée au capital de 9 000 000 F CFP dont le siège est à Fayaoué, 98814 Ouvéa, RIDET 1 647 684.001, paru dans notre édition du 30 septembre 2026, ${said} Il fallait lire : TEST DE FAYAOUÉ, la dénomination ayant été modifiée par l'assemblée du 2 février 2026.\nLe reste sans changement : président : M. Paul TESTARD.`;

  it('publishes the right name where the text says the name was printed by mistake', () => {
    expect(noticeOf(text('il a été indiqué par erreur la dénomination « TEST ANCIEN », qui est l’ancienne dénomination de la société.')).denomination).toBe('TEST DE FAYAOUÉ');
  });

  it('reads no name after the colon where the mistake was another value', () => {
    const result = parseNoticeTexts(text('il a été indiqué par erreur le capital « 8 000 000 F CFP ».'), { reference: 't' })[0]!;
    expect(result.ok && result.notice.denomination).not.toBe('TEST DE FAYAOUÉ');
  });
});

// Made up (2026-12-07, eighteenth session, from pinacles pj25). The right name stated as the exact one,
// quoted, after the misprinted name printed with the identifier; a form inside the quotes is the name's.
describe('a rectificatif that states the exact name', () => {
  it('publishes the exact name, its quoted form kept', () => {
    const notice = noticeOf(
      "Publié le lundi 23 mars 2026\nRECTIFICATIF\nUne erreur s'est glissée dans l'annonce parue le 16 mars 2026 concernant l'augmentation de capital de la société « SELARL TEST DENTAIRE DE LA BAIE », société d'exercice libéral à responsabilité limitée, RIDET 1 234 566.001, siège à Nouméa.\n\nLa dénomination exacte de la société est : « SELARL TEST DENTAIRE DE LA PLAGE ».\n\nPour mémoire, le capital social a été porté de 1 000 000 F CFP à 4 000 000 F CFP par incorporation de réserves.",
    );
    expect([notice.type, notice.denomination, notice.ridet]).toEqual(['capital', 'SELARL TEST DENTAIRE DE LA PLAGE', '1234566001']);
  });
});

// Made up (2026-12-07, eighteenth session, from pinacles pj24). The two blocks printed as a record's
// labelled lines, unquoted, the reading verb ending the sentence's line.
describe('a correction printed as blocks of labelled lines, unquoted', () => {
  const erratum = (blocks: string): string =>
    `RECTIFICATIF\n\nTESTS KITE\nRIDET : 1 000 009.001\n\nAux termes d'un acte du 12 octobre 2026, a été constituée la société TESTS KITE. L'avis paru le 27 octobre 2026 comportait des erreurs sur la forme et le dirigeant. ${blocks}\n\nLe reste de l'avis est sans changement.`;
  const rightFirst = 'Il convient de lire :\n\nForme : société par actions simplifiée unipersonnelle\nPrésident : M. Teva TESTARD\n\nau lieu de :\n\nForme : société à responsabilité limitée\nGérant : M. Teva TESTARD';
  const wrongFirst = 'Au lieu de :\nForme : société à responsabilité limitée\nGérant : M. Teva TESTARD\n\nIl y a lieu de lire :\nForme : société par actions simplifiée unipersonnelle\nPrésident : M. Teva TESTARD';

  it('reads the right block only, in either order', () => {
    for (const blocks of [rightFirst, wrongFirst]) {
      const notice = noticeOf(erratum(blocks));
      expect([notice.forme_juridique, officersOf(notice)]).toEqual(['SASU', ['Teva TESTARD (président)']]);
    }
  });
  it('reads the right block only, its lines bulleted', () => {
    const swapped =
      "TESTS NAVIGATION\nSociété anonyme au capital de 80 000 000 F CFP\nRIDET 1 234 566.001\n\nRECTIFICATIF\n\nDans l'avis publié le 10 septembre 2026, les fonctions des commissaires aux comptes ont été interverties.\n\nIl y a lieu de lire :\n– commissaire aux comptes titulaire : la SARL TESTS AUDIT, 27, avenue Foch, 98800 Nouméa ;\n– commissaire aux comptes suppléant : M. Bertrand TESTARD, même adresse ;\n\nau lieu de :\n– commissaire aux comptes titulaire : M. Bertrand TESTARD ;\n– commissaire aux comptes suppléant : la SARL TESTS AUDIT.\n\nLe conseil d'administration.";
    expect(officersOf(noticeOf(swapped))).toEqual(['TESTS AUDIT (commissaire aux comptes)', 'Bertrand TESTARD (commissaire aux comptes suppléant)']);
  });
});
