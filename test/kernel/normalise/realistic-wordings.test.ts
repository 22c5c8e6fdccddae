import { describe, expect, it } from 'vitest';
import { classifyNotice, extractCapital, extractNameChange, extractSiege, findActDate } from '../../../kernel/normalise/index.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Rules found by rendering the sample world in the forms real notices take (simulator/world,
// "realistic" family). Each test names a wording and the rule that reads it; the examples are
// invented for this file.

describe('types named in other words', () => {
  it('a labelled change of officers (« Nouveau gérant : », « Gérant sortant : ») is a nomination', () => {
    expect(classifyNotice('AVIS\nGérant sortant : M. Paul ANCIEN\nNouveau gérant : Mme Rose NEUVE')?.type).toBe('nomination');
    expect(classifyNotice('Nouvelle présidente : Mme Rose NEUVE')?.type).toBe('nomination');
  });

  it("'la constitution de l'entreprise unipersonnelle à responsabilité limitée X' names a constitution", () => {
    expect(classifyNotice("Rectificatif à l'annonce relative à la constitution de l’entreprise unipersonnelle à responsabilité limitée X (acte du 2 mars 2026) : il fallait lire « Capital social : 100 000 F CFP ».")?.type).toBe('creation');
  });

  it("'la nomination du nouveau dirigeant' names the event, as 'nouvel' and 'nouvelle' do", () => {
    expect(classifyNotice("Dans l'annonce relative à la nomination du nouveau dirigeant de la société X, il convenait de lire « Y ».")?.type).toBe('nomination');
  });

  it("'a porté son capital', 'a augmenté le capital' name a capital change", () => {
    expect(classifyNotice("L'assemblée a approuvé l'opération et porté son capital social à 2 000 000 F CFP.")?.evidence).toBe('body');
    expect(classifyNotice("L'assemblée a augmenté le capital de la société.")?.type).toBe('capital');
  });

  it("'remplacer la dénomination « A » par « B »' is a change of the statuts, and gives both names", () => {
    const text = "Les associés ont décidé de remplacer la dénomination sociale « VIEUX NOM » par « NOUVEAU NOM ».";
    expect(classifyNotice(text)?.type).toBe('statuts');
    expect(extractNameChange(text)).toEqual({ ancienne: 'VIEUX NOM', nouvelle: 'NOUVEAU NOM' });
  });

  it("a merger notice that states the absorbing company's capital increase is a capital notice, though it reports the other's dissolution", () => {
    const text = "La société ABSORBÉE a fait apport de son patrimoine à titre de fusion. L'assemblée de la société a augmenté le capital social de 1 000 000 F CFP. La société ABSORBÉE s'est trouvée dissoute sans liquidation.";
    expect(classifyNotice(text)?.type).toBe('capital');
    // Without a capital increase, the dissolution stays the event.
    expect(classifyNotice("Par suite de la fusion, la société s'est trouvée dissoute sans liquidation.")?.type).toBe('dissolution');
  });
});

