import { describe, expect, it } from 'vitest';
import { extractOfficers } from '../../../kernel/normalise/index.ts';

// Texts made up for these rules (issue 32, the officer wordings a blind group by another writer
// missed): a role coordinated with the sole partner's, a renewal verb, a role printed before a
// replaced officer, a former role in apposition, a plural representative, a qualifier before the role.
const HEADER = 'NOMINATION\nOMÉGA BÂTIMENT\nSARL au capital de 1 000 000 F CFP\nRIDET 1 345 710.001\n';

const read = (text: string, subjectName = 'OMÉGA BÂTIMENT'): string[] =>
  extractOfficers(text, { subjectName }).dirigeants.map((d) => `${[d.prenoms, d.nom].filter(Boolean).join(' ')} (${d.fonction}, ${d.action})`);

describe('officers: wordings of another writer', () => {
  it("'l'associé unique et gérant, M. X' names the gérant", () => {
    expect(read(`${HEADER}Par décision du 2 mars 2026, l'associé unique et gérant, M. Paul UN, a modifié l'objet social.`)).toEqual(['Paul UN (gérant, nomination)']);
  });

  it("a signature's office and the sole partnership with their article and comma: 'Pour avis, la gérante et associée unique, Mme X'", () => {
    expect(read(`${HEADER}Par décision du 2 mars 2026, l'associée unique a modifié l'objet social.\n\nPour avis, la gérante et associée unique, Mme Ana DEUX.`)).toEqual(['Ana DEUX (gérant, nomination)']);
  });

  it("a signature's office, a comma, the sole partnership, the name on the next line: 'La gérante, associée unique,' / 'Mme X'", () => {
    expect(read(`${HEADER}Par décision du 2 mars 2026, l'associée unique a modifié l'objet social.\n\nPour avis,\nLa gérante, associée unique,\nMme Ana DEUX épouse TROIS`)).toEqual(['Ana DEUX épouse TROIS (gérant, nomination)']);
  });

  it("an auditor appointed with his profession in apposition: 'de nommer M. X, expert-comptable, en qualité de commissaire aux comptes suppléant'", () => {
    expect(read(`${HEADER}Le 2 mars 2026, les associés ont décidé de nommer M. Paul UN, expert-comptable, en qualité de commissaire aux comptes suppléant.`)).toEqual(['Paul UN (commissaire aux comptes suppléant, nomination)']);
    expect(read(`${HEADER}Le 2 mars 2026, la société a transféré son siège ; Maître Ana DEUX, avocate, en qualité de conseil de la société, a rédigé l'acte.`)).toEqual([]);
  });

  it("'a reconduit M. X dans ses fonctions de président-directeur général'", () => {
    expect(read(`${HEADER}Le conseil du 2 mars 2026 a reconduit Mme Ana DEUX dans ses fonctions de présidente-directrice générale.`)).toEqual([
      'Ana DEUX (président, nomination)',
      'Ana DEUX (directeur général, nomination)',
    ]);
  });

  it('a role before a replaced officer is the next name\'s: "en qualité de X, en remplacement de M. Y, démissionnaire, la société Z"', () => {
    expect(
      read(`${HEADER}L'associé unique a nommé en qualité de gérante, en remplacement de M. Luc ANCIEN, démissionnaire, la société GESTION TROIS, SARL, représentée par Mme Ana TROIS.`),
    ).toEqual(['Luc ANCIEN (gérant, cessation)', 'GESTION TROIS (gérant, nomination)']);
  });

  // Made up (2026-12-07, seventeenth session, from tourelles tv26).
  it('so is it past the replaced one’s remaining term: "…, démissionnaire, et pour la durée restant à courir du mandat de celle-ci, M. Z"', () => {
    expect(
      read(`${HEADER}Le conseil a coopté en qualité d'administrateur, en remplacement de Madame Ana ANCIENNE, démissionnaire, et pour la durée restant à courir du mandat de celle-ci, Monsieur Paul NOUVEAU, demeurant à Touho.`),
    ).toEqual(['Ana ANCIENNE (administrateur, cessation)', 'Paul NOUVEAU (administrateur, nomination)']);
  });

  it("'et en qualité de suppléant M. Y' is Y's quality, not the name's before it", () => {
    expect(
      read(
        `${HEADER}L'assemblée a désigné en qualité de commissaire aux comptes titulaire, en remplacement de M. Luc ANCIEN dont le mandat est arrivé à expiration, la société AUDIT QUATRE, SARL, dont le siège est à Nouméa, et en qualité de commissaire aux comptes suppléant M. Marc CINQ.`,
      ),
    ).toEqual(['Luc ANCIEN (commissaire aux comptes, cessation)', 'AUDIT QUATRE (commissaire aux comptes, nomination)', 'Marc CINQ (commissaire aux comptes suppléant, nomination)']);
  });

  it("'nommé en qualité de liquidateur M. X, gérant sortant': one entry, liquidateur", () => {
    expect(read(`${HEADER}L'associé unique a décidé la dissolution anticipée. A été nommée en qualité de liquidatrice Mme Ana SIX, gérante sortante, demeurant à Païta.`)).toEqual([
      'Ana SIX (liquidateur, nomination)',
    ]);
  });

  it("'représentée par ses cogérants, MM. A et B': both are the subject's gérants", () => {
    expect(
      read(`La société en nom collectif OMÉGA BÂTIMENT, RIDET : 1 345 710 001, représentée par ses cogérants, MM. Paul SEPT et Jean SEPT, a cédé son fonds à la société ALPHA, SARL.`),
    ).toEqual(['Paul SEPT (gérant, nomination)', 'Jean SEPT (gérant, nomination)']);
  });

  it("'ont nommé M. X seul gérant'", () => {
    expect(read(`${HEADER}Les associés ont nommé M. Jean HUIT seul gérant pour une durée illimitée.`)).toEqual(['Jean HUIT (gérant, nomination)']);
  });
});

