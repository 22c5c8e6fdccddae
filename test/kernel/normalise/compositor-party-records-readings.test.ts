import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readingOf } from './notice-helpers.ts';

// Two-party boxes as compositors set them: each party a record of its own, its role in capitals as
// the label, closed by a mark or by the column's rule, its particulars a line each or parted by
// bars. Every text is made up for the reading (RIDs 1 234 566 and 1 234 574 pass the check).

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/compositor-party-records/${name}`, import.meta.url), 'utf8');

describe('a two-party box whose parties are records under their roles', () => {
  it("reads a value going on under its label's column rule as the value's, the rule drawn or left out by the scan", () => {
    const text = fixture('fusion-column-rule.txt');
    expect(readingOf(text)).toEqual(['capital', '1234566001', 'OCÉAN DU NORD']);
    // A scan reads the rule opening the value's next lines as a stray mark: the line keeps its place under the value.
    expect(readingOf(text.replace(/^( +)│/gm, '$1 '))).toEqual(['capital', '1234566001', 'OCÉAN DU NORD']);
  });

  it("reads a record's labels in capitals beside their values as a record, not as two columns of prose", () => {
    expect(readingOf(fixture('vente-column-rule.txt'))).toEqual(['cession', '1234566001', 'GARAGE DES PALMIERS']);
  });

  it("reads a role in capitals closed by a label mark, the party's fields parted by bars and its identifier last", () => {
    expect(readingOf(fixture('vente-label-marks-bars.txt'))).toEqual(['cession', '1234566001', 'SNACK DU RÉCIF']);
  });
});

describe('a role closed by an arrow typed in ASCII', () => {
  it("reads the absorbed company's own notice under its role, printed after the absorbing one", () => {
    expect(readingOf(fixture('fusion-ascii-arrows.txt'))).toEqual(['dissolution', '1234566001', 'PÊCHERIES DE HIENGHÈNE']);
    expect(readingOf(fixture('fusion-ascii-arrows.txt').replaceAll('->', '>>'))).toEqual(['dissolution', '1234566001', 'PÊCHERIES DE HIENGHÈNE']);
  });
});

describe('one identifier printed for two companies of a box', () => {
  it('quarantines the notice, whatever bullet opens the parties\' lines', () => {
    const text = [
      'LE COURRIER DU NORD — 05/03/2026',
      '',
      'VENTE DE FONDS',
      '• Vendeur : GARAGE DU NORD, SARL, Koumac, RIDET 1 234 566.001',
      '• Acquéreur : AUTO KOUMAC, SARL, Koumac, RIDET 1 234 566.001',
      '• Fonds : garage exploité route territoriale 1, Koumac',
      '• Acte : ssp du 20/02/2026',
    ].join('\n');
    expect(readingOf(text)).toEqual(['sujet_ambigu']);
  });
});

describe("a partial contribution's heading cut short", () => {
  it("reads 'APPORT PART. D'ACTIF' as the contribution, the beneficiary's capital the notice", () => {
    const text = [
      'Éd. du 12 novembre 2026 — Annonces légales',
      '',
      "APPORT PART. D'ACTIF",
      'BÉNÉF.  | OCÉAN DU NORD | SAS | cap. 1 000 000 → 4 000 000 F CFP | RIDET 1 234 566.001',
      'APPORT. | PÊCHERIES DE HIENGHÈNE | SARL | RIDET 1 234 574.001',
      'BRANCHE | armement de pêche hauturière',
    ].join('\n');
    expect(readingOf(text)).toEqual(['capital', '1234566001', 'OCÉAN DU NORD']);
  });
});

describe("a letting's end cut to its initials", () => {
  it("reads 'FIN LG' as a letting's end, its owner the notice's company", () => {
    const text = [
      'LE COURRIER DU NORD • 05.03.2026 • Locations-gérances',
      '',
      'FIN LG — Ex-locataire : AUTO KOUMAC, SARL cap. 500 000 F CFP, RIDET 1 234 574.001 — Propriétaire : GARAGE DU NORD, EURL cap. 1 000 000 F CFP, Koumac, RIDET 1 234 566.001 — Fonds : garage, Koumac — Contrat résilié au 28/02/2026.',
    ].join('\n');
    expect(readingOf(text)).toEqual(['cession', '1234566001', 'GARAGE DU NORD']);
  });
});

describe("a letting's lessor", () => {
  it('is the owner who lets the business, the notice\'s company, printed after the taker', () => {
    const text = [
      'LE COURRIER DU NORD — 05/03/2026 — Annonces légales',
      '',
      'LOC.-GÉR. ~ PRENEUR : AUTO KOUMAC, SARL au capital de 500 000 F CFP, Koumac, RIDET 1 234 574.001 ~ BAILLEUR DU FONDS : GARAGE DU NORD, SARL au capital de 2 000 000 F CFP, Koumac, RIDET 1 234 566.001 ~ FONDS : garage exploité route territoriale 1, Koumac ~ DURÉE : 1 an à compter du 01/03/2026.',
    ].join('\n');
    expect(readingOf(text)).toEqual(['cession', '1234566001', 'GARAGE DU NORD']);
  });
});

// The sides' labels alone, bulleted or numbered, each side's particulars parted by dashes, which
// the reader sets a line each under the label (RIDs 2 634 483, 2 739 886 and 2 302 313 pass the check).
describe("a contribution's or a merger's side labelled alone over its particulars", () => {
  it("publishes the beneficiary of a contribution whose bulleted sides close their labels on an arrow", () => {
    const text = [
      'JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE – 12 mars 2026',
      '',
      "APPORT PARTIEL D'ACTIF",
      ' ◆ apporteuse ⟶ CARRIÈRES DE LA COULÉE – SA – cap. 80 000 000 F CFP – 2, rue Higginson, 98800 Nouméa – RIDET 2 634 483.001',
      ' ◆ bénéficiaire ⟶ GRANULATS DU SUD – SAS – cap. 5 000 000 F CFP porté à 25 000 000 F CFP – même adresse – RIDET 2 739 886.001',
      ' ◆ branche apportée ⟶ activité de concassage',
      ' ◆ effet ⟶ 01/03/2026',
    ].join('\n');
    expect(readingOf(text)).toEqual(['capital', '2739886001', 'GRANULATS DU SUD']);
  });

  it('publishes the absorbing company of a numbered merger box, the merger’s appraiser labelled after the absorbed one', () => {
    const text = [
      'LNC – Annonces légales – mardi 14 avril 2026',
      '',
      'FUSION-ABSORPTION / AUGMENTATION DE CAPITAL',
      '1) ABSORBANTE : FROID INDUSTRIEL DU NORD – SAS – capital 30 000 000 F CFP porté à 36 000 000 F CFP – Koné – RIDET 2 739 886.001',
      '2) ABSORBÉE : CLIM KONÉ SERVICES – SARL – capital 1 000 000 F CFP – Koné – RIDET 2 634 483.001',
      '3) COMMISSAIRE À LA FUSION : AUDIT NORD CONSEIL – SELARL – RIDET 2 302 313.001 – rapport du 10/03/2026',
      '4) EFFET : 31/03/2026',
    ].join('\n');
    expect(readingOf(text)).toEqual(['capital', '2739886001', 'FROID INDUSTRIEL DU NORD']);
  });

  it("reads a bulleted side's block as ended where the next bullet opens another field's label: the absorbed company of a dissolution by merger", () => {
    const text = [
      'LE FIL DU CAILLOU • Annonces légales • jeudi 5 mars 2026',
      '',
      '■ DISSOLUTION SANS LIQUIDATION — FUSION-ABSORPTION',
      '■ Société absorbée : CLIM KONÉ SERVICES, SARL au capital de 1 000 000 F CFP, Koné — RIDET 2 634 483.001',
      '■ Société absorbante : FROID INDUSTRIEL DU NORD, SAS au capital de 30 000 000 F CFP, Koné — RIDET 2 739 886.001',
      "■ Traité : s.s.p. du 10/12/2025 ; approbation par l'AGE de l'absorbante du 20/02/2026",
      '■ Conséquence : CLIM KONÉ SERVICES est dissoute sans liquidation au 20/02/2026.',
    ].join('\n');
    expect(readingOf(text)).toEqual(['dissolution', '2634483001', 'CLIM KONÉ SERVICES']);
  });

  it("reads a left double arrow after a side's label as its colon: the absorbed company of a web page's dissolution by merger", () => {
    const text = [
      'ACTU.NC › Annonces légales › Dissolutions',
      '05/03/2026 – 07h30',
      '',
      'DISSOLUTION PAR FUSION',
      'Absorbante ⇐ FROID INDUSTRIEL DU NORD (SAS, cap. 30 000 000 XPF, RIDET 2 739 886.001, Koné)',
      'Absorbée   ⇐ CLIM KONÉ SERVICES (SARL, cap. 1 000 000 XPF, RIDET 2 634 483.001, Koné)',
      'CLIM KONÉ SERVICES est dissoute sans liquidation au 28/02/2026.',
    ].join('\n');
    expect(readingOf(text)).toEqual(['dissolution', '2634483001', 'CLIM KONÉ SERVICES']);
  });
});

// A share sale's box: the company whose shares are sold after 'Sté :', its buyer a company under its
// own label (RIDs 2 634 483 and 2 739 886 pass the check).
describe("a share sale's box whose company stands after 'Sté :'", () => {
  it('publishes the company whose shares are sold, not the buying company labelled under a triangle bullet', () => {
    const text = [
      'ACTU NC — Mer. 14 oct. 2026 — ANNONCES LÉGALES',
      '',
      "► CESSION D'ACTIONS / CHANGT DE PRÉSIDENT",
      '► Sté : CORAIL PLONGÉE · SAS · 2 000 000 F CFP · Port Moselle, 98800 Nouméa · RIDET 2 634 483.001',
      '► Cédant : M. Paul TEANI (totalité des 200 actions)',
      '► Cessionnaire : MOANA INVEST · SARL · RIDET 2 739 886.001 · 5, rue Jules-Ferry, 98800 Nouméa',
      '► Ordre de mouvement du 25/09/2026',
      "► Présidence : M. Paul TEANI, démissionnaire ; MOANA INVEST, représentée par son gérant M. Jean WAKA, nommée présidente par décision de l'associé unique du 25/09/2026",
    ].join('\n');
    expect(readingOf(text)).toEqual(['cession', '2634483001', 'CORAIL PLONGÉE']);
  });

  it("ends the name at the compositor's next item mark", () => {
    const text = [
      'LE HÉRON DU NORD – Annonces légales – 3 mars 2026',
      '',
      '◆ MODIFICATION – TRANSFERT DE SIÈGE',
      '◆ Sté : KONÉ ÉLEC SERVICES ◆ SARL au cap. de 1 000 000 F CFP ◆ RIDET 2 634 483.001',
      '◆ Nouveau siège : lot 3, zone artisanale, 98860 Koné, à compter du 01/03/2026',
    ].join('\n');
    expect(readingOf(text)).toEqual(['siege', '2634483001', 'KONÉ ÉLEC SERVICES']);
  });
});

describe("a letting told by its parties' labels alone", () => {
  it("reads a renewal whose letting is abbreviated out of reach as a letting of the lessor's business", () => {
    const text = [
      'JONC – 2026-00412 – PUBLICATION_LEGALE – publié le jeudi 16 avril 2026',
      '',
      'RENOUVELLEMENT L.-G. // Loueur : GARAGE DU COL (SARL, 3 000 000 F CFP, RN1, 98890 Païta, RIDET n° 2634483/001) // Locataire-gérant : PAÏTA AUTO (SNC, 200 000 F CFP, RN1, 98890 Païta, RIDET n° 2739886/001) // Fonds : garage automobile, RN1 // Avenant SSP du 30/03/2026 : renouvelé 3 ans // Pour avis.',
    ].join('\n');
    expect(readingOf(text)).toEqual(['cession', '2634483001', 'GARAGE DU COL']);
  });
});

describe("a contribution told by its appraiser", () => {
  it("publishes the company named with 'à' right after the contributor's identifier: the receiver, whose capital grows", () => {
    const text = [
      'Publié le 12 mai 2026',
      '',
      "APPORT PARTIEL D'ACTIF – AUGMENTATION DE CAPITAL",
      '',
      "La SELARL AUDIT DU HÉRON, RIDET 2 302 313.001, commissaire aux apports désigné par ordonnance du président du tribunal mixte de commerce de Nouméa, a établi le 2 avril 2026 son rapport sur la valeur de la branche d'activité « concassage » apportée par la société CARRIÈRES DE LA COULÉE, société anonyme au capital de 80 000 000 F CFP, RIDET 2 634 483.001, à la société GRANULATS DU SUD, société par actions simplifiée au capital de 5 000 000 F CFP, dont le siège est à Païta, RIDET 2 739 886.001.",
      "L'assemblée générale extraordinaire de GRANULATS DU SUD du 24 avril 2026 a approuvé l'apport et porté le capital social à 25 000 000 F CFP.",
    ].join('\n');
    expect(readingOf(text)).toEqual(['capital', '2739886001', 'GRANULATS DU SUD']);
  });
});

