import { describe, expect, it } from 'vitest';
import { abbreviationsWrittenOut, typeAbbreviationsRead } from '../../../kernel/normalise/abbreviated-words.ts';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { lineStartCompanies } from '../../../kernel/normalise/company-mentions.ts';
import { letteredEventsRead } from '../../../kernel/normalise/lettered-abbreviations.ts';

// The shortest insertions write the words every notice uses abbreviated ('Sté', 'cap.', 'gér.',
// 'nom. prés.', 'AGE', 'loc.-gér.', 'clôt. liq.', 'jugt', 'RJ'): a reader of legal notices reads
// them as the words. Every text is made up for the reading it names.

const HINTS = { reference: 'test-abreviations' };

function published(text: string) {
  const result = parseNoticeText(text, HINTS);
  if (!result.ok) throw new Error(`quarantined: ${result.quarantine.reason} ${result.quarantine.detail}`);
  return result.notice;
}

describe('the abbreviated words of a telegraphic insertion, written out', () => {
  it("reads the act words, the labels and the roles as their words, in the case they were printed in ('cap.', 'gér.', 'prés.' are left to the rules that read them where they stand)", () => {
    const read = abbreviationsWrittenOut('KAORI BOIS SARL – cap. 1 MF CFP – obj. menuiserie – dur. 99 ans – Gér. : M. Paul WEA – AGE 12/03/26');
    expect(read).toBe('KAORI BOIS SARL – cap. 1 MF CFP – objet menuiserie – durée 99 ans – Gér. : M. Paul WEA – Assemblée générale extraordinaire 12/03/26');
  });

  it("reads a form by what follows it: 'liq. :' is the liquidator, 'ss liq.' the liquidation; 'loc.-gér. :' the tenant, 'LOC.-GÉR.' the letting", () => {
    expect(abbreviationsWrittenOut('dissol. ss liq. – liq. : M. Paul WEA')).toBe('dissolution sans liquidation – liquidateur : M. Paul WEA');
    expect(abbreviationsWrittenOut('LOC.-GÉR. – loc.-gér. : M. Paul WEA')).toBe('LOCATION-GÉRANCE – locataire-gérant : M. Paul WEA');
  });

  it("reads 'liq.' before a person named without civility as the liquidator, and after the seat's cut word as the liquidation", () => {
    expect(abbreviationsWrittenOut('dissol. anticip. – Liq.Ana TESTARD – Sg. liq. : 4 rue Test')).toBe('dissolution anticipée – Liquidateur Ana TESTARD – Sg. de la liquidation : 4 rue Test');
    expect(abbreviationsWrittenOut('dissol. anticip. – liq. amiable Sté TEST')).toBe('dissolution anticipée – liquidation amiable Sté TEST');
  });

  it("reads 'nouv. :' as the new name's label, but after an office's word as that office's new holder, left to the officers' reader", () => {
    expect(abbreviationsWrittenOut('dissol. anticip. – Nouv. : LES TESTS')).toBe('dissolution anticipée – Nouvelle dénomination : LES TESTS');
    expect(abbreviationsWrittenOut('dissol. anticip. – Co-Gért nouv.:Ana TESTARD')).toBe('dissolution anticipée – Co-Gért nouv.:Ana TESTARD');
  });

  it("reads 'anc. :' and 'nouv. :' before an address as the seat's two sides, not the names'", () => {
    expect(abbreviationsWrittenOut('transf. sg. – anc. : 7 rue Testu, Nouméa – nouv. : ZAC Essai, Dumbéa')).toBe(
      'transf. sg. – ancien siège : 7 rue Testu, Nouméa – nouveau siège : ZAC Essai, Dumbéa',
    );
    expect(abbreviationsWrittenOut('modif. – anc. : TESTS ANCIENS – nouv. : TESTS NOUVEAUX')).toBe(
      'modif. – ancienne dénomination : TESTS ANCIENS – nouvelle dénomination : TESTS NOUVEAUX',
    );
  });

  it("reads 'Soc.' opening a field before a name in capitals as the company's word, 'NOUV. SOC. :' as a new company's name label, and 'soc.' elsewhere as the seat's adjective", () => {
    expect(abbreviationsWrittenOut('TRANSFO. SARL → SAS\nSoc. ESSAI BTP, RIDET 1 613 827.001 — sg soc. : 4 rue Testu')).toBe(
      'TRANSFORMATION SARL → SAS\nSociété ESSAI BTP, RIDET 1 613 827.001 — siège social : 4 rue Testu',
    );
    expect(abbreviationsWrittenOut('NOUV. SOC. : ESSAI MOTOCULTURE\nForme SAS — cap. 500 000 F')).toBe('SOCIÉTÉ NOUVELLE : ESSAI MOTOCULTURE\nForme SAS — cap. 500 000 F');
  });

  it("publishes a company named after 'Soc.' and a new company named after 'NOUV. SOC. :'", () => {
    expect(published('Échos des Tests • mardi 2 juin 2026\n\nTRANSFO. SARL → SAS\nSoc. ESSAI BTP RÉSEAUX, RIDET 1 613 827.001 — Prés. : Paul TESTARD (ex-gér.)')).toMatchObject({
      type: 'statuts',
      denomination: 'ESSAI BTP RÉSEAUX',
    });
    expect(published('TEST HEBDO n° 88 – La Foa – 11 févr. 2026\n\nNOUV. SOC. : ESSAI MOTOCULTURE\nForme SAS — cap. 500 000 F — RIDET 1613835.001\nPrés. : Paul TESTARD')).toMatchObject({
      type: 'creation',
      denomination: 'ESSAI MOTOCULTURE',
    });
  });

  it("publishes a seat's move printed with 'anc. :' and 'nouv. :' under the company's name, not the new address", () => {
    const notice = published(
      'ÉCHO DES TESTS /// mer 14-10-26\nTRSF S.S. /// ESSAIS DU LAGON /// SARL /// RIDET 1042415.001 /// anc. : 9 rue Testu, Nouméa /// nouv. : ZAC Essai, Païta /// déc. gér. 02-10-26 /// gér. : M. Paul TESTARD',
    );
    expect(notice.denomination).toBe('ESSAIS DU LAGON');
    expect(notice.type).toBe('siege');
  });

  it("reads 'Ass. uniq.' as the sole partner, and 'ass.' alone as the meeting", () => {
    expect(abbreviationsWrittenOut('dissol. anticip. – Ass. uniq.: SAS TESTEUR – ass. du 2.10.26')).toBe('dissolution anticipée – Associé unique: SAS TESTEUR – assemblée du 2.10.26');
    const notice = published('LE TEST QUOTIDIEN · mardi 10.11.2026 · page annonces\n\nDISS. s/ TUP · SAS LES TESTS DU NORD · RIDET 1234566.001 · sge: Test, 98800 Nouméa · Ass. uniq.: SAS TESTEUR HOLDING (RIDET 1234574.001) · déc. du 21.10.2026 · TUP sans liquidation');
    expect([notice.ridet, notice.denomination, notice.type]).toEqual(['1234566001', 'LES TESTS DU NORD', 'dissolution']);
  });

  it("reads 'ass. uniq.' as the partner's label only before a company: before a person, the founder of a one-member company is no other party", () => {
    const notice = published('CONSTIT. SASU LES TESTS DU NORD, cap. 100 000 F, RIDET 1234566.001, ass. uniq. et prés. : M. Paul TESTARD, AGE 12/10/26');
    expect([notice.ridet, notice.type, notice.dirigeants.map((d) => [d.nom, d.fonction])]).toEqual(['1234566001', 'creation', [['TESTARD', 'président']]]);
  });

  it("reads 'dém.' right after a person's SURNAME as that person resigning, as after a comma", () => {
    expect(abbreviationsWrittenOut('dissol. anticip. – Gér. M. Paul TESTARD dém., nom. Mme Ana TESTEUR')).toBe('dissolution anticipée – Gér. M. Paul TESTARD démissionnaire, nomination Mme Ana TESTEUR');
    expect(abbreviationsWrittenOut('dissol. anticip. – dém. Gér. M. Paul TESTARD')).toBe('dissolution anticipée – démission Gér. M. Paul TESTARD');
  });

  it("reads 'liq.' before a firm the court designates in the person of its member as the liquidator, and 'CLÔT. IA' as the closure for insufficient assets", () => {
    expect(abbreviationsWrittenOut('LJ · jugt 12.10.26 · liq. SELARL TESTS MANDATAIRES prise en la pers. de Me Ana TESTARD')).toBe('Liquidation judiciaire · jugement 12.10.26 · liquidateur SELARL TESTS MANDATAIRES prise en la pers. de Me Ana TESTARD');
    expect(abbreviationsWrittenOut('CLÔT. IA * jugt 12.10.26 * liq. SELARL TESTS')).toBe('CLÔTURE POUR INSUFFISANCE D’ACTIF * jugement 12.10.26 * liquidation SELARL TESTS');
  });

  it('sets a form run together with the next word apart from it', () => {
    expect(abbreviationsWrittenOut('KAORI BOIS SAS.Obj.menuiserie.Dur.99 ans')).toBe('KAORI BOIS SAS.Objet menuiserie.Durée 99 ans');
  });

  it("reads 'déc.' after a day as December, elsewhere as a decision", () => {
    expect(abbreviationsWrittenOut('déc. assoc. du 15 déc. 2026')).toBe('décision associé du 15 déc. 2026');
  });

  it('sets a title of abbreviations run into the company apart, on a line of its own', () => {
    expect(abbreviationsWrittenOut('DISSOL.ANTICIP.STUDIO KAORI SARL RIDET 1 738 202.001')).toBe('DISSOLUTION ANTICIPÉE\nSTUDIO KAORI SARL RIDET 1 738 202.001');
  });

  it('leaves a notice in full sentences with one abbreviation as printed, and a lower-case acronym as a word', () => {
    const prose = "Aux termes d'une assemblée du 3 mars 2026, la société KAORI BOIS, SARL au cap. de 1 000 000 F CFP, a nommé M. Paul WEA gérant.";
    expect(abbreviationsWrittenOut(prose)).toBe(prose);
    expect(abbreviationsWrittenOut('obj. pêche – dur. 99 ans – age 40 ans')).toBe('objet pêche – durée 99 ans – age 40 ans');
  });
});

