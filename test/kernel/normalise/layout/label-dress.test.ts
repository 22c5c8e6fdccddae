import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../../kernel/normalise/index.ts';
import { itemNumbersDropped, plainLabels } from '../../../../kernel/normalise/layout/index.ts';
import { noticeOf } from '../notice-helpers.ts';

describe('labels in other dress (issue 32)', () => {
  it('drops the item number before a field label, and only there', () => {
    expect(itemNumbersDropped('1. Dénomination : LES TROIS PINS\n2) Forme : SARL\n3. Les associés ont décidé : rien')).toBe(
      'Dénomination : LES TROIS PINS\nForme : SARL\n3. Les associés ont décidé : rien',
    );
  });

  it('drops the number of a label alone over its value, and of a short item heading in a sheet of numbered labels', () => {
    const sheet = '1) Dénomination\nLES TROIS PINS\n2) Siège\nKoné\n3) Objet\nlocation\n4) Historique de la société\ncréée en 2010';
    expect(itemNumbersDropped(sheet)).toBe('Dénomination\nLES TROIS PINS\nSiège\nKoné\nObjet\nlocation\nHistorique de la société\ncréée en 2010');
    // Fewer than three numbered labels: a numbered heading that is no label keeps its number.
    expect(itemNumbersDropped('1) Dénomination\nLES TROIS PINS\n2) Historique de la société\ncréée en 2010')).toBe(
      'Dénomination\nLES TROIS PINS\n2) Historique de la société\ncréée en 2010',
    );
  });

  it('publishes a creation in numbered items over their values under its own registration, not under its founding holding', () => {
    const text = [
      'AVIS DE CONSTITUTION', '',
      'Aux termes d’un acte sous seing privé du 3 mars 2026, il a été constitué une société présentant les caractéristiques suivantes :', '',
      '1) Dénomination', 'LAGON FILTRES', '',
      '2) Forme', 'Société par actions simplifiée à associé unique', '',
      '3) Siège', '4 rue des Goélands, 98800 Nouméa', '',
      '4) Associée unique et présidente', 'FINANCIÈRE DES ÎLES, SAS au capital de 5 000 000 F CFP, RIDET 3 718 202.001', '',
      '5) Immatriculation', 'RCS Nouméa 2026 B 4 926 309 – RIDET 4 926 309.001', '',
      'Pour avis, la présidente.',
    ].join('\n');
    const [result] = parseNoticeTexts(text, { reference: 'D3' });
    expect(result?.ok && [result.notice.type, result.notice.denomination, result.notice.ridet]).toEqual(['creation', 'LAGON FILTRES', '4926309001']);
  });

  it('reads English labels as their French synonyms', () => {
    expect(plainLabels('Company name: BLUE LAGOON TOURS\nLegal form: SARL\nShare capital: 500,000 XPF\nRegistered office: Nouméa')).toBe(
      'Dénomination : BLUE LAGOON TOURS\nForme juridique : SARL\nCapital social : 500,000 XPF\nSiège social : Nouméa',
    );
  });

  it('publishes a numbered form under its name', () => {
    const text = 'AVIS DE MODIFICATION\n\n1. Dénomination : LES TROIS PINS\n2. Forme : société civile immobilière\n3. Immatriculation : RIDET 2 345 678.001\n4. Nouveau siège : Koné, 2 rue des Flamboyants\n5. Décision : assemblée générale du 10 février 2026';
    const [result] = parseNoticeTexts(text, { reference: 'D1' });
    expect(result?.ok && [result.notice.denomination, result.notice.forme_juridique, result.notice.ridet]).toEqual(['LES TROIS PINS', 'SCI', '2345678001']);
  });

  it('reads a case card’s debtor on its “Affaire :” line', () => {
    const text = 'Affaire : KAZ BOIS\nNature : liquidation judiciaire\nPrononcé : 12/02/2026\nRIDET : 2 345 678-001\nLiquidateur : Maître Anne EXEMPLE';
    const [result] = parseNoticeTexts(text, { reference: 'D2' });
    expect(result?.ok && [result.notice.denomination, result.notice.ridet]).toEqual(['KAZ BOIS', '2345678001']);
  });
});

