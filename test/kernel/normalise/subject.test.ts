import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice-helpers.ts';
import { classifyNotice } from '../../../kernel/normalise/index.ts';

// Which company a notice is about, when it names several with their RIDETs.
describe('the subject of a notice naming several companies', () => {
  it("a seller's notice names the seller, not the buyer", () => {
    const notice = noticeOf(`VENTE DE FONDS DE COMMERCE
Suivant acte du 2 février 2026, la société KAVÉA BOIS, société à responsabilité limitée au capital de 500 000 F CFP, RIDET n° 1 410 220.001, a vendu à la société TRONC D'OR, SAS, RIDET n° 1 520 330.001, son fonds de menuiserie.`);
    expect([notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['1410220001', 'KAVÉA BOIS', 'SARL']);
  });

  it('a buyer written first is still not the subject', () => {
    const notice = noticeOf(`CESSION DE FONDS
Par acte du 2 février 2026, la SAS TRONC D'OR, RIDET 1 520 330.001, a acquis de la SARL KAVÉA BOIS, RIDET 1 410 220.001, un fonds de menuiserie.`);
    expect([notice.ridet, notice.denomination]).toEqual(['1410220001', 'KAVÉA BOIS']);
  });

  it('a location-gérance names the owner who lets the business, not the locataire-gérant', () => {
    const notice = noticeOf(`LOCATION-GÉRANCE
Par acte du 1er mars 2026, la société PÉTROLE DU NORD, SARL, RIDET 1 410 440.001, a donné en location-gérance à la société STATION KOUMAC, EURL, RIDET 1 520 550.001, un fonds de station-service.`);
    expect(notice.ridet).toBe('1410440001');
  });

  it('a holding that presides the company is its officer, and its RIDET is not the subject', () => {
    const notice = noticeOf(`AVIS DE CONSTITUTION
Aux termes d'un acte du 3 mars 2026, il a été constitué une société par actions simplifiée.
Dénomination : ÎLOT SERVICES
Président : la société ALIZÉ PARTICIPATIONS, SAS, RIDET n° 1 300 123.001, représentée par son président, M. Marc ALIZÉ
RIDET : 1 611 987.001`);
    expect(notice.ridet).toBe('1611987001');
    expect(notice.dirigeants).toEqual([{ nom: 'ALIZÉ PARTICIPATIONS', prenoms: null, fonction: 'président', action: 'nomination' }]);
  });

  it('a TUP names the dissolved company, not its sole shareholder printed first', () => {
    const notice = noticeOf(`DISSOLUTION SANS LIQUIDATION
Par décision du 5 février 2026, la société MÈRE INVEST, SAS, RIDET n° 1 100 200.001, associée unique de la société FILIALE PÊCHE, SASU au capital de 1 000 000 F CFP, RIDET n° 1 300 400.001, a décidé la dissolution anticipée sans liquidation de cette dernière.`);
    expect([notice.ridet, notice.denomination, notice.forme_juridique, notice.type]).toEqual(['1300400001', 'FILIALE PÊCHE', 'SASU', 'dissolution']);
  });

  it("a merger's capital notice is the absorbing company's, its dissolution notice the absorbed company's", () => {
    const body = `la société PETIT FROID, SARL, RIDET n° 1 200 100.001, a fait apport de l'ensemble de son patrimoine à la société GRAND FROID, SA, RIDET n° 1 200 200.001.`;
    const capital = noticeOf(`FUSION – AUGMENTATION DE CAPITAL\nAux termes d'un traité de fusion du 1er décembre 2025, ${body} L'assemblée générale extraordinaire de la société GRAND FROID du 20 janvier 2026 a approuvé la fusion et augmenté son capital.`);
    const dissolution = noticeOf(`DISSOLUTION SANS LIQUIDATION\nAux termes d'un traité de fusion du 1er décembre 2025, ${body} La société PETIT FROID est dissoute sans liquidation depuis le 20 janvier 2026.`);
    expect([capital.ridet, capital.denomination, capital.date]).toEqual(['1200200001', 'GRAND FROID', '2026-01-20']);
    expect([dissolution.ridet, dissolution.denomination]).toEqual(['1200100001', 'PETIT FROID']);
  });

  it('a merger that says no capital increase took place is the absorbed company\'s dissolution, whoever is printed first', () => {
    const notice = noticeOf(`AVIS DE FUSION SIMPLIFIÉE\nLa société GRAND FROID, SAS, RIDET 1 200 200.001 (société absorbante), détenant la totalité des parts de la société PETIT FROID, SARL, RIDET 1 200 100.001 (société absorbée), a absorbé cette dernière le 20 janvier 2026.\nLa société absorbante détenant la totalité du capital de la société absorbée, il n'a pas été procédé à une augmentation\nde capital. La société PETIT FROID s'est trouvée dissoute sans liquidation.`);
    expect([notice.type, notice.ridet, notice.denomination]).toEqual(['dissolution', '1200100001', 'PETIT FROID']);
    expect(classifyNotice('La fusion a été réalisée sans augmentation de capital ; la société absorbée est dissoute sans liquidation.')?.type).toBe('dissolution');
  });

  it('a court notice about an individual trader names the person', () => {
    const notice = noticeOf(`Par jugement du 9 mars 2026, le tribunal mixte de commerce a prononcé la liquidation judiciaire de M. Jean-Paul TÉOUA, menuisier, RIDET n° 1 200 300.001. Liquidateur : Me Anne SOLDE.`);
    expect([notice.denomination, notice.forme_juridique]).toEqual(['Jean-Paul TÉOUA', null]);
  });

  it("sets aside the firm of the accountant or notary who signs the notice when another candidate remains", () => {
    const notice = noticeOf(`NOMINATION D'UN PRÉSIDENT\nPar décisions du 2 mars 2026, l'associé unique de la société OMÉGA TECH, SASU au capital de 1 000 000 F CFP, RIDET 1 551 902.001, a nommé en qualité de présidente la société ATOLL INVEST, SARL, RIDET 1 220 443.001, représentée par son gérant M. Marc ATOLL.\nPour avis, Cabinet COMPTES DU SUD, expert-comptable, RIDET 1 090 001.001.`);
    expect([notice.ridet, notice.denomination]).toEqual(['1551902001', 'OMÉGA TECH']);
    // Alone, a lawyers' firm may be the subject of its own notice.
    const own = noticeOf(`TRANSFERT DE SIÈGE\nLa SELARL PLAIDOIRIES, avocats associés, RIDET 1 090 002.001, a transféré son siège au 3 rue Foch, 98800 Nouméa, par décision du 2 mars 2026.`);
    expect(own.ridet).toBe('1090002001');
  });
});
