import { describe, expect, it } from 'vitest';
import { extractOfficers } from '../../../kernel/normalise/index.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

const HEADER = 'NOMINATION\nALPHA NÉGOCE\nSAS au capital de 1 000 000 F CFP\nRIDET 1 345 670.001\n';

describe('the officers of the subject after the notice', () => {
  it('a label names every officer it lists, with one role vocabulary (cogérante is gérant)', () => {
    const notice = noticeOf(`AVIS DE CONSTITUTION\nPar acte du 3 mars 2026, il a été constitué une SARL.\nDénomination : BÊTA\nCogérants : M. Paul UN, Mme Marie DEUX et M. Luc TROIS\nRIDET : 1 345 671.001`);
    expect(officersOf(notice)).toEqual(['Paul UN (gérant)', 'Marie DEUX (gérant)', 'Luc TROIS (gérant)']);
  });

  it('a président-directeur général holds two roles', () => {
    const notice = noticeOf(`${HEADER}Le conseil d'administration du 3 mars 2026 a nommé M. Jean PREMIER en qualité de président-directeur général.`);
    expect(officersOf(notice)).toEqual(['Jean PREMIER (président)', 'Jean PREMIER (directeur général)']);
  });

  it('a resigning officer leaves (cessation), the one who stays or signs is in office', () => {
    const notice = noticeOf(`${HEADER}Par décision du 2 février 2026, le président a pris acte de la démission de M. Paul PART de ses fonctions de directeur général. M. Yves RESTE demeure président.\nPour avis, la directrice générale déléguée, Mme Ana SIGNE.`);
    expect(officersOf(notice)).toEqual(['Yves RESTE (président)', 'Ana SIGNE (directeur général délégué)']);
    expect(notice.dirigeants).toContainEqual({ nom: 'PART', prenoms: 'Paul', fonction: 'directeur général', action: 'cessation' });
  });

  it('a company officer is listed by its name without its form, not the person representing it', () => {
    const notice = noticeOf(`${HEADER}L'assemblée générale du 3 mars 2026 a nommé la société AUDIT DU PACIFIQUE, SELARL, en qualité de commissaire aux comptes titulaire, représentée par M. Henri COMPTE.`);
    expect(officersOf(notice)).toEqual(['AUDIT DU PACIFIQUE (commissaire aux comptes)']);
  });

  it("the seller's own manager representing it is listed, a buyer's is not", () => {
    const notice = noticeOf(`VENTE DE FONDS\nSuivant acte du 3 février 2026, la société SNACK ÉTOILE, SARL au capital de 100 000 F CFP, RIDET 1 345 672.001, représentée par sa gérante, Mme Léa ÉTOILE, a vendu à la société GOURMET, SAS, RIDET 1 345 673.001, représentée par son président, M. Tom GOURMET, un fonds de snack.`);
    expect(officersOf(notice)).toEqual(['Léa ÉTOILE (gérant)']);
  });

  it('court appointees are listed apart, the juge-commissaire and a firm of a named person are not', () => {
    const notice = noticeOf(`Par jugement du 10 février 2026, le tribunal a prononcé la liquidation judiciaire de la société DELTA BTP, SARL, RIDET 1 345 674.001. Juge-commissaire : M. Paul JUGE. Liquidateur : Me Anne LIQUIDE, de la SELARL MANDATS DU SUD.`);
    expect(notice.dirigeants).toEqual([]);
    expect(notice.organes_procedure).toEqual([{ nom: 'LIQUIDE', prenoms: 'Anne', fonction: 'liquidateur', action: 'nomination' }]);
  });

  it('a liquidateur discharged at the closure is not listed; notaries and partners never are', () => {
    const closure = noticeOf(`CLÔTURE DE LIQUIDATION\nGAMMA, SARL en liquidation, RIDET 1 345 675.001\nL'assemblée du 3 mars 2026 a approuvé les comptes, donné quitus au liquidateur, M. Jo FIN, et l'a déchargé de son mandat.`);
    expect(officersOf(closure)).toEqual([]);
    expect(extractOfficers('Suivant acte reçu par Maître Léon NOTE, notaire. Associés : M. Alain UN et Mme Berthe DEUX. Gérant : M. Alain UN.').dirigeants.map((d) => d.nom)).toEqual(['UN']);
  });

  it("'la gérance est assurée par' and 'demeure' name officers in office", () => {
    const notice = noticeOf(`${HEADER}Aux termes d'une assemblée générale ordinaire du 5 mars 2026, M. Luc TANO a démissionné de ses fonctions de gérant. La gérance est désormais assurée par Mme Marie WAIA.`);
    expect(officersOf(notice)).toEqual(['Marie WAIA (gérant)']);
    expect(notice.dirigeants).toContainEqual({ nom: 'TANO', prenoms: 'Luc', fonction: 'gérant', action: 'cessation' });
  });

  it('a list of appointees continues across bullets and semicolons', () => {
    const notice = noticeOf(`${HEADER}Par décision du 4 mars 2026, sont désignés en qualité d'administrateurs :\n– M. Paul UN ;\n– Mme Rose DEUX ;\n– M. Luc TROIS,\nen remplacement de M. Jean VIEUX.`);
    expect(officersOf(notice)).toEqual(['Paul UN (administrateur)', 'Rose DEUX (administrateur)', 'Luc TROIS (administrateur)']);
  });

  it('names listed before a plural verb share its role; a singular verb holds for its own name only', () => {
    const plural = noticeOf(`${HEADER}Par décision du 4 mars 2026, M. Paul UN et Mme Rose DEUX sont désignés en qualité d'administrateurs, en remplacement de M. Jean VIEUX.`);
    expect(officersOf(plural)).toEqual(['Paul UN (administrateur)', 'Rose DEUX (administrateur)']);
    expect(plural.dirigeants).toContainEqual({ nom: 'VIEUX', prenoms: 'Jean', fonction: 'administrateur', action: 'cessation' });
    const singular = noticeOf(`${HEADER}Par décision du 4 mars 2026, après la démission de M. Paul UN, Mme Rose DEUX est nommée directrice générale.`);
    expect(officersOf(singular)).toEqual(['Rose DEUX (directeur général)']);
  });
});