describe("a compositor's own mark after his labels, the same on three lines or more", () => {
  it('reads an arrow, a triangle or a tilde after a label as its colon', () => {
    expect(plainLabels('Vendeur ▸ KAORI BOIS\nAcquéreur ▸ VERGERS DE TIARE\nPrix ▸ 5 000 000 F CFP')).toBe('Vendeur : KAORI BOIS\nAcquéreur : VERGERS DE TIARE\nPrix : 5 000 000 F CFP');
    expect(plainLabels('Cédant ~ KAORI BOIS\nSociété ~ VERGERS DE TIARE\nActe ~ ssp du 2/11/2026')).toBe('Cédant : KAORI BOIS\nSociété : VERGERS DE TIARE\nActe : ssp du 2/11/2026');
    expect(plainLabels('BÉNÉFICIAIRE » VERGERS DE TIARE, SA\nAPPORTEUSE » KAORI BOIS, SARL\nBRANCHE » conserverie')).toBe('BÉNÉFICIAIRE : VERGERS DE TIARE, SA\nAPPORTEUSE : KAORI BOIS, SARL\nBRANCHE : conserverie');
  });

  it('leaves a mark printed on fewer than three label lines as printed', () => {
    expect(plainLabels('Vendeur ▸ KAORI BOIS\nAcquéreur ▸ VERGERS DE TIARE')).toBe('Vendeur ▸ KAORI BOIS\nAcquéreur ▸ VERGERS DE TIARE');
  });

  it("publishes a sale box's seller whose particulars stand on the lines under the name", () => {
    const text = [
      'LE HÉRON · 12/11/2026 · ANNONCES LÉGALES',
      '═══ VENTE DE FONDS ═══',
      'Vendeur ▸ VERGERS DE TIARE',
      '          SARL cap. 1 000 000 F CFP',
      '          4, rue des Lauriers, 98800 Nouméa',
      '          RIDET 1 000 009.001',
      'Acquéreur ▸ KAORI PÊCHE',
      '          SAS cap. 2 000 000 F CFP',
      '          RIDET 1 000 017.001',
      'Acte ▸ notarié, Me Léa WEA, notaire à Nouméa, 02/11/2026',
      'Prix ▸ 5 000 000 F CFP',
    ].join('\n');
    const [result] = parseNoticeTexts(text, { reference: 'essai' });
    expect(result!.ok && [result!.notice.type, result!.notice.ridet, result!.notice.denomination]).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
  });

  it('reads a compositor’s middle-dot leader as the colon, and the one or two dots of a sheet of them too', () => {
    expect(plainLabels('VENDEUR ······· LE RUCHER DE TOMO\nACHETEUR · MIELS DU SUD\nPRIX ········· 1 000 000 F\nACTE ········· SSP du 02/03/2026')).toBe(
      'VENDEUR : LE RUCHER DE TOMO\nACHETEUR : MIELS DU SUD\nPRIX : 1 000 000 F\nACTE : SSP du 02/03/2026',
    );
  });

  it('publishes a box of middle-dot leaders under its seller, not under the buyer printed after it', () => {
    const text = [
      'JONC – Publications légales – jeudi 5 mars 2026',
      '',
      '╔══ VENTE DE FONDS ══════════════════════════════╗',
      '║ CÉDANT ······· LE RUCHER DE TOMO · SARL cap. 500 000 F CFP',
      '║                2, route de Tomo, 98813 Boulouparis · RIDET 2 123 826.001',
      '║ CESSIONNAIRE · MIELS DU SUD · SAS cap. 1 000 000 F CFP',
      '║                7, rue Jules-Ferry, 98800 Nouméa · RIDET 1 146 497.001',
      '║ FONDS ········ apiculture, 2, route de Tomo, Boulouparis',
      '║ PRIX ········· 3 000 000 F CFP',
      '╚════════════════════════════════════════════════╝',
    ].join('\n');
    const [result] = parseNoticeTexts(text, { reference: 'D3' });
    expect(result?.ok && [result.notice.type, result.notice.ridet, result.notice.denomination, result.notice.forme_juridique]).toEqual(['cession', '2123826001', 'LE RUCHER DE TOMO', 'SARL']);
  });

  it("counts a sheet's mark after a colon another reading set before it ('cédant : = X') with the sheet's other lines", () => {
    expect(plainLabels('cessionnaire = MIELS DU SUD, SAS\ncédant : = M. Paul EXEMPLE\nsociété = LE RUCHER DE TOMO, SARL')).toBe(
      'cessionnaire : MIELS DU SUD, SAS\ncédant : M. Paul EXEMPLE\nsociété : LE RUCHER DE TOMO, SARL',
    );
  });

  it("publishes the company whose parts a box of 'key = value' rows sells, its frame drawn in ASCII", () => {
    const text = [
      '+-------------------------------------------------------------+',
      '| LNC · ven. 27/11/2026 · LÉGALES                             |',
      '+-------------------------------------------------------------+',
      '| CESSION DE PARTS SOCIALES                                   |',
      '| cessionnaire = MIELS DU SUD, SAS, RIDET 1 146 497.001, 10, rue de la Somme, 98800 Nouméa',
      '| cédant       = M. Paul EXEMPLE (1 200 parts sur 2 000)',
      '| société      = LE RUCHER DE TOMO, SARL, 2 000 000 F CFP, Tomo, 98813 Boulouparis, RIDET 2 123 826.001',
      '| acte         = SSP du 09/11/2026',
      '+-------------------------------------------------------------+',
    ].join('\n');
    const [result] = parseNoticeTexts(text, { reference: 'D4' });
    expect(result?.ok && [result.notice.type, result.notice.ridet, result.notice.denomination]).toEqual(['cession', '2123826001', 'LE RUCHER DE TOMO']);
  });
});