describe("the forms of events, read for the type wherever they stand", () => {
  it("reads a small ad's event on the folded text, a single form in prose too, the longer reading first", () => {
    expect(typeAbbreviationsRead('la societe a decide le trsf. du sg a paita.')).toBe('la societe a decide le transfert du siege a paita.');
    expect(typeAbbreviationsRead('redu. cap. de la sarl kaori bois')).toBe('reduction de capital de la sarl kaori bois');
    expect(typeAbbreviationsRead('nom. ger. : m. paul wea')).toBe('nomination gerant : m. paul wea');
  });

  it('leaves a folded text without any form as it is', () => {
    const prose = "aux termes d'une assemblee du 3 mars 2026, la societe a nomme m. paul wea gerant.";
    expect(typeAbbreviationsRead(prose)).toBe(prose);
  });
});

describe('telegraphic notices read whole', () => {
  it("reads a receivership's court organs after the debtor's identifier as fields of their own, and 'RJ' as no name", () => {
    const notice = published('LNC – 10/11/2026\n\nRJ – jugt du 3 nov. 2026 – HÔTEL DU LAGON BLEU SAS – RIDET 1738202.001 – mand. jud. : Me Anne KAPUA – adm. jud. : Me Luc WEA.');
    expect(notice.type).toBe('procedure');
    expect(notice.ridet).toBe('1738202001');
    expect(notice.denomination).toBe('HÔTEL DU LAGON BLEU');
  });

  it("reads a closure of liquidation, the name on its field between the title and the identifier ('CLÔT' is no name)", () => {
    const notice = published('CLÔT. LIQ. – ÉTS KAORI & FILS SNC – RIDET 1738210.001 – ass. 30/04/2026 : cptes défin. approuvés, quitus liq. M. Paul KAORI.');
    expect(notice.type).toBe('dissolution');
    expect(notice.ridet).toBe('1738210001');
    expect(notice.denomination).toBe('ÉTS KAORI & FILS');
  });

  it("reads a line's capitals closed by a form as a company, but not a title that holds a form ('TRANSFORMATION DE SARL EN SAS')", () => {
    expect(lineStartCompanies('ÉTS KAORI & FILS SNC\nRIDET 1 738 236.001').map((m) => m.name)).toEqual(['ÉTS KAORI & FILS']);
    expect(lineStartCompanies('TRANSFORMATION DE SARL EN SAS\n\nSiège : Bourail')).toEqual([]);
  });

  it('reads an appointment whose company opens the line, run into its form before a dash', () => {
    const notice = published('KAORI CONSEIL SAS – nom. prés. : M. Paul WEA, en rempl. de Mme Anne KAPUA, dém. – AGO 14/09/26 – RIDET 1 738 228.001.');
    expect(notice.type).toBe('nomination');
    expect(notice.ridet).toBe('1738228001');
    expect(notice.denomination).toBe('KAORI CONSEIL');
  });
});

