import { describe, expect, it } from 'vitest';
import { ANNONCE_TYPES } from '../../../kernel/model/announcement.ts';
import { classifyNotice } from '../../../kernel/normalise/index.ts';

const typeOf = (text: string, hints?: { heading?: string; category?: string }): string | null => classifyNotice(text, hints)?.type ?? null;

describe('classifyNotice: one keyword family each', () => {
  it.each([
    ['creation', "Aux termes d'un acte sous seing privé, il a été constitué une société à responsabilité limitée."],
    ['capital', 'Le capital social a été porté de 1 000 000 F CFP à 2 000 000 F CFP par incorporation de réserves.'],
    ['siege', 'Les associés ont décidé le transfert du siège social au 4 rue Bichat, 98800 Nouméa.'],
    ['statuts', 'La dénomination sociale devient KAORI SERVICES.'],
    ['statuts', 'Les associés ont décidé la prorogation de la durée de la société de 99 ans.'],
    ['nomination', 'M. Paul DURAND a été nommé gérant pour une durée illimitée.'],
    ['cession', 'Suivant acte du 3 août 2024, M. X a cédé 100 parts sociales à M. Y, cessionnaire.'],
    ['cession', 'La société a donné en location-gérance son fonds de commerce.'],
    ['procedure', 'Par jugement du 4 juin 2024, le tribunal a ouvert une procédure de redressement judiciaire.'],
    ['dissolution', 'Les associés ont approuvé les comptes définitifs de liquidation et donné quitus au liquidateur.'],
  ])('%s: %s', (type, text) => {
    expect(typeOf(text)).toBe(type);
  });

  it('folds accents and case', () => {
    expect(typeOf('TRANSFERT DE SIEGE')).toBe('siege');
    expect(typeOf('Réduction De Capital décidée')).toBe('capital');
    expect(typeOf('DISSOLUTION ANTICIPÉE')).toBe('dissolution');
  });
});

describe('classifyNotice: the main event wins over what it mentions', () => {
  it.each([
    ['dissolution', 'Les associés ont décidé la dissolution anticipée de la société. M. X a été nommé liquidateur.'],
    ['siege', "Transfert du siège social au 4 rue Bichat, 98800 Nouméa. L'article 4 des statuts a été modifié en conséquence."],
    ['capital', 'Augmentation de capital de 1 000 000 F CFP. Les articles 6 et 7 des statuts ont été modifiés en conséquence. Modification des statuts.'],
    ['procedure', 'Par jugement du 4 juin 2024, liquidation judiciaire de la société X. Mandataire liquidateur : Me Y. Juge-commissaire : M. Z.'],
    ['creation', 'Il a été constitué une société. Gérance : M. Jean DUPONT, nommé gérant pour une durée illimitée.'],
    ['cession', 'M. X a cédé 500 parts sociales à M. Y. Par suite de cette cession, M. X a démissionné de ses fonctions de gérant et M. Y a été nommé gérant.'],
    ['nomination', "M. Y a été nommé gérant en remplacement de M. X, démissionnaire. L'article 15 des statuts a été modifié en conséquence."],
    // The seller's state in its description (a company being wound up) is no event of this notice.
    ['cession', 'La société X, société par actions simplifiée en\nliquidation amiable, RIDET 1 000 001.001, représentée par son liquidateur, a cédé à la société Y un fonds de commerce. Oppositions chez Me Z.'],
    ['dissolution', 'Les associés ont décidé la dissolution anticipée de la société et sa mise en\nliquidation amiable. M. X a été nommé liquidateur.'],
  ])('%s', (type, text) => {
    expect(typeOf(text)).toBe(type);
  });
});

describe('classifyNotice: headings weigh more than the body', () => {
  it('follows the heading when the body mentions another event', () => {
    const body = 'Suite à la démission de M. X, M. Y a été nommé gérant ; les statuts ont été mis à jour.';
    expect(typeOf(body)).toBe('nomination');
    expect(typeOf(body, { heading: 'MODIFICATION DE L’OBJET SOCIAL' })).toBe('statuts');
  });

  it('uses the listing category only as a weak hint', () => {
    expect(typeOf('Les oppositions seront reçues au domicile élu.', { category: 'Ventes de fonds' })).toBe('cession');
    expect(typeOf('Par jugement du 4 juin 2024, redressement judiciaire.', { category: 'Dissolutions et liquidations' })).toBe('procedure');
  });
});