// Made-up wordings of kinds corpus 2 showed (issue 20).
describe('officers: signatures, officers who remain, appositions before the verb', () => {
  it('reads "Le président du conseil d’administration, M. X", "Pour avis, la gérante de la société S, Mme Y" and "Les cogérants demeurent M. X et Mme Y"', () => {
    expect(officersOf(noticeOf("ALPHA, SA au capital de 10 000 000 F CFP, RIDET 1 234 567.001.\nAux termes d'une assemblée du 3 mars 2026, le siège social a été transféré à Koné.\nLe président du conseil d'administration, M. Paul TEST."))).toEqual(['Paul TEST (président)']);
    expect(officersOf(noticeOf("RENOUVELLEMENT DE LOCATION-GÉRANCE\nLe contrat de location-gérance consenti par la société ALPHA JARDINS, SARL, RIDET 1 234 567.001, à M. Jean BÊTA, commerçant, a été renouvelé le 2 mars 2026.\nPour avis, la gérante de la société ALPHA JARDINS, Mme Anne TEST."))).toEqual(['Anne TEST (gérant)']);
    expect(officersOf(noticeOf("ALPHA CONSEIL, SCP, RIDET 1 234 567.001.\nAux termes d'une assemblée du 3 mars 2026, le siège social a été transféré à Koné.\nLes cogérants demeurent M. Paul TEST et Mme Anne TEST."))).toEqual(['Paul TEST (gérant)', 'Anne TEST (gérant)']);
  });

  it('reads an appointment after several appositions', () => {
    expect(officersOf(noticeOf("Aux termes d'une assemblée du 28 février 2026, les associés de la société civile immobilière « ALPHA », RIDET 1 234 567.001, ont décidé la dissolution anticipée de la société. Mme Anne TEST, demeurant à Vao, Île des Pins, ancienne cogérante, a été nommée liquidatrice."))).toEqual(['Anne TEST (liquidateur)']);
  });

  // Issue 20, corpus 2 kinds (texts made up here).
  it('a deceased or retiring officer leaves, the appointed successor is in office', () => {
    const notice = noticeOf(`${HEADER}Suite au décès de M. Paul ANCIEN, gérant, survenu le 2 janvier 2026, l'assemblée du 20 janvier 2026 a nommé en qualité de gérante Mme Lina NOUVELLE épouse MARTIN. Elle a pris acte du départ à la retraite du Dr Marc VIEUX, cogérant.`);
    expect(officersOf(notice)).toEqual(['Lina NOUVELLE épouse MARTIN (gérant)']);
    expect(notice.dirigeants.filter((d) => d.action === 'cessation').map((d) => d.nom)).toEqual(['ANCIEN', 'VIEUX']);
  });

  it("a holding named président after its description and representative is the subject's officer; its representative is not", () => {
    const notice = noticeOf(`CHANGEMENT DE PRÉSIDENT\nLa société OMEGA HOLDING, SAS au capital de 1 000 000 F CFP, dont le siège est à Nouméa, RIDET 1 345 680.001, représentée par Mme Eva REPRÉ, a été nommée présidente de la société SIGMA LOGISTIQUE, SAS au capital de 2 000 000 F CFP, RIDET 1 345 681.001, par décision du 3 mars 2026, en remplacement de M. Léo PARTI, démissionnaire.`);
    expect(notice.denomination).toBe('SIGMA LOGISTIQUE');
    expect(officersOf(notice)).toEqual(['OMEGA HOLDING (président)']);
  });

  it("a company's role held in another company is not the subject's", () => {
    const notice = noticeOf(`NOMINATION\nLa société KAPPA CONSEIL, SARL, RIDET 1 345 682.001, a été nommée présidente de la société LAMBDA, SAS, RIDET 1 345 683.001, le 3 mars 2026. M. Noé DG demeure directeur général de la société LAMBDA.`);
    expect(notice.denomination).toBe('LAMBDA');
    expect(officersOf(notice)).toEqual(['KAPPA CONSEIL (président)', 'Noé DG (directeur général)']);
    const elsewhere = noticeOf(`${HEADER}Par décision du 3 mars 2026, M. Noé DG a été nommé directeur général. La société KAPPA CONSEIL, SARL, représentée par M. Jo REP, agissant en qualité de présidente de la société ZÊTA, a signé.`);
    expect(officersOf(elsewhere)).toEqual(['Noé DG (directeur général)']);
  });

  it("'MM. X et Y', a list past appositions, a PDG written in two roles, 'dans ses fonctions de', an old mention line", () => {
    expect(officersOf(noticeOf(`${HEADER}Par décision du 1er mars 2026, MM. Tom UN et Sam DEUX ont été nommés cogérants.`))).toEqual(['Tom UN (gérant)', 'Sam DEUX (gérant)']);
    expect(officersOf(noticeOf(`${HEADER}Par acte du 1er mars 2026, sont nommés cogérants le docteur Ana UN, médecin, demeurant à Nouméa, et le docteur Léa DEUX, médecin, demeurant à Koné.`))).toEqual(['Ana UN (gérant)', 'Léa DEUX (gérant)']);
    expect(officersOf(noticeOf(`${HEADER}Le conseil du 1er mars 2026 a nommé M. Jean TÊTE président du conseil d'administration et directeur général, et a renouvelé M. Yann BIS dans ses fonctions de directeur général délégué.`))).toEqual(['Jean TÊTE (président)', 'Jean TÊTE (directeur général)', 'Yann BIS (directeur général délégué)']);
    expect(officersOf(noticeOf(`${HEADER}Transformation en SAS décidée le 1er mars 2026.\nAncienne mention : Gérant : M. Paul AVANT\nNouvelle mention : Présidente : Mme Rose APRÈS`))).toEqual(['Rose APRÈS (président)']);
  });

  it("'La présidence de la société X reste assurée par', the signatory of a provincial act, a company name over two lines", () => {
    expect(officersOf(noticeOf(`${HEADER}L'assemblée du 1er mars 2026 a augmenté le capital. La présidence de la société ALPHA NÉGOCE reste assurée par M. Marc STABLE.`))).toEqual(['Marc STABLE (président)']);
    expect(officersOf(noticeOf(`${HEADER}L'assemblée du 1er mars 2026 a nommé la société AUDIT\nCONSEIL DU NORD, SARL, en qualité de commissaire aux comptes titulaire.`))).toEqual(['AUDIT CONSEIL DU NORD (commissaire aux comptes)']);
  });
});
