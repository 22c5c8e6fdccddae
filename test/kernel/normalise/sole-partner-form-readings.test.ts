import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice-helpers.ts';

// Made-up notices: every company, person and number here is invented for the wording it shows.

describe("a company whose sole partner decides has the sole partner's form", () => {
  it("reads SASU for an SAS whose decisions are the sole partner's", () => {
    const text = [
      'TRANSFERT DE SIÈGE',
      '',
      'BLEU CORAIL INFORMATIQUE',
      'SAS au capital de 2 000 000 F CFP',
      'RIDET 2 468 013.001',
      '',
      "Par décisions de l'associée unique du 4 mars 2031, le siège social a été transféré du 3, rue des Flamboyants au 12, rue des Cocotiers, Nouméa.",
      'Pour avis, la présidente.',
    ].join('\n');
    expect(noticeOf(text).forme_juridique).toBe('SASU');
  });

  it('reads EURL for a SARL whose sole partner decides in person', () => {
    const text = [
      'BOULANGERIE DES ALIZÉS, SARL au capital de 500 000 F CFP, siège : 4, rue du Marché, Koné, RIDET 1 357 902.001.',
      "Le 2 avril 2031, l'associé unique, statuant en application des statuts, a décidé de porter le capital à 1 000 000 F CFP.",
    ].join('\n');
    expect(noticeOf(text).forme_juridique).toBe('EURL');
  });

  it('reads EURL for the SARL a parent holds alone and dissolves', () => {
    const text = [
      'DISSOLUTION SANS LIQUIDATION',
      "Par décision du 5 mai 2031, la société GROUPE DES ALIZÉS, SAS, RIDET 3 579 124.001, associée unique de la SARL PÊCHERIES DE LA PASSE, RIDET 2 345 678.001, a décidé la dissolution sans liquidation de cette dernière, entraînant la transmission universelle de son patrimoine à l'associée unique.",
    ].join('\n');
    const notice = noticeOf(text);
    expect([notice.ridet, notice.forme_juridique]).toEqual(['2345678001', 'EURL']);
  });

  it('reads SASU for the company a founder creates as its sole partner', () => {
    const text = [
      'AVIS DE CONSTITUTION',
      "Par acte sous seing privé du 6 juin 2031, la société GROUPE DES ALIZÉS a constitué, en qualité d'associée unique, une société par actions simplifiée dénommée ALIZÉS LOGISTIQUE, au capital de 1 000 000 F CFP, siège : 9, rue de l'Anse, Nouméa.",
      'Présidente : Mme Irène WAKOLO.',
      'La société a été immatriculée le 20 juin 2031 sous le RIDET 1 122 334.001.',
    ].join('\n');
    expect(noticeOf(text).forme_juridique).toBe('SASU');
  });
});

describe("another company's sole partner says nothing of the subject's form", () => {
  it("keeps SAS for an absorbing company when the sole partner is the absorbed company's", () => {
    const text = [
      'FUSION',
      'MARÉE DU NORD, SAS au capital de 9 000 000 F CFP, RIDET 1 230 986.001.',
      "Aux termes d'un traité du 2 mars 2031, la société CRUSTACÉS DE LA BAIE, SARL, RIDET 1 100 494.001, a fait apport à MARÉE DU NORD de l'ensemble de son patrimoine.",
      "L'associée unique de la société absorbée a approuvé la fusion le 30 mars 2031. L'assemblée générale extraordinaire de MARÉE DU NORD du 31 mars 2031 a approuvé la fusion et augmenté le capital de 9 000 000 F CFP à 12 000 000 F CFP.",
    ].join('\n');
    expect(noticeOf(text).forme_juridique).toBe('SAS');
  });

  it('keeps the printed SARL when a sale of parts leaves one partner', () => {
    const text = [
      'PÊCHERIES DE LA PASSE',
      'Société à responsabilité limitée au capital de 2 000 000 F CFP',
      'RIDET 2 345 678.001',
      '',
      'CESSION DE PARTS SOCIALES',
      "Par acte du 7 juillet 2031, M. Paul TEIN a cédé l'intégralité de ses parts à la société GROUPE DES ALIZÉS, SAS, RIDET 3 579 124.001. À la suite de cette cession, l'associée unique a nommé Mme Irène WAKOLO gérante.",
    ].join('\n');
    expect(noticeOf(text).forme_juridique).toBe('SARL');
  });
});