describe('classifyNotice: never guesses', () => {
  it('returns null for texts without notice vocabulary', () => {
    expect(classifyNotice('La société remercie sa clientèle et sera fermée du 24 décembre au 2 janvier.')).toBeNull();
    expect(classifyNotice('')).toBeNull();
    expect(classifyNotice('Les statuts sont disponibles au siège.')).toBeNull();
  });

  it('reports a score for every type and a confidence in [0, 1]', () => {
    const result = classifyNotice('AVIS DE CONSTITUTION. Il a été constitué une société.');
    expect(Object.keys(result!.scores).sort()).toEqual([...ANNONCE_TYPES].sort());
    expect(result!.scores.creation).toBeGreaterThan(result!.scores.capital);
    expect(result!.confidence).toBeGreaterThan(0);
    expect(result!.confidence).toBeLessThanOrEqual(1);
  });
});

// Made-up wordings of the kinds of notice corpus 2 showed (issue 20).
describe('classifyNotice: kinds added with the second corpus', () => {
  it('reads continuing despite losses as statuts: the dissolution it rules out is no evidence', () => {
    expect(typeOf("L'assemblée, constatant que les capitaux propres sont inférieurs à la moitié du capital social, a décidé de ne pas prononcer la dissolution anticipée de la société.")).toBe('statuts');
    expect(typeOf("L'associé unique a décidé qu'il n'y avait pas lieu à dissolution anticipée bien que les capitaux propres soient devenus inférieurs à la moitié du capital.")).toBe('statuts');
    expect(typeOf("Afin d'éviter la dissolution de plein droit, les associés ont décidé de proroger la durée de la société.")).toBe('statuts');
    // A real dissolution stays one.
    expect(typeOf('Les associés ont décidé la dissolution anticipée de la société.')).toBe('dissolution');
  });

  it('reads a radiation d’office as dissolution and a donation of parts as cession', () => {
    expect(typeOf("Le greffier a procédé à la radiation d'office de la société ALPHA, SARL.")).toBe('dissolution');
    expect(typeOf('M. A a fait donation à son fils de la nue-propriété de 100 parts sociales de la société ALPHA.')).toBe('cession');
  });

  it('reads a greffe extract of a first registration as creation, a conversion of shares as statuts', () => {
    expect(typeOf('Dénomination : ALPHA\nStatuts en date du 3 mars 2026\nDate d’immatriculation : 10/03/2026\nDébut d’activité : 1er avril 2026'.replace(/’/g, "'"))).toBe('creation');
    expect(typeOf("Il a été décidé de convertir les actions de préférence : conversion des 200 actions de préférence en actions ordinaires. Le capital demeure inchangé.")).toBe('statuts');
  });

  it('reads an event whose words are cut by a line break', () => {
    expect(typeOf("L'assemblée a approuvé la fusion et augmenté le\ncapital social de 1 000 000 F CFP.")).toBe('capital');
  });
});

