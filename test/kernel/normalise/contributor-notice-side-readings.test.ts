import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { identityOf } from './notice-helpers.ts';

// Made-up notices: every company, person and number here is invented for the wording it shows. A
// contribution (a branch of activity, an asset, a subsidiary founded) is the receiving company's
// event by the field rules; told by the contributor under its own name block, the block's
// identifier is the giver's, never the subject's (contributor-notice-side.ts).

const contributorBlock = ['MANGROVE SERVICES', 'SAS au capital de 5 000 000 F CFP', 'Siège : 3, rue du Lagon, Nouméa', 'RIDET 1 313 131.001', ''];

describe('a contribution told by the contributor', () => {
  it('quarantines a partial contribution to a company being formed, the contributor named again, and names the beneficiary for the reviewer', () => {
    const text = [
      "AVIS D'APPORT PARTIEL D'ACTIF",
      '',
      ...contributorBlock,
      "Suivant acte du 4 juin 2031, la société MANGROVE SERVICES a fait apport de sa branche d'activité de transport à la société MANGROVE LOGISTIQUE, SAS au capital de 1 000 000 F CFP, en cours de constitution, dont le siège sera à Nouméa, qui sera immatriculée au RCS de Nouméa.",
      'Cet apport est rémunéré par l’attribution de 100 actions de la société bénéficiaire.',
      'Premier président : M. Jean EXEMPLE.',
    ].join('\n');
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok ? result.notice.ridet : result.quarantine.reason).toBe('ridet_absent');
    if (!result.ok) expect(result.quarantine.detail).toContain('« MANGROVE LOGISTIQUE »');
  });

  it('quarantines the contribution told of the block’s company left unnamed (‘la société a fait apport partiel d’actif … au profit de’)', () => {
    const text = [
      "AVIS D'APPORT PARTIEL D'ACTIF",
      '',
      ...contributorBlock,
      "Aux termes d'un traité du 2 juillet 2031, la société a fait apport partiel d'actif de son activité de nettoyage au profit de la société MANGROVE PROPRETÉ, SARL en cours d'immatriculation au RCS de Nouméa, moyennant l'attribution de 2 000 parts sociales.",
    ].join('\n');
    expect(identityOf(text)).toBe('ridet_absent');
  });

  it('quarantines the contribution named by its maker after ‘par’ (‘l’apport … consenti par X à la société Z’)', () => {
    const text = [
      "APPORT PARTIEL D'ACTIF",
      '',
      ...contributorBlock,
      "Les associés ont approuvé le 9 juin 2031 l'apport partiel d'actif consenti par MANGROVE SERVICES à la société MANGROVE LOGISTIQUE, SAS en formation au capital de 1 000 000 F CFP, de sa branche de transport.",
    ].join('\n');
    expect(identityOf(text)).toBe('ridet_absent');
  });

  it('quarantines the contributor’s name block printed last, as its sign-off', () => {
    const text = [
      "APPORT PARTIEL D'ACTIF",
      '',
      'La société MANGROVE SERVICES a apporté sa branche complète d’activité de transport à la société MANGROVE LOGISTIQUE, société par actions simplifiée au capital de 1 000 000 F CFP, en formation, dont le siège sera fixé à Nouméa, suivant acte du 4 juin 2031.',
      'En rémunération, il sera attribué 100 actions de la société bénéficiaire.',
      '',
      'Pour avis',
      'MANGROVE SERVICES, SAS au capital de 5 000 000 F CFP, RIDET 1 313 131.001',
    ].join('\n');
    expect(identityOf(text)).toBe('ridet_absent');
  });

  it('quarantines an asset contributed in kind to a company being constituted', () => {
    const text = [
      'AVIS DE CONSTITUTION',
      '',
      ...contributorBlock,
      'Le 9 août 2031, la société MANGROVE SERVICES a apporté un immeuble situé à Païta à la société civile immobilière SCI DES PINS, en cours de constitution, au capital de 20 000 000 F CFP.',
      'Gérante : la société MANGROVE SERVICES.',
    ].join('\n');
    expect(identityOf(text)).toBe('ridet_absent');
  });

  it('quarantines a subsidiary’s formation told by its parent under the parent’s block, the parent its président', () => {
    const text = [
      ...contributorBlock,
      "AVIS DE CONSTITUTION D'UNE FILIALE",
      'Par acte du 10 septembre 2031, la société MANGROVE SERVICES a constitué une société par actions simplifiée unipersonnelle dénommée MANGROVE MARINE, au capital de 2 000 000 F CFP, dont le siège est à Nouméa, ayant pour objet la location de bateaux, pour une durée de 99 ans.',
      'Président : la société MANGROVE SERVICES.',
    ].join('\n');
    expect(identityOf(text)).toBe('ridet_absent');
  });

  it('quarantines the parent, its role in apposition, founding ‘une filiale, la société Z’', () => {
    const text = [
      ...contributorBlock,
      'CONSTITUTION',
      'Par acte du 10 septembre 2031, la société MANGROVE SERVICES, associée unique, a constitué une filiale, la société MANGROVE MARINE, SASU au capital de 2 000 000 F CFP, siège : Nouméa, objet : location de bateaux, durée : 99 ans.',
    ].join('\n');
    expect(identityOf(text)).toBe('ridet_absent');
  });

  it('quarantines the contributor that ‘a consenti à la société Z un apport partiel d’actif’', () => {
    const text = [
      "AVIS D'APPORT PARTIEL D'ACTIF",
      '',
      ...contributorBlock,
      "Par acte du 4 juin 2031, la société MANGROVE SERVICES a consenti à la société MANGROVE LOGISTIQUE, SAS au capital de 1 000 000 F CFP en cours de constitution, un apport partiel d'actif portant sur sa branche transport.",
    ].join('\n');
    expect(identityOf(text)).toBe('ridet_absent');
  });

  it('quarantines the block’s company named only as ‘la société’ whose branch its sole shareholder contributes', () => {
    const text = [
      ...contributorBlock,
      "L'associée unique, la société KAORI HOLDING, SAS, RIDET 7 777 777.001, a approuvé le 4 juin 2031 l'apport partiel d'actif de la branche transport de la société à la société MANGROVE LOGISTIQUE, SAS en cours d'immatriculation, rémunéré par 1 000 actions de la société bénéficiaire.",
    ].join('\n');
    expect(identityOf(text)).toBe('ridet_absent');
  });

  it('reads a contribution ‘au profit de’ a registered company, both identifiers in the sentence, as the beneficiary’s capital', () => {
    const text =
      "Aux termes d'un traité d'apport partiel d'actif du 4 juin 2031, la société MANGROVE SERVICES, SAS, RIDET 1 313 131.001, a fait apport de sa branche transport au profit de la société LAGON PROPRETÉ, SAS, RIDET 3 333 333.001, qui a augmenté son capital de 1 000 000 F CFP pour le porter à 4 000 000 F CFP.";
    expect(identityOf(text)).toEqual(['capital', 'LAGON PROPRETÉ', 'SAS', '3333333001', '2031-06-04']);
  });

  it('never reads the subscriber of new shares issued ‘au profit de’ a company as the one whose capital grows', () => {
    const text = [
      'ALIZÉ TRAITEUR',
      'SAS au capital de 1 000 000 F CFP',
      'RIDET 1 234 567.001',
      '',
      "Par décisions du 3 mars 2031, l'assemblée a décidé une augmentation de capital par apport en numéraire de 4 000 000 F CFP, par émission de 4 000 actions nouvelles au profit de la société BANIAN HOLDING, SAS, RIDET 7 654 321.001. Le capital est porté à 5 000 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'ALIZÉ TRAITEUR', 'SAS', '1234567001', '2031-03-03']);
  });

  it('reads a contribution to a registered company as that company’s capital, under its own identifier', () => {
    const text = [
      "AVIS D'APPORT PARTIEL D'ACTIF",
      '',
      ...contributorBlock,
      "Par acte du 2 juillet 2031, la société MANGROVE SERVICES a fait apport de sa branche d'activité de nettoyage à la société LAGON PROPRETÉ, SAS au capital de 4 000 000 F CFP, siège à Nouméa, RIDET 3 333 333.001, dont le capital a été porté de 1 000 000 à 4 000 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'LAGON PROPRETÉ', 'SAS', '3333333001', '2031-07-02']);
  });

  it('still reads the receiving company’s own capital notice, the contributor named with its identifier', () => {
    const text = [
      'LAGON PROPRETÉ',
      'SAS au capital de 4 000 000 F CFP',
      'Siège : 7, rue du Récif, Nouméa',
      'RIDET 3 333 333.001',
      '',
      "Par décisions du 2 juillet 2031, l'assemblée générale extraordinaire a approuvé l'apport partiel d'actif consenti par la société MANGROVE SERVICES, SAS, RIDET 1 313 131.001, de sa branche de nettoyage, rémunéré par 3 000 actions nouvelles ; le capital est porté de 1 000 000 à 4 000 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'LAGON PROPRETÉ', 'SAS', '3333333001', '2031-07-02']);
  });
});
