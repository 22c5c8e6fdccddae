import { describe, expect, it } from 'vitest';
import { classifyNotice } from '../../../kernel/normalise/classify.ts';
import { degreeSignsAsDots } from '../../../kernel/normalise/degree-sign-abbreviations.ts';
import { findFrenchDates } from '../../../kernel/normalise/french-date.ts';
import { smallLetterFormsRead } from '../../../kernel/normalise/legal-form.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';
import { cutIdentifiersJoined } from '../../../kernel/normalise/cut-identifier-lines.ts';
import { identifiedNameRunsApart } from '../../../kernel/normalise/identified-name-run.ts';
import { holdsIdentifier } from '../../../kernel/normalise/identifier-not-name.ts';
import { valueLabelsRead } from '../../../kernel/normalise/value-labels.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// A tenth compositor, made up for these tests: his newspapers are 'Le Phare du Sud', 'La Voix du
// Nord-Ouest' and 'Écho des Îles'; he closes his cut words with a degree sign ('Créat°', 'Transf°'),
// prints forms in small dotted letters, labels the identifier 'Matr.' or 'Idt' and glues his labels
// and dates to their dots. None of these texts is a labelled group's. The companies and people are
// made up; 1234566, 1234574, 7654304, 7654312 and 2468007 pass the check.

describe('a degree sign after letters is an abbreviation mark, as in N°', () => {
  it('writes the sign closing a cut word as its dot, whatever the word', () => {
    expect(degreeSignsAsDots('CRÉAT° SAS X')).toBe('CRÉAT. SAS X');
    expect(degreeSignsAsDots('Transf°siège, Dém° gér.')).toBe('Transf.siège, Dém. gér.');
  });

  it('leaves the number’s own sign, a list’s item and a temperature', () => {
    const kept = 'N° 12, n°4, No° 7, 1°) le gérant, 25° à l’ombre';
    expect(degreeSignsAsDots(kept)).toBe(kept);
  });

  it('reads an insertion whose event word the compositor closed with the sign', () => {
    expect(identityOf('LE PHARE DU SUD · 02.12.2026\nTransf° siège LES VERGERS DE TAMOA SARL RID 1234566.001 au 4 rue des Lys Nouméa')).toEqual([
      'siege', 'LES VERGERS DE TAMOA', 'SARL', '1234566001', '2026-12-02',
    ]);
    expect(identityOf('LA VOIX DU NORD-OUEST jeu.03.12.26\nDissol° LES PIROGUES DU LAGON SARL Matr.7654304 rg 001, D.coll. 19.11.26, Liqdr M. Marc TESTARD')).toEqual([
      'dissolution', 'LES PIROGUES DU LAGON', 'SARL', '7654304001', '2026-12-03',
    ]);
  });
});

describe('a legal form is the same in small dotted letters', () => {
  it('reads the dotted small letters of a form, the first one a capital or not', () => {
    expect(smallLetterFormsRead('la s.a.r.l. X, une S.a.s. Y, la s.c.i. Z, une e.u.r.l')).toBe('la SARL X, une SAS Y, la SCI Z, une EURL');
  });

  it('leaves dotted small letters that spell no form, and two letters alone', () => {
    const kept = 'p.j.l. n°3, c.-à-d. le gérant, s.a. cité';
    expect(smallLetterFormsRead(kept)).toBe(kept);
  });

  it('publishes an insertion whose form is printed so, before or after the name', () => {
    expect(identityOf('LE PHARE DU SUD · 02.12.2026\nTransfert siège s.a.r.l. LES VERGERS DE TAMOA RID 1234566.001 au 4 rue des Lys Nouméa')).toEqual([
      'siege', 'LES VERGERS DE TAMOA', 'SARL', '1234566001', '2026-12-02',
    ]);
    expect(identityOf('LA VOIX DU NORD-OUEST 03.12.2026\nCréat° s.c.i. LES TROIS COCOS Kap.100.000F Sge 3 rue Jaune Koné Gér.M. Marc TESTARD Matr.1234574.001')).toEqual([
      'creation', 'LES TROIS COCOS', 'SCI', '1234574001', '2026-12-03',
    ]);
  });
});