describe('classifyNotice: events a reader names from their verbs, nouns and abbreviations (issue 32)', () => {
  it("reads the opening of a branch (succursale, an outside company's établissement secondaire) as the branch's creation", () => {
    expect(typeOf("Le gérant a décidé l'ouverture à Koné d'une succursale, immatriculée sous le RIDET 1 000 001.001.")).toBe('creation');
    expect(typeOf('AVIS D’OUVERTURE D’UN ÉTABLISSEMENT SECONDAIRE\nALPHA, SAS, 999 999 997 RCS Paris'.replace(/’/g, "'"))).toBe('creation');
  });

  it('reads a company registered here opening an établissement secondaire as statuts: nothing is constituted', () => {
    expect(typeOf('AVIS D’OUVERTURE D’UN ÉTABLISSEMENT SECONDAIRE'.replace(/’/g, "'"))).toBe('statuts');
  });

  it('reads a dismissal and the successor it designates as nomination', () => {
    expect(typeOf("L'assemblée a révoqué M. Jean ALPHA de ses fonctions de gérant.")).toBe('nomination');
    expect(typeOf("L'associée unique a désigné pour lui succéder Mme Anne BÊTA.")).toBe('nomination');
  });

  it('reads a heading of several officer changes as nomination', () => {
    expect(typeOf('Fonction Ancien Nouveau', { heading: 'CHANGEMENTS DE DIRIGEANTS' })).toBe('nomination');
  });

  it('reads a sale of shares told in the present or as a noun before its shares', () => {
    expect(typeOf("La commune cède à la société ALPHA 400 des 1 600 actions qu'elle détient dans le capital de la société BÊTA.")).toBe('cession');
    expect(typeOf("Délibération portant cession à la société ALPHA d'actions détenues dans le capital de la société BÊTA")).toBe('cession');
  });

  it('reads amendments of the articles told by their clause as statuts (year end, new wording, approval clause)', () => {
    expect(typeOf("Les associés ont décidé de modifier la date de clôture de l'exercice social, fixée au 30 juin.")).toBe('statuts');
    expect(typeOf('Les associés ont adopté une nouvelle rédaction des articles 12 et 13 des statuts.')).toBe('statuts');
    expect(typeOf("Les associés ont supprimé la clause d'agrément des cessions d'actions.")).toBe('statuts');
  });

  it('reads a constitution whose deed stands between the noun and the company as creation', () => {
    expect(typeOf("Avis est donné de la constitution, par acte sous seing privé du 20 avril 2026, d'une société par actions simplifiée dénommée TESTS SOLAIRES.")).toBe('creation');
    // The company named by its header above (tourelles tv05, 2026-12-07).
    expect(typeOf("Avis est donné de la constitution, par acte sous seing privé du 22 juin 2026, de la société ci-dessus désignée, ayant pour objet le conseil.")).toBe('creation');
  });

  // Made up (2026-12-07, seventeenth session, from lanternons lq21).
  it("reads a company continuing despite its losses as statuts, the law's alternative to reduce its capital no capital decision", () => {
    const continued = "Les associés ont décidé qu'il n'y avait pas lieu à dissolution anticipée de la société, bien que les capitaux propres soient devenus inférieurs à la moitié du capital social. La société dispose d'un délai expirant à la clôture du deuxième exercice suivant pour reconstituer ses capitaux propres ou réduire son capital.";
    expect(typeOf(continued)).toBe('statuts');
    expect(typeOf("L'assemblée du 3 mars 2026 a décidé de réduire son capital de 1 000 000 F CFP pour le ramener à 500 000 F CFP.")).toBe('capital');
  });

  // Made up (2026-12-07, seventeenth session, from lanternons lq11).
  it('reads a quitus to a person named for their management as no closing, unless named as liquidator', () => {
    const resigned = "TEST ÉLECTRICITÉ, SARL, RIDET 1 000 009.001. L'assemblée du 31 mars 2026 a pris acte de la démission de M. Paul TESTARD de ses fonctions de cogérant et a nommé Mme Ana TESTIN cogérante. Quitus entier et définitif est donné à M. Paul TESTARD pour sa gestion.";
    expect(typeOf(resigned)).toBe('nomination');
    const closed = "TEST ÉLECTRICITÉ, SARL, RIDET 1 000 009.001. L'assemblée du 31 mars 2026 a donné quitus à M. Paul TESTARD, liquidateur, pour sa gestion.";
    expect(typeOf(closed)).toBe('dissolution');
  });

  // Made up (2026-12-08, nineteenth session, from barbacanes bj04).
  it('reads a heading naming the constitution of a form abbreviated (`CONSTITUTION D’EURL PAR APPORT D’UN FONDS`) as a creation over the business contributed', () => {
    const text = "Suivant acte du 19 février 2026, M. Paul TESTARD, qui exploitait en nom propre un fonds de boulangerie, a constitué une société à responsabilité limitée à associé unique dénommée TEST PAIN, au capital de 2 000 000 F CFP, constitué par l'apport en nature dudit fonds. Les oppositions relatives à l'apport seront reçues au siège.";
    expect(typeOf(text, { heading: "CONSTITUTION D'EURL PAR APPORT D'UN FONDS INDIVIDUEL" })).toBe('creation');
  });

  // Made up (2026-12-08, nineteenth session, from barbacanes bj22).
  it('reads a liquidator replaced in a company already in liquidation as an appointment, the dissolution recalled', () => {
    const replaced = "TEST TRANSIT, SAS en liquidation, RIDET 1 000 009.001. La dissolution anticipée de la société a été prononcée par l'assemblée du 15 janvier 2026. Aux termes d'une assemblée du 5 mai 2026, les associés ont pris acte de la démission de Mme Ana TESTIN de ses fonctions de liquidatrice et ont nommé en remplacement M. Paul TESTARD.";
    expect(typeOf(replaced)).toBe('nomination');
    expect(typeOf(replaced.replace('et ont nommé en remplacement M. Paul TESTARD.', ', ont approuvé les comptes définitifs de liquidation et prononcé la clôture de la liquidation.'))).toBe('dissolution');
  });

  // Made up (2026-12-08, nineteenth session, from echauguettes ek23).
  it('reads a quitus a pronoun gives the officer resigning as no closing, unless a liquidator is named between', () => {
    const resigned = "TEST ÉLECTRICITÉ, SARL, RIDET 1 000 009.001. L'assemblée du 12 juin 2026 a pris acte de la démission de M. Paul TESTARD de ses fonctions de gérant et lui a donné quitus entier et définitif de sa gestion ; elle a nommé gérante Mme Ana TESTIN.";
    expect(typeOf(resigned)).toBe('nomination');
    const closed = "TEST ÉLECTRICITÉ, SARL, RIDET 1 000 009.001. L'assemblée du 12 juin 2026, après la démission du gérant, a approuvé les comptes du liquidateur, M. Paul TESTARD, et lui a donné quitus de sa gestion.";
    expect(typeOf(closed)).toBe('dissolution');
  });

  // Made up (2026-12-08, nineteenth session, from breteches xb04).
  it('reads one founder constituting an entreprise unipersonnelle, its form spelt out, as a creation', () => {
    expect(typeOf("Suivant acte du 18 mai 2026, M. Paul TESTARD a constitué une entreprise unipersonnelle à responsabilité limitée dénommée TEST TOITURES, ayant pour objet la couverture. M. Paul TESTARD est nommé gérant sans limitation de durée.")).toBe('creation');
  });

  // Made up (2026-12-08, nineteenth session, from breteches xb21).
  it('reads a quitus of management given to a person named after it as no closing, over a column’s line breaks', () => {
    const resigned = "TEST ÉLECTRICITÉ, SARL, RIDET 1 000 009.001. L'assemblée du 31 mars 2026 a pris acte de la démission de M. Paul TESTARD de ses fonctions de gérant et a nommé Mme Ana TESTIN gérante. Quitus de sa gestion a été\ndonné à M. Paul TESTARD.";
    expect(typeOf(resigned)).toBe('nomination');
    const closed = "TEST ÉLECTRICITÉ, SARL, RIDET 1 000 009.001. L'assemblée du 31 mars 2026 a approuvé les comptes. Quitus de sa gestion a été donné à M. Paul TESTARD, liquidateur.";
    expect(typeOf(closed)).toBe('dissolution');
  });

  it('reads companies deciding to move their seats as siege', () => {
    expect(typeOf('Les sociétés ont chacune décidé de transférer leur siège social au 4 rue Bichat, 98800 Nouméa.')).toBe('siege');
  });

  it('reads a transfer told in the past tense as siege', () => {
    expect(typeOf('Le gérant a transféré le siège social à Koné le 2 mars 2026.')).toBe('siege');
  });

  it("reads an accountant's abbreviations (anc. / nouv. sg. soc., transf.)", () => {
    expect(typeOf('Anc. sg. soc. : 1 rue A, Nouméa\nNouv. sg. soc. : 2 rue B, Païta\nTransf. décidé par AGE du 3/01/2026.')).toBe('siege');
  });

  it('reads label lines above the body as fields, not as the title: the higher event of the body wins', () => {
    const text = "Nouvelle dénomination : BÊTA\nRIDET 1 000 001.001\n\nLes associés ont décidé de transférer le siège social à Koné et de remplacer la dénomination « ALPHA » par « BÊTA ».";
    expect(typeOf(text, { heading: 'Nouvelle dénomination : BÊTA' })).toBe('siege');
    // A title line still decides first.
    expect(typeOf('Les associés ont nommé M. X gérant et transféré le siège social.', { heading: 'CHANGEMENT DE GÉRANT' })).toBe('nomination');
  });
});