// Made up (the duos group's kind): a letting's record in bullets, each label and its value parted by a spaced dash.
describe("a record's labels and values parted by a spaced dash", () => {
  const record = [
    'AVIS DE MISE EN LOCATION-GÉRANCE',
    '',
    '• BAILLEUR – ESSAIS DU COL, SARL au capital de 1 000 000 F CFP, siège : Païta – RIDET 1 742 857-001 – représentée par M. Luc TESTARD, gérant.',
    '• LOCATAIRE-GÉRANT – TESTS CARBURANTS, SASU, siège : Païta – RIDET 1 742 865-001.',
    '• CONTRAT – acte sous seing privé du 6 mai 2026.',
    '• DURÉE – deux années à compter du 1er juin 2026.',
  ].join('\n');

  it('reads the dash as the label’s colon on the lines that open on a field’s label', () => {
    const read = plainLabels(record).split('\n');
    expect(read[2]).toBe('BAILLEUR : ESSAIS DU COL, SARL au capital de 1 000 000 F CFP, siège : Païta – RIDET 1 742 857-001 – représentée par M. Luc TESTARD, gérant.');
    expect(read[5]).toBe('DURÉE : deux années à compter du 1er juin 2026.');
    expect(read[4]).toBe('• CONTRAT – acte sous seing privé du 6 mai 2026.');
  });

  it('so the owner who lets the business is read with its name, its representative after its identifier', () => {
    const notice = [
      'AVIS DE MISE EN LOCATION-GÉRANCE',
      '',
      '• BAILLEUR – ESSAIS DU COL, SARL au capital de 1 000 000 F CFP, siège : RT1, lieu-dit Le Col, 98840 Païta – RIDET 1742857-001 – représentée par M. Luc TESTARD, gérant.',
      '• LOCATAIRE-GÉRANT – TESTS CARBURANTS, SASU au capital de 500 000 F CFP, siège : 5, lotissement Les Essais, 98890 Païta – RIDET 1 742 865-001 – représentée par Mme Ana TESTARD, présidente.',
      '• CONTRAT – acte sous seing privé en date à Païta du 6 mai 2026.',
      '• DURÉE – deux années à compter du 1er juin 2026.',
      '',
      'Pour unique insertion.',
    ].join('\n');
    expect(noticeOf(notice)).toMatchObject({ type: 'cession', ridet: '1742857001', denomination: 'ESSAIS DU COL' });
  });

  it('leaves a title’s dash and fewer than three dashed labels as printed', () => {
    expect(plainLabels('NOMINATION – ESSAIS DU COL\n• BAILLEUR – X\n• DURÉE – 2 ans')).toBe('NOMINATION – ESSAIS DU COL\n• BAILLEUR – X\n• DURÉE – 2 ans');
  });
});
