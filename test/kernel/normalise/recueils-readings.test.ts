import { describe, expect, it } from 'vitest';
import { capitalsValueOverLines } from '../../../kernel/normalise/capitals-name-cut.ts';
import { cleanNoticeText } from '../../../kernel/normalise/clean-text.ts';
import { companyMentions } from '../../../kernel/normalise/company-mentions.ts';
import { extractNameChange } from '../../../kernel/normalise/extract-fields.ts';
import { personContributor } from '../../../kernel/normalise/person-contributor.ts';
import { splitNoticeList } from '../../../kernel/normalise/split-notices.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings four blind groups showed missing (test/kernel/normalise/recueils, trimestriels, artisans,
// portail: a month's bulletin read from its PDF, a quarter from every source, small businesses, the
// Leginova portal): a narrow column's running text after a notary's firm, a record's line of a form
// and a name between dashes, a trader who contributes his business, a plan's heading that names the
// decision on it. Every text here is made up for the rule it names (RIDs 1 234 566, 1 000 009,
// 2 000 008, 3 000 007 and 4 000 006 pass the check), never a copy of a group text.

const names = (text: string): string[] => companyMentions(text).map((m) => m.name);

describe("a notary's firm identified in a narrow column's running text", () => {
  const sale = [
    'VENTE DE FONDS DE COMMERCE',
    'Suivant acte reçu par Maître Paul EXEMPLE, notaire associé de la SELARL',
    'OFFICE NOTARIAL DU CAP, RIDET 1 234 566.001,',
    'le 2 mars 2026, la société KAZ VERGERS',
    'DU NORD, SARL, RIDET 2 000 008.001,',
    'représentée par son gérant M. Jean MODÈLE,',
    'a vendu à la société FERME DES ÎLES,',
    'SAS, RIDET 3 000 007.001, le fonds de com-',
    'merce exploité 1, rue Exemple, Nouméa.',
    'Oppositions : en l’office notarial.',
  ].join('\n');

  it('reads the seller identified after the firm as the party it is, not as the firm under a letterhead', () => {
    expect(identityOf(sale)).toEqual(['cession', 'KAZ VERGERS DU NORD', 'SARL', '2000008001', '2026-03-02']);
  });

  it('still reads a letterhead that ends with its own identifier as the adviser’s firm', () => {
    const letterhead = ['OFFICE NOTARIAL DU CAP', 'Notaires associés – RIDET 1 234 566.001', '', 'KAZ VERGERS', 'SARL au capital de 1 000 000 F CFP', 'RIDET 2 000 008.001', '', 'Par décision du 2 mars 2026, l’associé unique a transféré le siège au 1, rue Exemple, 98800 Nouméa.'].join('\n');
    expect(identityOf(letterhead)).toEqual(['siege', 'KAZ VERGERS', 'SARL', '2000008001', '2026-03-02']);
  });
});

describe('a line cut into fields by dashes, one of them a form and a name in capitals', () => {
  it('reads the name after a dash, closed by the next dash or its address’s comma', () => {
    expect(names('CONSTITUTION – SCI LES PINS DU COL – Cap. : 100 000 F – Siège : Nouméa')).toEqual(['LES PINS DU COL']);
    expect(names('Jugement du 2 mars 2026 – EURL BOIS & FER DU SUD, 7, rue Exemple, 98800 Nouméa, RIDET 1 234 566-001.')).toEqual(['BOIS & FER DU SUD']);
  });

  it('reads the same record laid out one field a line, its form and name above the capital', () => {
    expect(names('CONSTITUTION\nSCI LES PINS DU COL\nCap. : 100 000 F\nSiège : 1, rue Exemple, Nouméa')).toEqual(['LES PINS DU COL']);
  });

  it('publishes a telegraphic constitution whose only name is that field', () => {
    const text = 'LNC 06/03/2026 – PETITES ANNONCES LÉGALES\n\nCONSTITUTION – SCI LES PINS DU COL – Cap. : 100 000 F – Siège : 1, rue Exemple, 98800 Nouméa – Obj. : gestion immob. – Gér. : M. Jean MODÈLE – ASSP du 02/03/2026 – RIDET 1234566.001.';
    expect(identityOf(text)).toEqual(['creation', 'LES PINS DU COL', 'SCI', '1234566001', '2026-03-06']);
  });

  it('reads a heading that ends on the form and the name after its dash', () => {
    expect(names('TRANSFERT DE SIÈGE – EURL SALON DU COL\nCapital : 100 000 F CFP')).toEqual(['SALON DU COL']);
  });

  it('leaves a dash between words that are no form, a change of form and a form whose name runs on in the sentence', () => {
    expect(names('AVIS – TRANSFERT DE SIÈGE – la gérance')).toEqual([]);
    expect(names('TRANSFORMATION DE SOCIÉTÉ – SCI EN SARL\nKAZ VERGERS')).toEqual([]);
    expect(names('Jugement du 2 mars 2026 – SARL en formation')).toEqual([]);
  });
});