describe('a name never holds an identifier', () => {
  it('reads no run holding a company’s identifier as its name', () => {
    expect(holdsIdentifier('LES VERGERS SARL RID 1234566.001')).toBe(true);
    expect(holdsIdentifier('LES VERGERS SARL Matr.7654304-001 devient')).toBe(true);
    expect(holdsIdentifier('NOUMÉA NET 2000')).toBe(false);
  });

  it('reads the new name after the verb when a compositor labels the old one “nouveau nom”', () => {
    expect(identityOf('LA VOIX DU NORD-OUEST 03.12.2026\nNouveau nom : LES PIROGUES DU LAGON SARL RID 1234566.001 devient «LES PIROGUES DU NORD», AGE 20.11.26')).toEqual([
      'statuts', 'LES PIROGUES DU NORD', 'SARL', '1234566001', '2026-12-03',
    ]);
  });
});

describe('a form closing a name in capitals is the company’s form, not a word of its name', () => {
  it('publishes the name without the form a reading took with it', () => {
    expect(identityOf('LA VOIX DU NORD-OUEST 03.12.2026\nConstitution\nSociété LES PIROGUES DU LAGON SARL\nCapital : 200.000F\nGérant : M. Marc TESTARD\nRID 1234566.001')).toEqual([
      'creation', 'LES PIROGUES DU LAGON', 'SARL', '1234566001', '2026-12-03',
    ]);
    expect(identityOf('Constitution de la société LES TROIS COCOS SCI au capital de 100.000 F, RID 1234574.001, gérant M. Luc TESTARD. Le 3 décembre 2026.')).toEqual([
      'creation', 'LES TROIS COCOS', 'SCI', '1234574001', '2026-12-03',
    ]);
  });
});

describe('"Soc.té" is société, as "Sté" is', () => {
  it('reads the company it introduces', () => {
    expect(identityOf('LA VOIX DU NORD-OUEST 03.12.2026\nConst° Soc.té LES PIROGUES DU LAGON s.a.r.l. Kap.200.000F Gér.M. Marc TESTARD Matr.1234566.001')).toEqual([
      'creation', 'LES PIROGUES DU LAGON', 'SARL', '1234566001', '2026-12-03',
    ]);
  });
});

describe('an identifier’s label is no word of an officer’s name', () => {
  it('ends the officer’s surname at the label the compositor glued after it', () => {
    const notice = noticeOf('LA VOIX DU NORD-OUEST 03.12.2026\nConst° SARL «LES PIROGUES DU LAGON» Kap.200.000F Gér.M. Marc TESTARD Matr.1234566.001');
    expect(officersOf(notice)).toEqual(['Marc TESTARD (gérant)']);
  });
});

describe('a form in small letters glued by a hyphen to a name in capitals is the form', () => {
  it('reads it so, and leaves a word that is also French', () => {
    expect(smallLetterFormsRead('Const° sasu-LES PIROGUES Kap.200.000F')).toBe('Const° SASU LES PIROGUES Kap.200.000F');
    const kept = 'sa-VOIR, passe-PARTOUT';
    expect(smallLetterFormsRead(kept)).toBe(kept);
  });
});

describe('a form in small letters right after a name in guillemets is the form', () => {
  it('reads it so, a comma or a space between', () => {
    expect(smallLetterFormsRead('«LE BOIS FLOTTÉ» sarl Matr.1234566.001')).toBe('«LE BOIS FLOTTÉ» SARL Matr.1234566.001');
    expect(smallLetterFormsRead('«LES TROIS COCOS», sci, et «KAORI» sa')).toBe('«LES TROIS COCOS», SCI, et «KAORI» SA');
  });

  it('leaves a word after a straight quote and a word that only begins like a form', () => {
    const kept = 'la société "X" sa gérante, «LE BOIS» sasquatch';
    expect(smallLetterFormsRead(kept)).toBe(kept);
  });

  it('publishes the insertion', () => {
    expect(identityOf('LE PHARE DU SUD · 02.12.2026\nDissol° «LES PIROGUES DU LAGON» sarl Matr.1234574-001, D.coll. 19.11.26, Liqdr M. Marc TESTARD')).toEqual([
      'dissolution', 'LES PIROGUES DU LAGON', 'SARL', '1234574001', '2026-12-02',
    ]);
  });
});

