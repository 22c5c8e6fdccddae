import { describe, expect, it } from 'vitest';
import { onOfficeLabelLine } from '../../../kernel/normalise/office-holder-company.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { identityOf, subjectOf } from './notice-helpers.ts';

// A compositor's appointment told by the office before its participle, and an auditors' seat
// labelled alone above the firm that holds it. Made-up notices (RIDs 1 234 566, 2 345 676 and
// 7 654 320 pass the check).

describe('an office set before its participle', () => {
  it('is an appointment, whole or cut', () => {
    const text = [
      'LE PETIT MARCHÉ DE THIO — Annonces légales — jeudi 9 juillet 2026',
      '',
      '✚ « BOULANGERIE DE LA MINE », SARL, RIDET 1234566.001',
      'Cogér. nommée : Mme Léa WAKAIO (AGO 30/6/2026). M. Paul WAKAIO reste gér.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'BOULANGERIE DE LA MINE', 'SARL', '1234566001', '2026-07-09']);
  });

  it.each([
    ['the participle before the office cut', 'LE HÉRON DU SUD, le mardi 16 juin 2026 — Annonces\nNominations & départs\nBOULANGERIE DE LA MINE, SARL, 1 234 566.001, Thio. M. Paul WAKAIO nommé cogér. aux côtés de Mme Léa WAKAIO, gérante.'],
    ['the participle after the person it appoints', 'LE HÉRON · ann. lég. · mar. 01.12.2026\n«BOULANGERIE DE LA MINE» sarl Ent°1 234 566.001 — Gér. Mme Léa WAKAIO nommée, fin mand. M. Paul WAKAIO'],
    ['the office marked new or renewed in brackets after the person', 'LE HÉRON DU SUD – vendredi 8 mai 2026\n\nCONSEIL D\'ADM. — SARL ♦ BOULANGERIE DE LA MINE ♦ 1 234 566.001\nGér. : M. Paul WAKAIO (renouv.) ; cogér. : Mme Léa WAKAIO (nouv.)'],
    ['a renewal cut before its office', 'SARL BOULANGERIE DE LA MINE, Rd1 234 566 - 001–Renouvt Gér. M. Paul WAKAIO (AGO du 20.11.2026)\nLE HÉRON DU SUD – 25/11/2026'],
  ])('is an appointment: %s', (_, text) => {
    const read = identityOf(text);
    expect(Array.isArray(read) ? read.slice(0, 4) : read).toEqual(['nomination', 'BOULANGERIE DE LA MINE', 'SARL', '1234566001']);
  });

  it('is not read where the office and the participle stand apart', () => {
    const text = [
      'LE PETIT MARCHÉ DE THIO — Annonces légales — jeudi 9 juillet 2026',
      '',
      '✚ « BOULANGERIE DE LA MINE », SARL, RIDET 1234566.001',
      'Gér. : M. Paul WAKAIO, nommé aux statuts. Cap. : 100 000 F.',
    ].join('\n');
    const read = identityOf(text);
    expect(Array.isArray(read) ? read[0] : read).not.toBe('nomination');
  });
});

describe("an auditors' seat labelled alone on the line above the firm", () => {
  it('makes the firm an officer, not the company the notice is about', () => {
    const folded = fold(['CAC nommés', 'SOCIÉTÉ DU LAGON, SA, RIDET 2345676.001', 'titul. :', 'AUDIT DU NORD, SARL, RIDET 7654320.001'].join('\n'));
    expect(onOfficeLabelLine(folded, folded.indexOf('ridet 7654320'), folded.indexOf('2345676.001') + 11)).toBe(true);
    expect(onOfficeLabelLine(folded, folded.indexOf('ridet 2345676'), 0)).toBe(false);
  });

  it('leaves a notice whose only other company is the appointed firm unpublished under the firm', () => {
    const text = [
      'Échos de la Côte – 2026-09-01 – éd. 12',
      'CAC nommés ▪ SOCIÉTÉ DU LAGON, SA, RIDET 2345676.001 ▪ titul. : AUDIT DU NORD, SARL, RIDET 7654320.001 ▪ suppl. : Marc DUPRÉ',
    ].join('\n');
    expect(subjectOf(text)).not.toBe('7654320');
  });
});