describe('a company named as an officer with its form before its identifier', () => {
  it("lists the officer by its name alone ('Président : la société H SARL (RIDET …)')", () => {
    const notice = published('LNC – 11/05/2026\n\nCONSTITUTION de la SASU KAORI TECH, au capital de 5 000 000 F CFP, siège Ducos, Nouméa. Président : la société LAGON HOLDING SARL (RIDET 1 738 228.001). RIDET n° 1 738 202.001.');
    expect(notice.ridet).toBe('1738202001');
    expect(notice.dirigeants.map((d) => [d.nom, d.fonction])).toEqual([['LAGON HOLDING', 'président']]);
  });
});

describe("a merger's parties labelled on one telegraphic line", () => {
  it("reads each label as opening its party's field ('FUSION – Absorbante : A … . Absorbée : B …'): the absorbing company's capital", () => {
    const notice = published('FUSION – Absorbante : KAORI FROID, SARL, RIDET 1 738 202.001. Absorbée : LAGON CLIM, SARL, RIDET 1 738 210.001. Traité SSP 20/04/26. AGE absorbante 15/05/26 : approb. fusion, augm. cap. de 3 MF CFP. AGE absorbée 14/05/26 : dissol. ss liq.');
    expect(notice.type).toBe('capital');
    expect(notice.ridet).toBe('1738202001');
    expect(notice.denomination).toBe('KAORI FROID');
  });
});