describe('an identifier cut at its line’s end is known by its shape and its check digit', () => {
  it('joins the halves after any short label, between the groups or after the label', () => {
    expect(cutIdentifiersJoined('LES VERGERS SAS Idt 1 234\n566.001 au 4 rue des Lys')).toBe('LES VERGERS SAS Idt 1 234 566.001 au 4 rue des Lys');
    expect(cutIdentifiersJoined('de LES VERGERS SAS (Matr.\n7654304-001) au 4 rue des Lys')).toBe('de LES VERGERS SAS (Matr.7654304-001) au 4 rue des Lys');
  });

  it('leaves a whole identifier before a line opening on digits, and halves the check refuses', () => {
    const street = 'LES VERGERS SAS Idt 1234566.001 au\n12 rue des Lys';
    expect(cutIdentifiersJoined(street)).toBe(street);
    const refused = 'LES VERGERS SAS Idt 1 234\n567.001 au 4 rue des Lys';
    expect(cutIdentifiersJoined(refused)).toBe(refused);
    const preposition = 'porté de\n1 234 566 F';
    expect(cutIdentifiersJoined(preposition)).toBe(preposition);
  });

  it('joins a RIDET’s groups cut without a label in a text of any length, when the check digit passes', () => {
    const long = `${'Le présent avis complète la publication précédente de la société. '.repeat(8)}Le numéro RIDET exact est le 1 234\n566.001.`;
    expect(cutIdentifiersJoined(long)).toContain('le 1 234 566.001.');
    const refused = long.replace('566.001', '567.001');
    expect(cutIdentifiersJoined(refused)).toBe(refused);
  });

  it('publishes the insertion under the joined identifier', () => {
    expect(identityOf('ÉCHO DES ÎLES 01.12.2026\nTransfert siège LES VERGERS DE TAMOA SAS Idt 1 234\n566.001 au 4 rue des Lys Nouméa')).toEqual([
      'siege', 'LES VERGERS DE TAMOA', 'SAS', '1234566001', '2026-12-01',
    ]);
  });
});

describe('the title left before a company set on its own line is no name', () => {
  it('closes a title in capitals left alone on its line, so that it reads as no heading', () => {
    expect(identifiedNameRunsApart('TUP «LES VERGERS» SARL RID 1234566.001 dans PALMERAIE SAS')).toBe('TUP :\n«LES VERGERS» SARL RID 1234566.001 dans PALMERAIE SAS');
    expect(identifiedNameRunsApart('Dplc Sgx: LE BOIS FLOTTÉ SARL RID 1234566.001')).toBe('Dplc Sgx:\nLE BOIS FLOTTÉ SARL RID 1234566.001');
  });

  it('publishes the company after the title, not the title', () => {
    expect(identityOf('LE PHARE DU SUD · 02.12.2026\nTUP «LES VERGERS» sarl Matr.1234566.001 — déc.AU 13.11.26')).toEqual([
      'dissolution', 'LES VERGERS', 'SARL', '1234566001', '2026-12-02',
    ]);
  });
});

describe('an office after the word of its event is the notice’s title, not the office’s label', () => {
  it('reads the company after the title as the notice’s', () => {
    expect(identityOf('LA GAZETTE DU RÉCIF 07.12.2026\nNomin° Présid. LES VERGERS DE TAMOA SAS Matr.1234566.001: M. Paul TESTARD en rempl. de Mme Léa TESTARD, déc.assoc.30.11.26')).toEqual([
      'nomination', 'LES VERGERS DE TAMOA', 'SAS', '1234566001', '2026-12-07',
    ]);
    expect(identifiedNameRunsApart('Renouv. Gér. LES VERGERS SARL RID 1234566.001 : M. Paul TESTARD')).toBe('Renouv. Gér.\nLES VERGERS SARL RID 1234566.001 : M. Paul TESTARD');
  });

  it('leaves the company after an office’s label and its colon: it holds the office', () => {
    const holder = 'Nomin. Présid.: HOLDING DU SUD SAS RID 1234574.001';
    expect(identifiedNameRunsApart(holder)).toBe(holder);
  });
});

