import { describe, expect, it } from 'vitest';
import { classifyNotice, parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { eventOnlyInVisas } from '../../../kernel/normalise/public-act-visas.ts';
import { identityOf, noticeOf, officersOf, subjectOf } from './notice-helpers.ts';

// Readings a blind group of notices that carry several things at once showed missing
// (test/kernel/normalise/mixtes): one meeting's decisions told as labelled items, a dissolution
// the meeting declined, a heading that names the lower of two events, an event a public act
// recalls in its visas, an officer's label under a bullet, an appointment told by its noun, a
// liquidator who replaces a leaving manager, co-liquidators after their office's terms, a manager
// who becomes president by a relative clause, a greffe list's dated headings, a holding's own
// name opening a list item, a capital increase a meeting was only called to decide. Every text
// here is made up for the rule it names, never a copy of a group text.

const HEADER = 'KAZ BOIS\nSociété à responsabilité limitée au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\n';

function typeOf(text: string): string | null {
  return classifyNotice(text, {})?.type ?? null;
}

describe("one meeting's decisions told as labelled items", () => {
  it("reads 'Siège social : transféré au …' as the transfer, above the new co-manager", () => {
    const text = `${HEADER}Décisions de l'assemblée générale extraordinaire du 2 mars 2026 :\n1. Siège social : transféré au 4, rue Exemple, 98800 Nouméa.\n2. Gérance : Mme Ana KAZ est nommée cogérante.\n3. Objet social : étendu à la pose de menuiseries.`;
    expect(typeOf(text)).toBe('siege');
  });

  it("reads 'Objet social : étendu …' as a change of the articles, above an appointment", () => {
    const text = `${HEADER}Décisions de l'assemblée générale du 2 mars 2026 :\n– Objet social : étendu à la pose de menuiseries.\n– Mme Ana KAZ est nommée cogérante.`;
    expect(typeOf(text)).toBe('statuts');
  });

  it('does not read a label that only describes the office', () => {
    const text = `${HEADER}Siège social : 4, rue Exemple, 98800 Nouméa.\nL'assemblée générale du 2 mars 2026 a nommé Mme Ana KAZ cogérante.`;
    expect(typeOf(text)).toBe('nomination');
  });
});

describe('a dissolution the meeting declined', () => {
  it("is no event: 'qu'il n'y avait pas lieu de prononcer la dissolution anticipée' leaves the continuation (statuts)", () => {
    const text = `${HEADER}L'assemblée générale du 26 juin 2026, constatant que les capitaux propres sont devenus inférieurs à la moitié du capital social, a décidé qu'il n'y avait pas lieu de prononcer la dissolution anticipée de la société.`;
    expect(typeOf(text)).toBe('statuts');
  });

  it('keeps a dissolution that is decided', () => {
    const text = `${HEADER}L'assemblée générale du 26 juin 2026 a décidé de prononcer la dissolution anticipée de la société et sa liquidation amiable.`;
    expect(typeOf(text)).toBe('dissolution');
  });
});

describe('a heading that names the lower of two events the body tells', () => {
  it('gives way to a capital increase decided with the transfer it names', () => {
    const text = `TRANSFERT DE SIÈGE SOCIAL\n\n${HEADER}L'assemblée générale extraordinaire du 3 mars 2026 a décidé de transférer le siège social au 4, rue Exemple, Nouméa. La même assemblée a décidé d'augmenter le capital social pour le porter à 3 000 000 F CFP par incorporation de réserves.`;
    expect(identityOf(text)).toEqual(['capital', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });

  it("gives way to a liquidation judiciaire under a heading that names the dissolution it brings", () => {
    const text = `DISSOLUTION – KAZ BOIS\n\nPar jugement du tribunal mixte de commerce de Nouméa du 9 novembre 2026, la liquidation judiciaire de la SARL KAZ BOIS, RIDET 1 000 001.001, a été prononcée. Ce jugement emporte dissolution de la société. Liquidateur : Maître Jean EXEMPLE.`;
    expect(identityOf(text)).toEqual(['procedure', 'KAZ BOIS', 'SARL', '1000001001', '2026-11-09']);
  });

  it("keeps a merger's capital heading over the absorbed company's dissolution", () => {
    const text = `AUGMENTATION DE CAPITAL – FUSION\n\nKAZ GROUPE, SAS, RIDET 1 000 001.001. L'assemblée générale extraordinaire du 30 septembre 2026 a approuvé la fusion par absorption de la société KAZ BOIS, SARL, RIDET 2 000 002.001, et augmenté le capital de 2 400 000 F CFP. La société KAZ BOIS est dissoute sans liquidation.`;
    expect(typeOf(text)).toBe('capital');
  });
});

describe("an event a public act recalls in its visas", () => {
  const act = (visa: string, article: string) =>
    `PROVINCE SUD\n\nArrêté n° 1234-2026/ARR/DDDT du 5 août 2026 attribuant une aide à l'investissement à la société KAZ BOIS\n\nLe président de l'assemblée de la province Sud,\nVu le code des aides pour le soutien de l'économie ;\n${visa}\n\nArrête :\nArticle 1er : ${article}\nArticle 2 : Le présent arrêté sera publié au Journal officiel de la Nouvelle-Calédonie.`;

  it('is background: an act that only grants an aid stays out of scope', () => {
    const text = act(
      'Vu la demande présentée le 12 mai 2026 par la SARL KAZ BOIS, RIDET 1 000 001.001, dont le siège a été transféré au 3, rue Exemple, 98800 Nouméa ;',
      'Une aide de 4 500 000 F CFP est attribuée à la société KAZ BOIS pour l’acquisition d’un navire.',
    );
    expect(eventOnlyInVisas(text, 'siege')).toBe(true);
    expect(identityOf(text)).toBe('hors_champ');
  });

  it('is the act’s own when an article decides it as well', () => {
    const text = act(
      'Vu la délibération du conseil d’administration de la société KAZ BOIS relative au transfert de son siège ;',
      'Le transfert du siège de la société KAZ BOIS, RIDET 1 000 001.001, au 3, rue Exemple, 98800 Nouméa, est approuvé.',
    );
    expect(eventOnlyInVisas(text, 'siege')).toBe(false);
  });
});

describe("an officer's label under a bullet", () => {
  it("states that officer's form, not the constituted company's", () => {
    const text =
      "JONC – Publications légales – mardi 3 novembre 2026\n\nAVIS DE CONSTITUTION\n\nAux termes d'un acte sous seing privé du 12 octobre 2026, il a été constitué une société par actions simplifiée présentant les caractéristiques suivantes :\n\nDénomination : KAZ LOGISTIQUE\nCapital : 5 000 000 F CFP\nSiège social : 22, rue Exemple, 98830 Dumbéa\n\nPremiers organes sociaux :\n– Président : la société KAZ HOLDING, SAS au capital de 20 000 000 F CFP, RIDET 2 000 002.001, représentée par M. Paul KAZ ;\n– Commissaire aux comptes titulaire : la société KAZ AUDIT, SARL, 5, rue Exemple, Nouméa.\n\nLa société a été immatriculée le 28 octobre 2026 au RIDET sous le n° 1 000 001.001.";
    expect(identityOf(text)).toEqual(['creation', 'KAZ LOGISTIQUE', 'SAS', '1000001001', '2026-11-03']);
  });
});

describe('an appointment told by its noun', () => {
  const base = `${HEADER}L'assemblée générale extraordinaire du 14 septembre 2026 a décidé le transfert du siège social au 22, avenue Exemple, Dumbéa`;

  it("gives the office right after the name ('nomination de M. X cogérant')", () => {
    expect(officersOf(noticeOf(`${base} ; nomination de M. Paul KAZ cogérant.`))).toEqual(['Paul KAZ (gérant)']);
  });

  it("reads the telegraphic 'nomin. M. X cogér.' beside the manager in office", () => {
    expect(officersOf(noticeOf(`${base} ; nomin. M. Paul KAZ cogér. aux côtés de Mme Ana KAZ, gér. Pr avis.`)).sort()).toEqual(['Ana KAZ (gérant)', 'Paul KAZ (gérant)']);
  });
});

describe('a liquidator who replaces a leaving manager', () => {
  it("is in office: the leaving word after 'qui remplacera' is the replaced manager's", () => {
    const text = `${HEADER}Par décision du 9 janvier 2026, l'associé unique a pris acte de la démission de M. Paul KAZ de ses fonctions de gérant, a décidé la dissolution anticipée de la société et a nommé en qualité de liquidateur M. Jean KAZ, demeurant à Nouméa, qui remplacera le gérant démissionnaire pour les besoins de la liquidation.`;
    expect(officersOf(noticeOf(text))).toEqual(['Jean KAZ (liquidateur)']);
  });

  it('still reads a liquidator who resigns as leaving', () => {
    const text = `${HEADER}Par décision du 9 janvier 2026, l'associé unique a décidé la dissolution anticipée de la société. M. Jean KAZ, liquidateur, démissionnaire, est remplacé par Mme Ana KAZ, nommée liquidatrice.`;
    expect(officersOf(noticeOf(text))).toEqual(['Ana KAZ (liquidateur)']);
  });
});

describe("co-liquidators named after their office's terms", () => {
  it('are liquidators, whatever office their apposition recalls', () => {
    const text = `${HEADER}Par acte du 18 août 2026, les associés ont décidé la dissolution anticipée de la société et sa liquidation amiable. Ont été nommés en qualité de co-liquidateurs, avec faculté d'agir ensemble ou séparément : M. Paul KAZ, gérant, et Mme Ana KAZ, associée, demeurant ensemble à Nouméa.`;
    expect(officersOf(noticeOf(text))).toEqual(['Paul KAZ (liquidateur)', 'Ana KAZ (liquidateur)']);
  });
});

describe('a manager who becomes president by a relative clause', () => {
  it("holds the new office (', qui a été nommé président de la société sous sa nouvelle forme')", () => {
    const text = `${HEADER}L'assemblée générale extraordinaire du 26 août 2026 a décidé la transformation de la société en société par actions simplifiée ; il a été mis fin aux fonctions de gérant de M. Paul KAZ, qui a été nommé président de la société sous sa nouvelle forme ; Mme Ana KAZ a été nommée directrice générale.`;
    expect(officersOf(noticeOf(text))).toEqual(['Paul KAZ (président)', 'Ana KAZ (directeur général)']);
  });

  // Made up (2026-12-07, seventeenth session, from lanternons lq27).
  it("holds the office given again (', qui est à nouveau nommé gérant'), a liquidation withdrawn", () => {
    const text = `${HEADER}L'assemblée du 20 juin 2026 a rapporté la dissolution de la société. En conséquence, il est mis fin aux fonctions de liquidateur de M. Paul KAZ, qui est à nouveau nommé gérant de la société pour une durée indéterminée.`;
    expect(officersOf(noticeOf(text))).toEqual(['Paul KAZ (gérant)']);
  });
});

describe("a greffe list's headings dated before or after the procedure", () => {
  it('opens one entry under each', () => {
    const text =
      "JONC – Publications légales – mardi 24 novembre 2026\n\nEXTRAITS DU GREFFE DU TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\n\nJugement du 12/11/2026 – Ouverture d'une procédure de redressement judiciaire\nKAZ BOIS, SAS, 8, rue Exemple, 98800 Nouméa, RIDET 1 000 001.001. Mandataire judiciaire : Maître Jean EXEMPLE.\n\nRadiation d'office du 16/11/2026\nKAZ TAXI, EURL, 2, route Exemple, 98870 Bourail, RIDET 2 000 002.001. Radiée d'office du registre du commerce et des sociétés.\n\nJugement du 12/11/2026 – Liquidation judiciaire simplifiée\nKAZ MOTOS, SARL, 14, rue Exemple, 98800 Nouméa, RIDET 3 000 003.001. Liquidateur : Maître Jean EXEMPLE.";
    const results = parseNoticeTexts(text, { reference: 't' });
    expect(results.map((r) => (r.ok ? [r.notice.type, r.notice.denomination, r.notice.ridet] : r.quarantine.reason))).toEqual([
      ['procedure', 'KAZ BOIS', '1000001001'],
      ['dissolution', 'KAZ TAXI', '2000002001'],
      ['procedure', 'KAZ MOTOS', '3000003001'],
    ]);
  });
});

describe("a holding's own name opening a list item", () => {
  it("is the company's name, not a parent's role, with its form spelled out", () => {
    const text = "1) HOLDING KAZ, société par actions simplifiée au capital de 10 000 000 F CFP, siège : 8, rue Exemple, 98800 Nouméa, RIDET 1 000 001.001. Aux termes de l'assemblée générale extraordinaire du 20 mai 2026, le siège est transféré au 3, rue Exemple, 98800 Nouméa.";
    expect(identityOf(text)).toEqual(['siege', 'HOLDING KAZ', 'SAS', '1000001001', '2026-05-20']);
  });
});

describe('a capital increase a meeting was only called to decide', () => {
  it('is no event when the meeting rejected it: the appointment it made is the notice', () => {
    const text = `${HEADER}L'assemblée générale extraordinaire du 5 mai 2026, convoquée pour statuer sur une augmentation du capital social de 3 000 000 F CFP, a rejeté cette résolution. L'assemblée générale ordinaire tenue le même jour a nommé gérant M. Paul KAZ, en remplacement de Mme Ana KAZ, démissionnaire.`;
    expect(typeOf(text)).toBe('nomination');
  });

  it('keeps the increase the meeting decided after deliberating on it', () => {
    const text = `${HEADER}L'assemblée générale extraordinaire du 5 mai 2026, appelée à statuer sur une augmentation du capital social, a décidé d'augmenter le capital de 3 000 000 F CFP pour le porter à 4 000 000 F CFP.`;
    expect(typeOf(text)).toBe('capital');
  });
});

describe("a company that signs a notice after 'Pour avis' with its identifier", () => {
  const notice = (signature: string) =>
    `AUGMENTATION DE CAPITAL\n\nKAZ FITNESS, SARL au capital de 500 000 F CFP, 3, rue Exemple, 98800 Nouméa, RIDET 1 000 001.001. L'assemblée générale extraordinaire du 20 août 2026 a porté le capital à 1 500 000 F CFP par apport en numéraire. ${signature}`;

  it('is the drafter who files it: the company the notice names is the subject', () => {
    expect(identityOf(notice('Pour avis, KAZ COMPTA, SARL, RIDET 2 000 002.001.'))).toEqual(['capital', 'KAZ FITNESS', 'SARL', '1000001001', '2026-08-20']);
  });

  it("is the notice's own company when the body names it so, here by the name it takes: never the other company the body identifies", () => {
    const renamed = (signature: string) =>
      `Suivant procès-verbal de l'assemblée du 25 août 2026, les associés de la société KAZ MAINTENANCE, SARL au capital de 2 000 000 F CFP, ont décidé, à la suite du retrait de la licence de la marque que lui avait consentie la société KAZ TELECOM, SA, RIDET 2 000 002.001, de changer la dénomination sociale, qui devient « RÉSEAUX DU CAILLOU ». L'article 3 des statuts a été modifié.\n\n${signature}`;
    expect(['sujet_ambigu', '1000001']).toContain(subjectOf(renamed('Pour avis, RÉSEAUX DU CAILLOU,\nRIDET 1 000 001.001')));
  });

  it("is not one of the company's organs ('Pour avis, la gérance, …')", () => {
    expect(identityOf(notice('Pour avis, la gérance, KAZ FITNESS, SARL, RIDET 1 000 001.001.'))).toEqual(['capital', 'KAZ FITNESS', 'SARL', '1000001001', '2026-08-20']);
  });
});