describe('a person who contributes his business to a company’s capital', () => {
  it('reads the contributor’s own identifier as a party of the operation', () => {
    expect(personContributor("le capital a ete porte a 3 000 000 f cfp par l'apport, par m. jean modele, macon, entrepreneur individuel immatricule au ")).toBe(true);
    expect(personContributor('apporte par mme anne exemple, commercante, ')).toBe(true);
  });

  it('leaves a company that contributes, and a person named for something else', () => {
    expect(personContributor("par l'apport, par la societe kaz vergers, sarl, ")).toBe(false);
    expect(personContributor('represente par m. jean modele, commercant, ')).toBe(false);
  });

  it('publishes the capital increase under the company, not the trader', () => {
    const text =
      "Publié le 8 mars 2026 – Annonces légales\n\nAUGMENTATION DE CAPITAL PAR APPORT EN NATURE\n\nSAS BOIS ET FER, au capital de 100 000 F CFP, siège 1, rue Exemple, 98800 Nouméa, RIDET 1 234 566.001.\nPar décision des associés du 2 mars 2026, le capital a été porté à 2 100 000 F CFP par l'apport, par M. Jean MODÈLE, menuisier, entrepreneur individuel immatriculé au RIDET sous le n° 2 000 008.001, de son fonds artisanal de menuiserie exploité à Nouméa, évalué à 2 000 000 F CFP, rémunéré par 2 000 actions nouvelles.\nPrésident : M. Jean MODÈLE.";
    expect(identityOf(text)).toEqual(['capital', 'BOIS ET FER', 'SAS', '1234566001', '2026-03-08']);
  });
});

describe("a list of judgments whose plan heading names the decision on it", () => {
  const list = [
    'GREFFE DU TRIBUNAL MIXTE DE COMMERCE',
    'Jugements du 2 mars 2026',
    '',
    'Liquidation judiciaire',
    'SARL KAZ VERGERS, 1, rue Exemple, 98800 Nouméa. RIDET 1 234 566.001.',
    'Liquidateur : Maître Paul EXEMPLE.',
    '',
    'Arrêté du plan de redressement',
    'SAS FERME DES ÎLES, 2, rue Exemple, 98800 Nouméa, RIDET 2 000 008-001. Durée du plan : huit ans.',
    'Commissaire à l’exécution du plan : Maître Anne MODÈLE.',
  ].join('\n');

  it('opens an entry at the plan’s heading', () => {
    expect(splitNoticeList(list)?.entries.map((e) => e.heading)).toEqual(['Liquidation judiciaire', 'Arrêté du plan de redressement']);
  });

  it('publishes each entry under its own company', () => {
    expect(noticeOf(list, { reference: 'l' }).ridet).toBe('1234566001');
  });
});