describe('the thing an event changes and the procedure’s word cut short', () => {
  it('reads a seat cut to "Sge" after a cut transfer, alone or beside another event', () => {
    expect(identityOf('LA GAZETTE DU RÉCIF 07.12.2026\nTransf° Sge LES VERGERS DE TAMOA SARL Matr.1234566.001: 4 rue des Lys Nouméa; A.G.Ex.30.11.26')).toEqual([
      'siege', 'LES VERGERS DE TAMOA', 'SARL', '1234566001', '2026-12-07',
    ]);
    expect(identityOf('LA GAZETTE DU RÉCIF 07.12.2026\nTransf° Sge+Nmt° Gér. LES VERGERS DE TAMOA SARL Matr.1234566.001: Gér. M. Paul TESTARD; A.G.Ex.30.11.26')).toEqual([
      'siege', 'LES VERGERS DE TAMOA', 'SARL', '1234566001', '2026-12-07',
    ]);
  });

  it('reads "jud." after a procedure’s word as judiciaire', () => {
    expect(identityOf('LA GAZETTE DU RÉCIF 07.12.2026\nRedress° jud. LES VERGERS DE TAMOA SARL Matr.1234566.001, TMC 30.11.26')).toEqual([
      'procedure', 'LES VERGERS DE TAMOA', 'SARL', '1234566001', '2026-12-07',
    ]);
  });
});

describe('a date is known by its shape, glued to the dot of a word cut before it', () => {
  it('reads a date glued to a weekday’s, a meeting’s or a decision’s cut word', () => {
    expect(findFrenchDates('mer.02.12.26').map((d) => d.iso)).toEqual(['2026-12-02']);
    expect(findFrenchDates('A.G.Ord.18.11.26 puis Déc.prés.5.10.2026').map((d) => d.iso).sort()).toEqual(['2026-10-05', '2026-11-18']);
  });

  it('leaves digits after a number’s dot or a lone dot', () => {
    expect(findFrenchDates('Cap.1.000.000F, 4.12.12.26, réf .12.10.26')).toEqual([]);
  });

  it('dates the publication by a running header whose weekday is glued to its date, cut or in full', () => {
    expect(findPublicationDate('ÉCHO DES ÎLES mar.01.12.26\nTransfert siège LES VERGERS DE TAMOA SAS RID 1234566.001')).toBe('2026-12-01');
    expect(findPublicationDate('La Voix du Nord-Ouest Jeudi 3.12.26\nDissol° LES TROIS COCOS SCI RID 1234574.001')).toBe('2026-12-03');
  });

  it('reads an effective date cut to "eff." as effective, not as the act', () => {
    const text = 'Transfert siège : SCI LES TROIS COCOS RID 1234574.001, nouveau siège 5 rue Verte Koné, déc. gérance 15.10.26 eff.1/11/26.';
    expect(noticeOf(text).date).toBe('2026-10-15');
  });
});

describe('an event named by its word and its object, the article dropped', () => {
  const typeOf = (text: string) => classifyNotice(text, { heading: '', category: null })?.type;

  it('reads a capital’s change however its object is named', () => {
    expect(typeOf('Augmentation capital LES VERGERS SAS RID 1234566.001 porté à 2M F')).toBe('capital');
    expect(typeOf('Réduction fonds social : LES VERGERS SAS, ramené à 500.000 F')).toBe('capital');
    expect(typeOf('Diminution du fonds social de la SARL LES VERGERS')).toBe('capital');
  });

  it('reads a sum of money carried to another as the capital, whatever token the compositor cuts before it', () => {
    expect(typeOf('Cptl. LES VERGERS SARL RID 1234566.001 porté de 1 M à 5 M F par apport en numéraire')).toBe('capital');
    expect(typeOf('LES VERGERS SAS RID 1234566.001 : K ramené à 500.000 XPF (AGX 20.11.26)')).toBe('capital');
    expect(typeOf('Fonds soc. LES VERGERS SAS augmenté de 2.000.000 à 3.500.000 F CFP')).toBe('capital');
  });

  it('leaves a sum the clause names otherwise, and what is no sum of money', () => {
    expect(typeOf('Modification : la valeur nominale des parts est ramenée de 10 000 F à 1 000 F, le capital inchangé')).not.toBe('capital');
    expect(typeOf('Le loyer du local est porté à 150 000 F par mois.')).not.toBe('capital');
    expect(typeOf('Prorogation : durée portée à 99 ans')).not.toBe('capital');
  });

  it('reads a company created, and a name or an object changed, told by their nouns', () => {
    expect(typeOf('Création SARL LES VERGERS, capital 100.000 F')).toBe('creation');
    expect(typeOf('CRÉATION – SCI LES TROIS COCOS')).toBe('creation');
    expect(typeOf('Nouveau nom : LES VERGERS DU NORD')).toBe('statuts');
    expect(typeOf('Nouvel objet : vente de fruits')).toBe('statuts');
  });

  it('leaves the creation of a thing other than a company and a word in a sentence', () => {
    expect(typeOf('Création d’un fonds de commerce de boulangerie')).toBeUndefined();
    expect(typeOf('Le gérant a évoqué la création SARL en cours de son associé.')).toBeUndefined();
  });
});

