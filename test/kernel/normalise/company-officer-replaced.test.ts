import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A company officer's resignation told with its particulars between its name and the office it
// leaves, its successor appointed 'en remplacement' without the office named again; and a list of
// officer companies under the label of their office, one bullet each. Every text is made up for
// this file; the identifiers pass the check.

const SCI = 'SCI KOTI NAUTIC\nSociété civile immobilière au capital de 1 000 000 F CFP\nRIDET 1 987 654.001\n\n';

describe("a company's resignation with its particulars, and its successor", () => {
  it("reads 'démission de la société X, SARL, RIDET …, de ses fonctions de cogérante ; nommé en remplacement M. Y'", () => {
    const text = `${SCI}Par assemblée générale du 2 septembre 2026, les associés ont :\n– pris acte de la démission de la société PÊCHERIES DE BALADE, SARL, RIDET 2000008-001, de ses fonctions de cogérante ;\n– nommé en remplacement M. Tom BALLU, demeurant à Païta, pour une durée illimitée.`;
    expect(officersOf(noticeOf(text))).toEqual(['Tom BALLU (gérant)']);
  });

  it("reads a liquidator company replaced by another designated 'en remplacement' after a clause", () => {
    const text = `REMPLACEMENT DU LIQUIDATEUR\nKOTI NAUTIC\nSARL en liquidation au capital de 1 000 000 F CFP\nRIDET 1 987 654.001\n\nL'assemblée des associés du 13 octobre 2026 a pris acte de la démission de la société PÊCHERIES DE BALADE (SARL, RIDET 2 000 008.001) de ses fonctions de liquidateur, et a désigné en remplacement, pour la durée de la liquidation restant à courir, la société FROID DU NORD, SAS, RIDET 1 000 009.001, représentée par son président M. Luc TIMBO.`;
    expect(officersOf(noticeOf(text))).toEqual(['FROID DU NORD (liquidateur)']);
  });
});

describe('officer companies listed one bullet each', () => {
  it("reads every company of 'La gérance est désormais assurée par :'", () => {
    const text = `${SCI}Suivant assemblée du 13 novembre 2026, les associés ont pris acte de la démission de M. Paul LANGUE de ses fonctions de cogérant.\nLa gérance est désormais assurée par :\n- la société PÊCHERIES DE BALADE, SAS, RIDET n° 2000008/001 ;\n- la société FROID DU NORD, SARL, RIDET n° 1000009/001.`;
    expect(officersOf(noticeOf(text))).toEqual(['PÊCHERIES DE BALADE (gérant)', 'FROID DU NORD (gérant)']);
  });
});