describe('the subject among several identified companies', () => {
  it('a company selling the parts it held names the company whose parts are sold as the subject, even with « M. » before the buyer', () => {
    const notice = noticeOf(`CESSION DE PARTS SOCIALES
Par acte du 3 mars 2026, la société MÈRE CAPITAL, SAS, RIDET n° 1 100 200.001, a cédé à M. Jean ACHAT les 500 parts qu'elle détenait dans le capital de la société à responsabilité limitée FILLE BOIS, au capital de 1.000.000 F CFP, RIDET n° 1 300 400.001.`);
    expect([notice.ridet, notice.denomination, notice.forme_juridique, notice.capital]).toEqual(['1300400001', 'FILLE BOIS', 'SARL', '1 000 000 F CFP']);
  });

  it('a président company described at length before its RIDET is still a third party', () => {
    const notice = noticeOf(`AVIS DE CONSTITUTION
Suivant acte du 3 mars 2026, il a été constitué une société par actions simplifiée dénommée « COLLINE VERTE », au capital de 1 000 000 F CFP, dont le siège est 5 rue Un, 98800 Nouméa.
Président : la société MAISON DES CRÊTES, société par actions simplifiée au capital de 12.000.000 F CFP, dont le siège est 14 avenue des Longues Distances, 98890 Païta, immatriculée au RIDET sous le n° 1 100 200.001, représentée par son président, M. Marc HAUT.
RIDET 1 300
400.001.`);
    expect([notice.ridet, notice.denomination]).toEqual(['1300400001', 'COLLINE VERTE']);
    expect(officersOf(notice)).toEqual(['MAISON DES CRÊTES (président)']);
  });

  it('the absorbing company introduced after a long absorbed-company description is the subject of the capital notice', () => {
    const notice = noticeOf(`AVIS DE FUSION
Aux termes d'un traité de fusion du 2 février 2026, la société PETITE ABSORBÉE, SARL au capital de 500 000 F CFP, dont le siège est 3 rue Deux, 98800 Nouméa, RIDET n° 1 100 200.001, a fait apport de l'ensemble de ses éléments d'actif et de passif à la société à responsabilité limitée « GRANDE ABSORBANTE », au capital de 2 000 000 F CFP, ayant son siège social au lot 7, lotissement des Pins, 12 route Territoriale, 98809 Mont-Dore, RIDET n° 1 300 400.001.
L'assemblée générale extraordinaire de la société absorbante réunie le 1er mars 2026 a approuvé la fusion et porté son capital social à 2 500 000 F CFP.`);
    expect([notice.type, notice.ridet, notice.denomination, notice.date]).toEqual(['capital', '1300400001', 'GRANDE ABSORBANTE', '2026-03-01']);
    expect([notice.capital, notice.siege]).toEqual(['2 500 000 F CFP', 'lot 7, lotissement des Pins, 12 route Territoriale, 98809 Mont-Dore']);
  });

  it("a TUP's sole shareholder printed first lends neither its capital nor its siège to the dissolved company", () => {
    const notice = noticeOf(`DISSOLUTION SANS LIQUIDATION
Par décision du 5 février 2026, la société MÈRE INVEST, SAS au capital de 90 000 000 F CFP, dont le siège est 1 rue Mère, 98800 Nouméa, RIDET n° 1 100 200.001, associée unique de la société par actions simplifiée unipersonnelle dénommée « FILIALE PÊCHE », au capital de 1 000 000 F CFP, dont le siège est situé 9 quai des Pêcheurs, 98860 Koné, RIDET n° 1 300 400.001, a décidé la dissolution anticipée sans liquidation de cette dernière.`);
    expect([notice.denomination, notice.forme_juridique, notice.capital, notice.siege]).toEqual(['FILIALE PÊCHE', 'SASU', '1 000 000 F CFP', '9 quai des Pêcheurs, 98860 Koné']);
  });

  it('when the subject states no siège, the siège of another company in the notice is not taken', () => {
    const notice = noticeOf(`CHANGEMENT DE PRÉSIDENT
Par décision du 4 mars 2026, l'associé unique de la SASU PETIT PORT, RIDET n° 1 300 400.001, a nommé en qualité de présidente la société GRAND LARGE, SAS au capital de 5 000 000 F CFP, dont le siège est 3 rue du Large, 98800 Nouméa, RIDET n° 1 100 200.001, en remplacement de M. Paul ANCIEN.`);
    expect([notice.ridet, notice.siege, notice.capital]).toEqual(['1300400001', null, null]);
  });
});