describe('a name in capitals a form opens ends where the capitals end', () => {
  it('reads the name up to a compositor’s next label glued to its dot or its value', () => {
    expect(identityOf('LE PHARE DU SUD · 02.12.2026\nCréation SAS LES VERGERS DE TAMOA Cap.1.000.000F RID 1234566.001 Prés.M. Paul TESTARD')).toEqual([
      'creation', 'LES VERGERS DE TAMOA', 'SAS', '1234566001', '2026-12-02',
    ]);
    expect(identityOf('LE PHARE DU SUD · 02.12.2026\nTransfert siège SARL LE JARDIN D’ANA F.soc.500.000F RID 7654312.001 vers 4 rue des Lys Nouméa')).toEqual([
      'siege', 'LE JARDIN D’ANA', 'SARL', '7654312001', '2026-12-02',
    ]);
    expect(identityOf('ÉCHO DES ÎLES 01.12.2026\nCREAT° SCI LES TROIS COCOS Kso2M Idt 2468007-001 Gér.Mme Ana TESTARD')).toEqual([
      'creation', 'LES TROIS COCOS', 'SCI', '2468007001', '2026-12-01',
    ]);
  });

  it('reads a name in guillemets glued to its form, and a form’s label before a space', () => {
    expect(identityOf('LE PHARE DU SUD · 02.12.2026\nConst° SARL«LES PIROGUES DU LAGON» Kap.200.000F Gér.M. Marc TESTARD Matr.1234566.001')).toEqual([
      'creation', 'LES PIROGUES DU LAGON', 'SARL', '1234566001', '2026-12-02',
    ]);
    expect(identityOf('LE PHARE DU SUD · 02.12.2026\nConst° Dnom.LES PIROGUES DU LAGON Frme SARL Kap.200.000F Gér.M. Marc TESTARD Matr.1234566.001')).toEqual([
      'creation', 'LES PIROGUES DU LAGON', 'SARL', '1234566001', '2026-12-02',
    ]);
  });

  it('reads no name when the capitals run on into words in small letters or a word in full', () => {
    expect(valueLabelsRead('Création SAS LES VERGERS De Tamoa Cap.1M RID 1234566.001')).not.toContain('Dénomination :');
    expect(valueLabelsRead('Création SAS LES VERGERS Nouméa le 2 mai, RID 1234566.001')).not.toContain('Dénomination :');
  });
});

describe('a capital’s value is its amount', () => {
  it('sets the identifier printed after the amount, and the officer after it, on lines of their own', () => {
    expect(valueLabelsRead('Dissolution SCI LES TROIS COCOS Kap.100.000F Idt 1234574-001 Liquidateur M. Luc TESTARD')).toContain(
      'Capital : 100.000F\nIdt 1234574-001\nLiquidateur M. Luc TESTARD',
    );
  });

  it('publishes the company’s identifier, not the officer’s, and the officer', () => {
    const notice = noticeOf('LE PHARE DU SUD · 02.12.2026\nDissol.anticip. SCI LES TROIS COCOS Kap.100.000F Idt 1234574-001 Liq.M. Luc TESTARD');
    expect([notice.type, notice.denomination, notice.ridet]).toEqual(['dissolution', 'LES TROIS COCOS', '1234574001']);
    expect(officersOf(notice)).toEqual(['Luc TESTARD (liquidateur)']);
  });
});