describe('classifyNotice: an auxiliary apart from its participle (issue 32)', () => {
  it('reads a seat transfer whose auxiliary an incise between commas parts from its participle', () => {
    expect(typeOf("La société KAORI CONSEIL, SARL, RIDET 1 000 009.001, a, par décision de son associé unique du 4 mai 2031, transféré son siège social au 12, rue Higginson, Nouméa.")).toBe('siege');
    expect(typeOf("Les associés ont, aux termes d'une assemblée du 4 mai 2031, transféré le siège de la société à Koné.")).toBe('siege');
  });
});

describe('classifyNotice: a statuts clause on transfers is no sale (issue 32)', () => {
  it('keeps a transformation whose new statuts restrict share transfers as statuts', () => {
    expect(typeOf("Les associés ont décidé la transformation de la société en société par actions simplifiée.\nAgrément : la cession d'actions à des tiers est soumise à l'agrément des associés.")).toBe('statuts');
    expect(typeOf("Transformation de la société en SAS.\nTransmission des actions : la cession des actions est libre entre associés.")).toBe('statuts');
  });

  it('reads a sale told in the passive, the parts first, and not a clause on what may be sold', () => {
    expect(typeOf('Par acte du 3 juin 2031, les 50 parts sociales détenues par M. Paul Wéa ont été cédées à Mme Anne Martin.')).toBe('cession');
    expect(typeOf("Suivant acte sous seing privé, les actions de Mme Odile Kaou ayant été vendues à la société X, l'assemblée a agréé la nouvelle actionnaire.")).toBe('cession');
    expect(typeOf("Les associés ont modifié l'article 12 des statuts : les parts sociales ne peuvent être cédées à des tiers qu'avec l'agrément des associés.")).not.toBe('cession');
  });
});