describe("the sole partner's abbreviations", () => {
  it("reads 'Ass. uniq.' and 'assoc.uniq.' as the sole partner, never a meeting", () => {
    expect(abbreviationsWrittenOut('DISS. s/ TUP – Ass. uniq. : SAS KAORI INVEST – déc. 21.10.26')).toContain('Associé unique : SAS KAORI INVEST');
    expect(abbreviationsWrittenOut('TUP : SAS KAORI BOIS dissoute ss liq., assoc.uniq. SAS KAORI INVEST')).toContain('associé unique SAS KAORI INVEST');
  });
});


describe("the buyer's label cut after its first syllable, its u kept", () => {
  const text = `LA LETTRE DU TEST — n° 12 — jeudi 12 novembre 2026\nCess. fds. — Vend. : "KAORI BOIS" SARL, Ridet 1 000 009.001, Koné.\nAcqu. : VERGERS DE TIVA SAS, Ridet 1 000 032.001. Fds de menuiserie, Koné.\nActe s.s.p. 2/11/2026. Opp. : 10 j. à compter de la 2e insertion, chez l'acquéreur.`;

  it("reads 'Acqu.' as the buyer, as 'Acq.'", () => {
    expect(abbreviationsWrittenOut('Vend. : X SARL — Acqu. : Y SAS')).toBe('Vendeur : X SARL — Acquéreur : Y SAS');
  });

  it('publishes the sale under the seller, the buyer told by its label', () => {
    expect([published(text).type, published(text).denomination, published(text).ridet]).toEqual(['cession', 'KAORI BOIS', '1000009001']);
  });
});