describe('officers: a label that names how the functions ended', () => {
  it("'Démission : M. X, gérant' lists X leaving and the appointed one arriving", () => {
    expect(read(`${HEADER}Démission : Mme Ana QUATRE, gérante, à compter du 2 mars 2026\nNomination : M. Paul CINQ, gérant, à compter du même jour`)).toEqual([
      'Ana QUATRE (gérant, cessation)',
      'Paul CINQ (gérant, nomination)',
    ]);
  });

  it("'Révocation :', 'Départ :' and 'Décès :' are departures too", () => {
    expect(read(`${HEADER}AGO du 2 mars 2026.\nRévocation : M. Luc SIX, cogérant.\nNomination : Mme Eva SEPT, gérante.`)).toEqual(['Luc SIX (gérant, cessation)', 'Eva SEPT (gérant, nomination)']);
    expect(read(`${HEADER}Départ : M. Luc SIX, président.\nNomination : Mme Eva SEPT, présidente.`)).toEqual(['Luc SIX (président, cessation)', 'Eva SEPT (président, nomination)']);
    expect(read(`${HEADER}Décès : M. Luc SIX, gérant.\nNouvelle gérante : Mme Eva SEPT.`)).toEqual(['Luc SIX (gérant, cessation)', 'Eva SEPT (gérant, nomination)']);
  });
});