describe("a word in capitals a narrow column cuts before its last syllable", () => {
  it('joins the halves when the second is a last syllable no compound is made of', () => {
    expect(cleanNoticeText('Dénomination : KAZ HABI-\nTAT DU NORD')).toBe('Dénomination : KAZ HABITAT DU NORD');
    expect(cleanNoticeText('Société : BOIS MODU-\nLAIRES')).toBe('Société : BOIS MODULAIRES');
    expect(cleanNoticeText('CHARPENTE ET COUVER-\nTURE DU SUD, EURL')).toBe('CHARPENTE ET COUVERTURE DU SUD, EURL');
  });

  it("keeps a compound's hyphen", () => {
    expect(cleanNoticeText('TAXI-\nBROUSSE DU SUD, SARL')).toBe('TAXI-BROUSSE DU SUD, SARL');
  });
});

describe("a labelled name in capitals a list of fields carries on to the next line", () => {
  const text = '- dénomination : TAXIS DU\nNORD ;\n- capital : 100 000 F CFP ;';
  it('reads the next line, closed by the item’s semicolon, as the rest of a name left open', () => {
    expect(capitalsValueOverLines(text, text.indexOf('TAXIS'), 'TAXIS DU')).toBe('TAXIS DU NORD');
  });

  it('reads a line of capitals closed by its semicolon as the rest of the value', () => {
    const closed = '- dénomination : KAZ VERGERS\nDU NORD ;\n- capital : 100 000 F CFP ;';
    expect(capitalsValueOverLines(closed, closed.indexOf('KAZ'), 'KAZ VERGERS')).toBe('KAZ VERGERS DU NORD');
    const item = '- dénomination : BOULANGERIE\nPÂTISSERIE KAZ ;\n- capital : 100 000 F CFP ;';
    expect(capitalsValueOverLines(item, item.indexOf('BOULANGERIE'), 'BOULANGERIE')).toBe('BOULANGERIE PÂTISSERIE KAZ');
  });

  it('leaves a value whose next line is no part of it', () => {
    const other = '- dénomination : KAZ VERGERS\nSARL ;\n- capital : 100 000 F CFP ;';
    expect(capitalsValueOverLines(other, other.indexOf('KAZ'), 'KAZ VERGERS')).toBe('KAZ VERGERS');
  });
});

describe("a header block's name a narrow column cuts over two lines", () => {
  it('reads the block’s first two lines of capitals over the form line as one name', () => {
    const text = 'KAZ CONSEIL ET\nAUDIT DU NORD\nSAS au capital de 1 000 000 F CFP\nRIDET 1 234 566.001\n\nPar décision du 2 mars 2026, l’associé unique a transféré le siège au 1, rue Exemple, 98800 Nouméa.';
    expect(identityOf(text)).toEqual(['siege', 'KAZ CONSEIL ET AUDIT DU NORD', 'SAS', '1234566001', '2026-03-02']);
    const cut = 'DIRECTION ET CONSEIL\nMARITIME DU SUD\nSAS au capital de 1 000 000 F CFP\nRIDET 1 234 566.001\n\nPar décision du 2 mars 2026, l’associé unique a transféré le siège au 1, rue Exemple, 98800 Nouméa.';
    expect(identityOf(cut)).toEqual(['siege', 'DIRECTION ET CONSEIL MARITIME DU SUD', 'SAS', '1234566001', '2026-03-02']);
  });

  it('leaves a title’s second line above the name', () => {
    const text = 'NOMINATION DE COMMISSAIRES\nAUX COMPTES\nVERGERS DU NORD\nSAS au capital de 1 000 000 F CFP\nRIDET 1 234 566.001\n\nL’assemblée du 2 mars 2026 a nommé commissaire aux comptes titulaire M. Jean MODÈLE.';
    expect(noticeOf(text).denomination).toBe('VERGERS DU NORD');
  });
});

