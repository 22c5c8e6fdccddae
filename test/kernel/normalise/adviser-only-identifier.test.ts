import { describe, expect, it } from 'vitest';
import { findRidets, parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { judgeRidets } from '../../../kernel/normalise/subject-ridet.ts';

// The firm of the notary who received the act, identified in the act's own sentence, is the act's
// office, never the party whose notice it is. Made up for the reading (the duos group's kind).

const sale = (firm: string): string =>
  `VENTE DE FONDS DE COMMERCE\n\nSuivant acte reçu par Maître Luc TESTARD, notaire à Nouméa, membre de ${firm}, RIDET 1 742 709.001, le 2 octobre 2026, Mme Ana TESTARD, commerçante, demeurant à Lifou, a vendu à M. Paul EXEMPLE, demeurant à Maré, un fonds de commerce d'épicerie exploité à Wé, moyennant le prix de 3 000 000 F CFP.\n\nLes oppositions seront reçues en l'étude de Maître TESTARD.\n\nPour première insertion, le notaire.`;

describe("a notary's firm identified in the sentence of the act it received", () => {
  it('is no subject: a sale by a trader who prints no identifier is quarantined, not published under the firm', () => {
    const [result] = parseNoticeTexts(sale('la SCP TESTARD-ESSAIS, notaires associés'), { reference: 'test-scp-notaire' });
    expect(result!.ok).toBe(false);
    if (result!.ok) return;
    expect(result!.quarantine.reason).toBe('ridet_absent');
  });

  it("stays the subject of the firm's own notice, which names the firm again as the one that acts", () => {
    const text =
      "TRANSFERT DE SIÈGE\n\nSuivant acte reçu par Maître Luc TESTARD, notaire, membre de la SCP TESTARD-ESSAIS, RIDET 1 742 717.001, le 2 octobre 2026, les associés de la SCP TESTARD-ESSAIS ont transféré le siège au 3, rue des Essais, 98800 Nouméa.\n\nPour avis.";
    const [result] = parseNoticeTexts(text, { reference: 'test-scp-propre' });
    if (!result!.ok) throw new Error(result!.quarantine.detail);
    expect(result!.notice).toMatchObject({ type: 'siege', ridet: '1742717001' });
  });
});

describe('a notary named in a narrow column’s running text', () => {
  it('is no letterhead over the seller introduced after it (`notaire à Nouméa, le` / `… 2026, la société S, …`), whose sale is published under S', () => {
    const text = [
      'VENTE DE FONDS DE COMMERCE',
      '',
      'Suivant acte reçu par Maître Luc',
      'TESTARD, notaire à Nouméa, le',
      '2 octobre 2026, la société SNACK DES',
      'ESSAIS, société par actions simplifiée',
      'au capital de 1 000 000 F CFP, dont le siège',
      'est 4, rue du Test, 98800',
      'Nouméa, RIDET n° 1 000 009.001, représen-',
      'tée par son président,',
      'M. Paul EXEMPLE,',
      'a vendu à :',
      'la société GLACES DU TEST,',
      'société à responsabilité limitée au capital de',
      '500 000 F CFP, dont le siège est 9, rue des',
      'Essais, 98800 Nouméa,',
      'RIDET n° 2 000 008.001, représentée par ses',
      'cogérants, M. Jean ESSAI et',
      'Mme Rose ESSAI,',
      'un fonds de',
      'commerce de restauration rapide.',
      '',
      'Pour première insertion, le notaire.',
    ].join('\n');
    const [result] = parseNoticeTexts(text, { reference: 'test-notaire-colonne' });
    expect(result!.ok && result!.notice.ridet).toBe('1000009001');
  });
});

describe('an audit firm described by its trade after its name', () => {
  it('is no subject (`certifiée par la société X, SARL de commissariat aux comptes, RIDET …`)', () => {
    const text = [
      'AUGMENTATION DE CAPITAL',
      '',
      "L'assemblée générale extraordinaire des associés de la société ESSAIS TÉLÉCOM, société à responsabilité limitée au capital de 1 000 000 F CFP, RIDET 1 000 009.001, réunie le 16 octobre 2026, a décidé d'augmenter le capital social de 9 000 000 F CFP par compensation avec une créance liquide et exigible.",
      "L'existence de la créance a été certifiée le 9 octobre 2026 par la société AUDIT DES TESTS, SARL de commissariat aux comptes, RIDET 2 000 008.001, désignée à cet effet.",
      'Les articles 7 et 8 des statuts ont été modifiés en conséquence.',
      '',
      'Pour avis, la gérante.',
    ].join('\n');
    const judged = judgeRidets(text, findRidets(text));
    expect(judged.map((j) => [j.match.rid, j.adviser])).toEqual([
      ['1000009', false],
      ['2000008', true],
    ]);
    const [result] = parseNoticeTexts(text, { reference: 'test-audit' });
    expect(result!.ok && result!.notice.ridet).toBe('1000009001');
  });
});
