import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { givesToSubject } from '../../../kernel/normalise/given-to-subject.ts';
import { classifyNotice } from '../../../kernel/normalise/index.ts';
import { subjectOf } from './notice-helpers.ts';

// What a constitution tells given to 'la société' formed comes from another: the trader or the
// company that contributes its business is never the company formed. Every text is made up for this
// file; the identifiers below pass the check.
const FORMED = '1000009';
const TRADER = '3000007';

describe('the contributor to a company formed', () => {
  it("reads a trader's business contributed, the trader's identifier printed first, the new company's last", () => {
    const text =
      "AVIS DE CONSTITUTION\nDénomination : BOULANGERIE DU COL\nForme : SARL\nCapital : 2 000 000 F CFP\nApport en nature : M. Luc WAIA, boulanger, RIDET 3 000 007.001, a apporté à la société son fonds artisanal de boulangerie de La Foa, évalué à 1 900 000 F CFP.\nGérant : M. Luc WAIA\nStatuts du 2 novembre 2026\nRIDET : 1 000 009.001";
    expect(subjectOf(text)).toBe(FORMED);
  });

  it("reads a company contributing its branch to 'la société' in a constitution told in prose", () => {
    const text =
      "CONSTITUTION\nPar acte du 2 novembre 2026 a été constituée la SAS SCIERIE DU COL, capital 10 000 000 F CFP. La société MENUISERIES DU NORD, SA, RIDET 3 000 007.001, a apporté à la société sa branche de sciage, évaluée à 9 000 000 F CFP. Présidente : Mme Rose ONDO. La société est immatriculée sous le n° RIDET 1 000 009.001.";
    expect(subjectOf(text)).toBe(FORMED);
  });

  it("never publishes a constitution under its contributor when the company formed prints no identifier", () => {
    const text =
      "AVIS DE CONSTITUTION\nDénomination : BOULANGERIE DU COL\nForme : SARL\nApport : M. Luc WAIA, boulanger, RIDET 3 000 007.001, a apporté à la société son fonds de boulangerie.\nGérant : M. Luc WAIA\nStatuts du 2 novembre 2026";
    expect(subjectOf(text)).not.toBe(TRADER);
  });
});

describe('a business let to the company formed, named by the name the notice gives it (gerbes)', () => {
  const LET_TO_NAMED =
    "KAZ DES ESSAIS\nSociété à responsabilité limitée au capital de 800 000 F CFP\nRIDET 5 830 252.001\n\nAVIS DE CONSTITUTION ET DE PRISE EN LOCATION-GÉRANCE\n\nPar acte sous seing privé du 22 mai 2026, il a été constitué une société à responsabilité limitée dénommée KAZ DES ESSAIS, au capital de 800 000 F CFP, ayant pour objet la boulangerie. Gérant : M. Paul ESSAI.\n\nPar acte sous seing privé du 1er juin 2026, la société ÉTABLISSEMENTS ESSAI, SARL, RIDET 6 204 457.001, représentée par son gérant M. Luc ESSAI, a donné en location-gérance à la société KAZ DES ESSAIS, à compter du 1er juin 2026, le fonds de boulangerie qu'elle exploite à Tadine.\n\nPour avis, la gérance.";

  it('is the constitution of the company formed; the company that lets is never its subject', () => {
    expect(subjectOf(LET_TO_NAMED)).toBe('5830252');
  });

  it('reads no gift where the company named is another than the one formed', () => {
    const folded = fold(LET_TO_NAMED);
    const after = (text: string): string => text.slice(text.indexOf('457.001') + '457.001'.length);
    expect(givesToSubject('', after(folded), folded)).toBe(true);
    const toAnother = fold(LET_TO_NAMED.replace('en location-gérance à la société KAZ DES ESSAIS,', 'en location-gérance à la société KAZ VOISINE,'));
    expect(givesToSubject('', after(toAnother), toAnother)).toBe(false);
  });
});

describe('premises the notice’s company got, told in its seat’s notice', () => {
  const text = "171e année – N° 11168 – Mardi 1er décembre 2026\nJOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE – PUBLICATIONS LÉGALES\n\nESSAIS GRAPHIQUES\n\nLa société HOLDING DES TESTS, société à responsabilité limitée au capital de 5 000 000 F CFP, RIDET 2 000 008.001, présidente de la société par actions simplifiée ESSAIS GRAPHIQUES, au capital de 18 000 000 F CFP, RIDET 1 000 009.001, a décidé le 20 novembre 2026, en vertu des pouvoirs que lui confère l'article 4 des statuts, de transférer le siège social de cette dernière du 9, rue Auguste Bénébig, Vallée du Tir, 98800 Nouméa, au 14, rue Gustave Eiffel, Koutio, 98830 Dumbéa, dans l'immeuble à usage d'atelier que la société a acquis de la société civile immobilière ENTREPÔTS DES TESTS, RIDET 3 000 007.001, suivant acte reçu par Maître Paul ESSAI, notaire à Nouméa, le 12 novembre 2026.\nLe transfert prend effet au 1er décembre 2026. L'article 4 des statuts a été modifié en conséquence.\n\nPour avis, la présidente.\n";

  it('reads the seller of the premises as giving to the company (`que la société a acquis de la SCI X`)', () => {
    expect(givesToSubject(fold("dans l'immeuble que la societe a acquis de la societe civile immobiliere entrepots des tests, "), ', suivant acte', fold(text))).toBe(true);
  });

  it('types the notice by its seat, the premises bought no sale, and publishes it under the company whose seat moves', () => {
    expect(classifyNotice(text)?.type).toBe('siege');
    expect(subjectOf(text)).toBe(FORMED);
  });

  // Made up (2026-12-07, twelfth session, from charnieres cn07): the lease taken over, named between the verb and its giver.
  it('reads the company whose lease the company took over as giving to it (`dont la société a repris le bail auprès de la société X`)', () => {
    const lease = text.replace("l'immeuble à usage d'atelier que la société a acquis de la société civile immobilière ENTREPÔTS DES TESTS", "les locaux dont la société a repris le bail commercial auprès de la société ENTREPÔTS DES TESTS, SARL");
    expect(givesToSubject(fold("dans les locaux dont la societe a repris le bail commercial aupres de la societe entrepots des tests, sarl, "), ', suivant acte', fold(lease))).toBe(true);
    expect(subjectOf(lease)).toBe(FORMED);
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from sillages wc04). The company formed will run
// in location-gérance a business another company owns, that owner's identifier printed first.
describe('the owner of the business the company formed runs', () => {
  it('is never the company formed', () => {
    const text =
      "AVIS DE CONSTITUTION\n\nSuivant acte du 19 juin 2026 il a été constitué une société à responsabilité limitée dénommée LE COMPTOIR DU COL, au capital de 1 500 000 F CFP, siège social : village de La Foa, ayant pour objet l'exploitation d'un commerce d'alimentation générale, et notamment l'exploitation en location-gérance du fonds de commerce appartenant aux ÉTABLISSEMENTS WAIA, société en nom collectif dont le siège est à Koné, RIDET 3 000 007.001, à compter du 1er juillet 2026. Durée 99 ans.\nCogérants : M. Luc WAIA et Mme Ana WAIA.\nRIDET : 1 000 009 001\n\nPour avis, la gérance";
    const folded = fold(text);
    const at = folded.indexOf('ridet 3 000');
    expect(givesToSubject(folded.slice(Math.max(0, at - 400), at), folded.slice(at + 20, at + 220), folded)).toBe(true);
    expect(subjectOf(text)).toBe(FORMED);
  });
});