describe('names, forms and addresses in prose', () => {
  it("'l'entreprise unipersonnelle à responsabilité limitée X' introduces X, an EURL", () => {
    const notice = noticeOf(`CLÔTURE DE LIQUIDATION
L'assemblée de l'entreprise unipersonnelle à responsabilité limitée « SOLO CHANTIERS » en liquidation, RIDET n° 1 300 400.001, réunie le 3 mars 2026, a approuvé les comptes définitifs de liquidation.`);
    expect([notice.denomination, notice.forme_juridique]).toEqual(['SOLO CHANTIERS', 'EURL']);
  });

  it("a notary's or lawyer's letterhead in capitals is not the company's name", () => {
    const notice = noticeOf(`AVIS DE CONSTITUTION
ÉTUDE DE MAÎTRE PAULINE DROIT
Notaire à Nouméa
Suivant acte reçu le 3 mars 2026, il a été constitué une société civile immobilière dénommée « SCI LES TROIS PINS », au capital de 100 000 F CFP, dont le siège est 4 allée des Pins, 98800 Nouméa, ayant pour objet l'acquisition, la construction, l'administration, la gestion par bail ou autrement et la cession de tous biens et droits immobiliers, pour une durée de 99 années.
La gérance est assurée par M. Jean GÉRANT et Mme Rose GÉRANTE, demeurant ensemble à Nouméa, pour une durée illimitée.
RIDET 1 300 400.001.`);
    expect(notice.denomination).toBe('SCI LES TROIS PINS');
  });

  it('a siège written right after its verb, or after « l’adresse suivante : », is read without those words', () => {
    expect(extractSiege('la société X, dont le siège est situé 15 rue des Lys, 98800 Nouméa, RIDET 1 300 400.001')).toBe('15 rue des Lys, 98800 Nouméa');
    expect(extractSiege('la société X, dont le siège est immeuble Le Phare, 2 rue Basse, 98800 Nouméa, RIDET 1 300 400.001')).toBe('immeuble Le Phare, 2 rue Basse, 98800 Nouméa');
    expect(extractSiege('dont le siège social est fixé à l’adresse suivante : lot 3, lotissement Vert, 98890 Païta, ayant pour objet')).toBe('lot 3, lotissement Vert, 98890 Païta');
    expect(extractSiege('la SARL X a transféré son siège social au 4 rue Neuve, 98830 Dumbéa.')).toBe('4 rue Neuve, 98830 Dumbéa');
  });

  it('a capital change is read anywhere, a stated capital in the subject’s description first', () => {
    const text = 'la société MÈRE, SAS au capital de 9 000 000 F CFP, associée unique de la société FILLE, SASU au capital de 1 000 000 F CFP, RIDET 1 300 400.001';
    const subject = { start: text.indexOf('la société FILLE'), end: text.length };
    expect(extractCapital(text, { subject })).toBe('1 000 000 F CFP');
    expect(extractCapital(text, { subject: null, others: [{ start: 0, end: subject.start }] })).toBe('1 000 000 F CFP');
    expect(extractCapital(`${text}, a porté son capital à 3 000 000 F CFP`, { subject })).toBe('3 000 000 F CFP');
  });
});

describe('officers and dates', () => {
  it("'les fonctions de gérant de M. X ont pris fin': X leaves that role", () => {
    const notice = noticeOf(`TRANSFORMATION
L'associé unique de l'EURL SOLO CHANTIERS, RIDET 1 300 400.001, a décidé le 3 mars 2026 la transformation de la société en société par actions simplifiée unipersonnelle.
Les fonctions de gérant de M. Éric ANCIEN ont pris fin.
M. Paul NOUVEAU a été nommé président.`);
    expect(notice.dirigeants).toEqual([
      { nom: 'ANCIEN', prenoms: 'Éric', fonction: 'gérant', action: 'cessation' },
      { nom: 'NOUVEAU', prenoms: 'Paul', fonction: 'président', action: 'nomination' },
    ]);
  });

  it('a merger treaty is never the act, even « en date du »: the approving meeting is', () => {
    expect(findActDate("Aux termes d'un traité de fusion en date du 8 décembre 2025, la société A a fait apport à la société B. L'assemblée générale extraordinaire de la société absorbante réunie le 27 janvier 2026 a approuvé la fusion.")).toBe('2026-01-27');
  });
});