describe('classifyNotice: telegraphic small ads (issue 32, styles)', () => {
  it.each([
    ['siege', 'SARL ALPHA cap. 100.000 F RIDET 1 000 001.001 - AGE 03/04/2026 : ss transféré de Koné à Pouembout.'],
    ['dissolution', 'SNC ALPHA - ss Païta - RIDET 1.000.001.001 - AGE du 30 juin 2026 : dissol. anticipée ; liq. amiable.'],
    ['dissolution', 'CLOTURE LIQ. - EURL ALPHA en liq., RIDET 1 000 001.001. AG du 14/07/26 : comptes approuvés.'],
    ['cession', 'VENTE FDS CCE - SSP du 15/05/26 - Vendeur : EURL ALPHA, RIDET 1 000 001.001 - Acquéreur : SARL BETA.'],
    ['cession', 'LOC.-GER. - Par SSP du 01/08/26, SARL ALPHA, RIDET 1 000 001.001, a donné en loc.-gér. à M. X son fds.'],
    ['capital', 'SAS ALPHA - RIDET 1 000 001.001 - AUGM. CAP. de 1.000.000 F à 3.000.000 F - AGE du 18/02/26.'],
    ['nomination', 'SA ALPHA, RIDET 1 000 001.001. AGO du 27/05/26 : CAC titulaire SARL BETA AUDIT, suppléant M. X.'],
    ['nomination', 'STE ALPHA SARL RIDET 1 000 001.001 AGE DU 12/03/26 GERANT M. X NOMME EN REMPL. DE M. Y DEMISS.'],
    ['dissolution', 'TUP - EURL ALPHA, RIDET 1 000 001.001 - Décision de l’associé unique du 10/09/26.'],
  ])('%s: %s', (type, text) => {
    expect(typeOf(text)).toBe(type);
  });

  it('reads no event from an abbreviation alone', () => {
    expect(typeOf('SARL ALPHA, ss Nouméa, RIDET 1 000 001.001, cap. 100.000 F.')).toBeNull();
  });
});