describe("a cut word the lexicon reads as another word than an event", () => {
  it("leaves 'déc.' a decision, never a seat's 'déplacement' whose letters it keeps", () => {
    const text = 'TUP — Sté dissoute : KAORI BOIS, SARL — déc. du 2/11/2026 — transmission universelle';
    expect(letteredEventsRead(text)).toBe(text);
  });

  it('still reads a cut the lexicon does not know by the letters it keeps', () => {
    expect(letteredEventsRead('Dsol. — KAORI BOIS, SARL')).toBe('Dissolution — KAORI BOIS, SARL');
  });
});

describe("an office's cut word and 'dém.' before the colon", () => {
  const text = 'LE FANAL · Mardi 10.11.2026\nSté « KAORI BOIS » (SARL) – Ridet 1000009/001 – Gér. dém. : M. Paul WEA.\nNouv. gér. : Mme Rose KAMO, dès le 1/12/2026. AGO du 2/11/2026.';

  it('labels the officer who resigns', () => {
    expect(abbreviationsWrittenOut('Gér. dém. : M. Paul WEA. Nouv. gér. : Mme Rose KAMO. AGO du 2/11/2026.')).toContain('Gér. démissionnaire : M. Paul WEA');
  });

  it('publishes the resigning manager as leaving, the new one as appointed', () => {
    expect(published(text).dirigeants.map((d) => [d.nom, d.fonction, d.action])).toEqual([
      ['WEA', 'gérant', 'cessation'],
      ['KAMO', 'gérant', 'nomination'],
    ]);
  });
});

describe("the tenant's cut label with its qualifier before the colon", () => {
  it("reads 'Loc.-gér. sortant :' as the outgoing tenant's label, not the letting", () => {
    expect(abbreviationsWrittenOut('FIN LG ‖ Loc.-gér. sortant : KAORI BOIS, SARL ‖ Propriétaire : VERGERS DE TIVA, EURL ‖ Fin : 31.10.2026, AGE du 2/10/2026')).toContain('Locataire-gérant sortant : KAORI BOIS');
  });
});

describe("a letting's end cut to its initials and the manager's cut, and a letting's cut without its dots", () => {
  it("reads 'FIN L.-GÉR.' and 'Fin loc gér' as the end of a letting", () => {
    expect(typeAbbreviationsRead('fin l.-ger. · proprietaire du fonds : x')).toContain('fin de location-gerance');
    expect(typeAbbreviationsRead('fin loc ger – la loc ger du fds de station-service')).toContain('location-gerance du');
  });

  it('publishes the end of a letting under its owner', () => {
    const text = 'LE HÉRON · 12.XI.2026\nFIN L.-GÉR. · propriétaire du fonds : KAORI BOIS, SARL, RIDET 1000009.001 · ex-locataire : Paul WEA · fonds : snack, Païta · au 31/10/2026';
    expect([published(text).type, published(text).ridet]).toEqual(['cession', '1000009001']);
  });
});