describe('a page break inside a name, the running header between blank lines', () => {
  it('reads the name on across the break when its line ends on a joining word', () => {
    const text = '2026, la société KAZ DE LA\n\n22 octobre 2026          JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE          13019\n\nFOA, SARL, RIDET 1 234 566.001, a cédé';
    expect(cleanNoticeText(text)).toBe('2026, la société KAZ DE LA FOA, SARL, RIDET 1 234 566.001, a cédé');
  });

  it('reads the name on when the line below opens on a joining word in capitals', () => {
    const text = 'Mandataire judiciaire :\nla SELARL KAZ ASSOCIÉS\n\n12792          JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE          13 octobre 2026\n\nDU NORD. Administrateur judiciaire : Maître Jean MODÈLE.';
    expect(cleanNoticeText(text)).toBe('Mandataire judiciaire :\nla SELARL KAZ ASSOCIÉS DU NORD. Administrateur judiciaire : Maître Jean MODÈLE.');
  });

  it('keeps the break after a line that closes', () => {
    const text = 'Pour avis, la gérance.\n\n22 octobre 2026          JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE          13019\n\nKAZ VERGERS, SARL';
    expect(cleanNoticeText(text)).toBe('Pour avis, la gérance.\n\nKAZ VERGERS, SARL');
  });
});

describe('a change of name whose verb a narrow column carries to the next line', () => {
  it('reads the new name after the verb that opens the line', () => {
    expect(extractNameChange("– de modifier la dénomination sociale, qui\ndevient « Les Petits Pins du Col » ;").nouvelle).toBe('Les Petits Pins du Col');
  });

  it('leaves a line break before anything but the verb', () => {
    expect(extractNameChange('Dénomination : KAZ VERGERS\nLa gérance devient collégiale.').nouvelle).toBeNull();
  });
});

describe('an officer company whose name a narrow column cuts before the word that recalls it', () => {
  const text = [
    'AVIS DE CONSTITUTION',
    'La société KAZ HOLDING INVESTISSE-',
    'MENTS, SAS au capital de 1 000 000 F CFP,',
    'RIDET 2 000 008.001, a constitué par acte du 2 mars 2026 une société par actions simplifiée unipersonnelle dénommée KAZ VERGERS, au capital de 100 000 F CFP, siège : 1, rue Exemple, 98800 Nouméa.',
    'Présidente : la société KAZ HOLDING',
    'INVESTISSEMENTS susnommée.',
    'La société est immatriculée au RIDET sous le n° 1 234 566.001.',
  ].join('\n');

  it('reads the name on to the next line', () => {
    expect(officersOf(noticeOf(text))).toEqual(['KAZ HOLDING INVESTISSEMENTS (président)']);
  });
});

describe("a small ad's office kept with its holder in brackets", () => {
  it('reads the holder after the office and its qualifier', () => {
    const text = 'LNC 09/03/2026 – Annonces classées – Légales\n\nCess. parts SARL KAZ VERGERS, RIDET 1234566.001 : M. Jean MODÈLE cède 50 parts à M. Paul EXEMPLE (ASSP du 02/03/2026). Gérance inchangée (M. Jean MODÈLE).';
    expect(officersOf(noticeOf(text))).toEqual(['Jean MODÈLE (gérant)']);
  });
});

describe("a RID with its establishment's rank under its own label right after it, the label cut by a narrow column", () => {
  const text = "AVIS DE CONSTITUTION\nDénomination sociale : KAZ VERGERS\nForme : SARL – Capital : 100 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\nGérant : M. Jean MODÈLE\nDate de l'acte : 02/03/2026\nN° RID : 1 234 566 – Rang de l'établisse-\nment : 002";

  it('reads the rank as the number’s own', () => {
    expect(noticeOf(text).ridet).toBe('1234566002');
  });

  it('leaves a rank printed after another number', () => {
    const other = text.replace("N° RID : 1 234 566 – Rang de l'établisse-\nment : 002", "N° RID : 1 234 566\nBail n° 12 – Rang de l'établisse-\nment : 002");
    expect(noticeOf(other).ridet).not.toBe('1234566002');
  });
});