describe('classifyNotice: the words looked up before the patterns (speed only)', () => {
  it('counts a heading event whose words the body prints too, and weak words of either', () => {
    // The heading and the body are read apart and together: a word of one must not hide the other's.
    const body = "AVIS DE CONSTITUTION\nAux termes d'un acte, il a été constitué une société à responsabilité limitée.\nGérant : M. X";
    expect(classifyNotice(body, { heading: 'Constitution' })?.evidence).toBe('heading');
    expect(classifyNotice(body, { heading: 'Constitution' })?.scores.creation).toBe(16);
    // 'fonds de commerce' only in the heading, the other two words only in the body.
    expect(classifyNotice('Les oppositions seront reçues au domicile élu.', { heading: 'Fonds de commerce' })?.scores.cession).toBe(3);
  });

  it('finds a word cut by a single line break only in the joined reading, never in a word split by other characters', () => {
    expect(typeOf('Les associés ont décidé le transfert du\nsiège social à Koné.')).toBe('siege');
    expect(typeOf('Les associés ont décidé le trans-fert du siège-social à Koné.')).toBeNull();
  });
});

describe('classifyNotice: a pattern is scanned whenever the text holds a word of each group it needs', () => {
  it('reads a change of name told by any verb form of its group, each a different word of the guard', () => {
    expect(typeOf("Par décision du 3 mars, l'associé unique a adopté la dénomination « Lagon Bleu ».")).toBe('statuts');
    expect(typeOf('Réunis le 12 avril, les associés adoptent le nouveau nom « Cap Ouest ».')).toBe('statuts');
    expect(typeOf('La société a pris pour nouvelle raison sociale « Baie des Tortues ».')).toBe('statuts');
  });

  it("reads the accountants' shorthand for equity below half the capital, by its sign or its abbreviation", () => {
    expect(typeOf("AGE du 2 mai : CP < ½ du capital ; poursuite de l'activité décidée.")).toBe('statuts');
    expect(typeOf('Assemblée du 9 juin : cp inf. 1/2 du capital social, la société continue.')).toBe('statuts');
  });

  it('reads a move of the office told with a word of a nested group only', () => {
    expect(typeOf('Notre siège déménage : il est désormais au 4 rue des Cocotiers, Nouméa.')).toBe('siege');
    expect(typeOf('Le siège est dorénavant situé 12 avenue du Port, Koné.')).toBe('siege');
  });
});

// The notice's own title under the page's furniture is read folded (accents, capitals, dashes),
// whether the text is a few lines or runs past the lines a title may stand on: the title's lines
// are cut from the whole text's fold. Names and addresses are made up.
describe("classifyNotice: the title's event noun in the notice's own first lines", () => {
  const furniture = 'LE JOURNAL DES ANNONCES\n12 mars 2026\n';
  const fields = 'Société : KAZ EXEMPLE, SAS\nSiège : 4 rue des Cocotiers, Koné';

  it('reads an accented title in capitals, its act after a dash, in a short notice', () => {
    expect(classifyNotice(`${furniture}CRÉATION – ASSP du 2 mars 2026\n${fields}`)).toMatchObject({ type: 'creation', rule: 'heading' });
    expect(classifyNotice(`${furniture}Création — acte du 2 mars 2026\n${fields}`)).toMatchObject({ type: 'creation', rule: 'heading' });
  });

  it('reads it in a notice longer than the lines a title may stand on', () => {
    const more = '\nCapital : 100 000 F\nDurée : 99 ans\nObjet : menuiserie\nPour avis.';
    expect(classifyNotice(`${furniture}NOMINATIONS – AGO du 3 mars 2026\n${fields}${more}`)).toMatchObject({ type: 'nomination', rule: 'heading' });
    expect(classifyNotice(`${furniture}CESSION (acte du 2 mars 2026)\n${fields}${more}`)).toMatchObject({ type: 'cession', rule: 'heading' });
  });
});