// Made up (issue 32, 2026-12-06, fourth session). An office stated in the present after the name,
// with no appointing verb: 'M. X est directeur général', 'M. X devient président'.
describe('officers: an office stated with être or devenir after the name', () => {
  it("'… présidée par Mme X ; M. Y est directeur général' gives each its own office", () => {
    expect(read(`${HEADER}Par décision du 2 mars 2026, l'associé unique a modifié l'objet social. La société reste présidée par Mme Ana DEUX ; M. Paul UN est directeur général.`)).toEqual([
      'Ana DEUX (président, nomination)',
      'Paul UN (directeur général, nomination)',
    ]);
  });

  it("'l'ancien gérant M. X devient président' names the président", () => {
    expect(read(`${HEADER}Transformation en SAS le 2 mars 2026 : l'ancien gérant M. Paul UN devient président.`)).toContain('Paul UN (président, nomination)');
  });

  it("'M. X est gérant de la société Y' names no office of the subject", () => {
    expect(read(`${HEADER}Le 2 mars 2026, M. Paul UN est gérant de la société DELTA BOIS, SARL, et a cédé ses parts.`)).toEqual([]);
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from mandatures hj18). The auditors named under
// their plural, each seat by its bare qualifier: 'titulaire' is the auditor as 'suppléant' is the deputy.
describe('officers: auditors by their bare qualifiers', () => {
  it("'Les commissaires aux comptes, titulaire la société X, SARL, et suppléant M. Y, restent en fonctions'", () => {
    expect(read(`${HEADER}Le 2 mars 2026, la société a transféré son siège. Les commissaires aux comptes, titulaire la société AUDIT UN, SARL, et suppléant M. Paul DEUX, restent en fonctions.`)).toEqual([
      'AUDIT UN (commissaire aux comptes, nomination)',
      'Paul DEUX (commissaire aux comptes suppléant, nomination)',
    ]);
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from boussoles xa23 and xa24).
describe('officers: the office with its article, its holders counted', () => {
  it("'M. Y en est le directeur général' after 'présidée par Mme X'", () => {
    expect(read(`${HEADER}Le 2 mars 2026, l'objet social a été étendu. La société est présidée par Mme Ana DEUX ; M. Paul UN en est le directeur général.`)).toEqual([
      'Ana DEUX (président, nomination)',
      'Paul UN (directeur général, nomination)',
    ]);
  });

  it("'gérée par ses deux cogérants, le Dr X et le Dr Y'", () => {
    expect(read(`${HEADER}Le 2 mars 2026, le siège a été transféré à Koné. La société reste gérée par ses deux cogérants, le Dr UN Paul et le Dr VAN DEN DEUX Ana, vétérinaires.`)).toEqual([
      'Paul UN (gérant, nomination)',
      'Ana VAN DEN DEUX (gérant, nomination)',
    ]);
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from lucarnes lu37). 'général' cut short by a
// compositor ('Directrice gén. :'): its full stop ends no sentence, and the office is read whole.
describe("officers: 'général' cut short", () => {
  it("'Président : M. X ; Directrice gén. : Mme Y'", () => {
    expect(read(`${HEADER}Constitution le 2 mars 2026 ; Président : M. Paul UN ; Directrice gén. : Mme Ana DEUX ; durée 99 ans.`)).toEqual([
      'Paul UN (président, nomination)',
      'Ana DEUX (directeur général, nomination)',
    ]);
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from escales qa25). A narrow column cuts the
// auditor's office before its seat, the seat's label opening the next line.
describe("officers: 'commissaire aux comptes' / 'titulaire : X' over two lines", () => {
  it('reads each seat under its cut office', () => {
    expect(read(`${HEADER}Le 2 mars 2026, les associés ont nommé pour six exercices :\n– en qualité de commissaire aux comptes\ntitulaire : la SARL AUDIT UN, 6, rue Jaurès, Nouméa ;\n– en qualité de commissaire aux comptes\nsuppléant : M. Paul DEUX, 6, rue\nJaurès, Nouméa.`)).toEqual([
      'AUDIT UN (commissaire aux comptes, nomination)',
      'Paul DEUX (commissaire aux comptes suppléant, nomination)',
    ]);
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from boussoles xa15). A list closed by its office
// in the plural, a company's representative inside it: he speaks for the company, holds no office.
describe("officers: a company's representative in a list closed by its office", () => {
  it("'la société X, …, représentée par son gérant M. Y, et Mme Z, cogérantes'", () => {
    expect(read(`${HEADER}Le 2 mars 2026, le siège a été transféré. Gérance, inchangée : la société GESTION UN, SARL, RIDET 1 063 874.001, représentée par son gérant M. Paul UN, et Mme Ana DEUX, cogérantes.`)).toEqual([
      'GESTION UN (gérant, nomination)',
      'Ana DEUX (gérant, nomination)',
    ]);
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from sillages wc21). The leaver's resignation
// told by a noun, then the appointment with its subject inverted after the office: the one
// appointed is the party named after it, the leaver only leaves.
describe('officers: an appointment whose subject follows the office', () => {
  it("'pris acte de la démission de Mme X de ses fonctions de présidente, et a été nommée en qualité de nouvelle présidente, pour trois exercices, la société Y'", () => {
    expect(read(`${HEADER}Le 2 juin 2026, il a été pris acte de la démission de Mme Ana DEUX de ses fonctions de présidente, et a été nommée en qualité de nouvelle présidente, pour une durée de trois exercices, la société GESTION UN, SAS, RIDET 1 063 874.001.`)).toEqual([
      'Ana DEUX (président, cessation)',
      'GESTION UN (président, nomination)',
    ]);
  });

  it("still gives the leaver the office the same subject takes, his sentence closed before the next name: 'M. X, président, a cessé ses fonctions … et a été nommé gérant. Mme Y …'", () => {
    expect(read(`${HEADER}Le 2 juin 2026, M. Paul UN, président, a cessé ses fonctions du fait de la transformation et a été nommé gérant. Mme Ana DEUX demeure cogérante.`)).toContain('Paul UN (gérant, nomination)');
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from sillages wc23). The revocation's verb before
// the office, its object after it.
describe('officers: revoked before the office is named', () => {
  it("'ont révoqué de ses fonctions de gérante la société X, …, et ont nommé en qualité de nouvelle gérante la société Y'", () => {
    expect(read(`${HEADER}Les associés réunis le 9 septembre 2026 ont révoqué de ses fonctions de gérante la société GESTION UN, SARL, RIDET 1 063 874.001, et ont nommé en qualité de nouvelle gérante la société FONCIÈRE DEUX, SAS (RIDET 1 000 009.001).`)).toEqual([
      'GESTION UN (gérant, cessation)',
      'FONCIÈRE DEUX (gérant, nomination)',
    ]);
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from banderoles, cadrans, duos, equipages,
// cocontractants). Two parties of one act, the first named with its representative: the second
// party is no item of the representative's office.
describe("officers: the act's other party after a representative", () => {
  it("'la société A, …, représentée par sa gérante Mme X, et la société B, …, ont renouvelé …'", () => {
    expect(read(`${HEADER}Le 5 novembre 2026, la société OMÉGA BÂTIMENT, SARL, RIDET 1 345 710.001, représentée par sa gérante Mme Ana DEUX, et la société DISTRIBUTION UN, SARL, RIDET 1 063 874.001, ont renouvelé le contrat de location-gérance du fonds.`)).toEqual(['Ana DEUX (gérant, nomination)']);
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from bureaux bu37). Leavers listed, then an
// impersonal appointment whose offices follow in a list: the offices are the appointees', not the
// last leaver's.
describe("officers: leavers, then 'et il a été nommé :' and the list of appointees", () => {
  it('gives the last leaver none of the appointees’ offices', () => {
    const officers = read(`${HEADER}Le 14 septembre 2026, il a été pris acte de la démission de M. Paul UN de ses fonctions de président et de M. Luc UN de ses fonctions de directeur général, et il a été nommé, pour une durée indéterminée :\n– en qualité de présidente : la société GESTION DEUX, représentée par M. Marc DEUX ;\n– en qualité de directeur général : M. Marc DEUX, à titre personnel.`);
    expect(officers).not.toContain('Luc UN (président, nomination)');
    expect(officers).toContain('GESTION DEUX (président, nomination)');
    expect(officers).toContain('Marc DEUX (directeur général, nomination)');
  });
});
