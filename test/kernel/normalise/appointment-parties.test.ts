import { describe, expect, it } from 'vitest';
import { subjectOf } from './notice-helpers.ts';

// An office changing hands names companies beside the one whose office it is: the one co-opted, the
// one replaced or resigning, the member that proposed. Each is a third party; the office's company,
// named by its block or its closing label, is the subject. Every text is made up for this file.
const SUBJECT = '1000009';

describe('the companies an appointment names beside the company whose office it is', () => {
  it('reads a board\'s co-option of one company in place of another that resigned', () => {
    const text =
      'NOMINATION D\'ADMINISTRATEUR\nOCÉANIE DISTRIBUTION, SA au capital de 100 000 000 F CFP, siège : 3 avenue Foch, Nouméa, RIDET 1 000 009.001.\nLe conseil d\'administration du 3 novembre 2026 a coopté en qualité d\'administrateur la société KAVIENG INVEST, SAS, RIDET 2 000 008.001, représentée par M. Luc Bernard, en remplacement de la société TIARÉ GESTION, SARL, RIDET 3 000 007.001, démissionnaire, pour la durée du mandat restant à courir.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('reads a company told as co-opted by the board, the one it replaces after it', () => {
    const text =
      'AVIS\nSociété CALÉDONIENNE DES EAUX DU SUD – SA – RIDET 1 000 009.001 – Siège : Mont-Dore\nLa société KAVIENG INVEST, SAS, RIDET 2 000 008.001, a été cooptée administrateur par le conseil du 3 novembre 2026, en remplacement de la société TIARÉ GESTION, SARL, RIDET 3 000 007.001, qui a démissionné.\nPour avis, le conseil d\'administration.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('reads an appointee put in the place of a company whose mandate ran out', () => {
    const text =
      'MODIFICATION DU CONSEIL\nCALÉDONIE GRANULATS, société anonyme, capital 60 000 000 F CFP, RIDET 1 000 009.001, siège : Païta.\nL\'assemblée générale ordinaire du 14 octobre 2026 a nommé administratrice la société OUENGHI INVEST, SAS, RIDET 2 000 008.001, représentée par Mme Rose Lenormand, en lieu et place de la société TAMOA FINANCE, SARL, RIDET 3 000 007.001, dont le mandat arrivait à expiration.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('reads a company that resigned, then the co-option of another', () => {
    const text =
      'AVIS\nSOCIÉTÉ HÔTELIÈRE DE POINDIMIÉ, SA, RIDET 1 000 009.001, siège : Poindimié.\nLa société TIÉTI PARTICIPATIONS, SARL, RIDET 3 000 007.001, administrateur, a démissionné le 2 septembre 2026. Le conseil du 30 septembre 2026 a procédé à la cooptation de la société TOUHO CAPITAL, SAS, RIDET 2 000 008.001, représentée par M. Karl Wema, en qualité d\'administrateur.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('reads a grouping\'s appointment proposed by a member, the grouping named by its closing label', () => {
    const text =
      'NOMINATION\nL\'assemblée des membres du 4 novembre 2026 a nommé administrateur la société KOUTIO SERVICES, SARL, RIDET 2 000 008.001, représentée par M. Eric Colin, sur proposition du membre TONTOUTA TRANSPORTS, SAS, RIDET 3 000 007.001.\nGroupement : GIE DES TRANSPORTEURS DU SUD, RIDET 1 000 009.001.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('reads a telegraphic board\'s minutes: one company\'s resignation, another\'s co-option in its place', () => {
    const text =
      'OCÉANIE DISTRIBUTION SA – RIDET 1 000 009.001. CA du 3/11/2026 : démission de la société TIARÉ GESTION, SARL, RIDET 3 000 007.001, de son mandat d\'administrateur ; cooptation de la société KAVIENG INVEST, SAS, RIDET 2 000 008.001, en remplacement.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('reads a provisional director `qui remplace` another company', () => {
    const text =
      'NOMINATION D\'UN ADMINISTRATEUR\nCALÉDONIENNE DE TRAVAUX, SA, RIDET 1 000 009.001. Le conseil du 2 novembre 2026 a nommé administratrice, à titre provisoire, la société PAÏTA CONSEIL, SARL, RIDET 2 000 008.001, qui remplace la société DUMBÉA ÉTUDES, SAS, RIDET 3 000 007.001.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});

describe('what an appointment does not make a third party', () => {
  it('never publishes the company whose board the subject left, told in a relative clause beside its own act', () => {
    const text =
      "TRANSFERT DE SIÈGE\nLa société KAORI INVEST, SAS, RIDET 1 000 009.001, qui a démissionné de son mandat d'administrateur de la société LAGON BLEU, SA, RIDET 2 000 008.001, a transféré son siège social au 4 rue Higginson, Nouméa, le 2 octobre 2026.";
    expect(subjectOf(text)).not.toBe('2000008');
  });

  it('keeps the company whose board proposes the appointee the subject', () => {
    const text =
      'NOMINATION\nSur proposition du conseil d\'administration de la société OCÉANIE FROID, SA, RIDET 1 000 009.001, l\'assemblée générale du 2 octobre 2026 a nommé administrateur la société KAVIENG INVEST, SARL, RIDET 2 000 008.001.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('keeps a company that appoints itself a president company in place of a person the subject', () => {
    const text =
      'NOMINATION\nLa société OCÉANIE FROID, SAS, RIDET 1 000 009.001, informe que par décision de ses associés du 2 octobre 2026, elle a nommé présidente la société KAVIENG INVEST, SARL, RIDET 2 000 008.001, représentée par M. Luc Bernard, en remplacement de M. Paul Vidal.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('keeps a company that moves its seat in place of its former one the subject', () => {
    const text =
      'TRANSFERT DE SIÈGE\nLa société CORAIL NEGOCE, SARL, RIDET 1 000 009.001, a transféré son siège au 4 rue Higginson, Nouméa, en remplacement de l\'ancien siège au 12 rue Anatole France, par décision du 2 octobre 2026.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('keeps a joint notice of two companies quarantined', () => {
    const text =
      'NOMINATION\nLa société KAORI INVEST, SAS, RIDET 1 000 009.001, et la société CORAIL NEGOCE, SARL, RIDET 2 000 008.001, informent que leurs assemblées du 2 octobre 2026 ont nommé M. Paul Martin directeur général.';
    expect(subjectOf(text)).toBe('sujet_ambigu');
  });
});