describe('classifyNotice: the articles amended in the active voice', () => {
  it("reads 'ont décidé de modifier les articles … des statuts' as a change of the articles, above the new co-manager its before-and-after table names", () => {
    const text = [
      'MODIFICATIONS STATUTAIRES',
      '',
      'ESSAIS AGRICOLES',
      'SARL au capital de 1 000 000 F CFP – RIDET 1 000 009.001',
      '',
      "Aux termes de l'assemblée générale extraordinaire du 2 mars 2026, les associés ont décidé de modifier les articles 2, 3 et 14 des statuts comme suit :",
      '',
      'Objet',
      'Ancienne mention : vente de matériel',
      'Nouvelle mention : vente et location de matériel',
      '',
      'Gérance',
      'Ancienne mention : M. Paul TESTARD, gérant',
      'Nouvelle mention : M. Paul TESTARD et M. Luc ESSAI, cogérants, ce dernier nommé pour une durée indéterminée',
    ].join('\n');
    expect(typeOf(text)).toBe('statuts');
  });

  it("keeps a seat's move above the articles the move amends", () => {
    expect(typeOf("ESSAIS AGRICOLES, SARL, RIDET 1 000 009.001. Les associés ont décidé de transférer le siège social au 3 rue Testu, Nouméa, et de modifier l'article 4 des statuts.")).toBe('siege');
  });
});

describe("classifyNotice: the auditors' office with its titular and deputy holders", () => {
  it.each([
    ['CAC ▸ ESSAIS MINIERS, SA ▸ 1 000 009.001 ▸ titulaire : AUDIT DES TESTS (SELARL) ▸ suppléant : Mme Ana TESTARD'],
    ['[CAC] ESSAIS MINIERS — SA — RIDET 1 000 009.001 — [tit.] AUDIT DES TESTS (SARL) — [suppl.] Ana TESTARD'],
    ['COMMISSARIAT AUX COMPTES\nESSAIS MINIERS, SA — RIDET 1 000 009.001 — AGO du 29/09/2026 : désign. comm. aux cptes titul. : AUDIT DES TESTS ; suppl. : M. Luc TESTARD.'],
  ])('%j is an appointment of auditors', (text) => {
    expect(typeOf(`BULLETIN DES TESTS – 05/10/2026\n${text}`)).toBe('nomination');
  });

  it('leaves a constitution that names its auditors a constitution', () => {
    expect(typeOf("Aux termes d'un acte sous seing privé du 2 mars 2026, il a été constitué une société anonyme dénommée ESSAIS MINIERS. Commissaire aux comptes titulaire : AUDIT DES TESTS ; suppléant : M. Luc TESTARD.")).toBe('creation');
  });
});

// Made up (2026-12-07, eighteenth session, from pinacles pj04). A sale's insertion rank heads its
// notice ('Première insertion'); a complement recalls an earlier publication in a sentence.
describe('an earlier publication a sentence recalls', () => {
  it('tells no sale', () => {
    expect(typeOf("COMPLÉMENT À L'AVIS PARU LE 4 JUIN 2026\nIl convient d'ajouter la mention suivante, omise lors de la première publication : M. Kevin TESTARD a été nommé directeur général délégué.")).toBe('nomination');
  });

  it("leaves a sale's insertion rank a sale's", () => {
    expect(typeOf('Première insertion\nSuivant acte du 2 mars 2026, la société TESTS, SARL, a vendu à la société ESSAIS un fonds de commerce de boulangerie.')).toBe('cession');
  });
});

// Made up (2026-12-07, eighteenth session, from ogives hv26). Articles rewritten whole are a change of
// the articles, which outranks the appointment the rewrite makes room for.
describe('the articles rewritten whole', () => {
  it('is a change of the articles, an appointment beside it or not', () => {
    expect(typeOf('Les associés ont adopté une nouvelle rédaction intégrale des statuts.')).toBe('statuts');
    expect(typeOf("Les associés ont adopté une nouvelle rédaction des statuts, notamment pour créer la fonction de directeur général. M. Serge TESTARD a été nommé directeur général.")).toBe('statuts');
  });
});
