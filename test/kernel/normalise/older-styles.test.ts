import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { noticeOf } from './notice-helpers.ts';

describe('telegraphic small ads and older typography: the subject and its name', () => {
  it("reads 'STE X SARL CAP …' as the company X", () => {
    const notice = noticeOf('STE ALPHA BETA SARL CAP 100.000 F SIEGE NOUMEA RIDET 1 000 001.001 AGE DU 12/03/26 GERANT M. PAUL GAMMA NOMME EN REMPL. DE M. LUC DELTA DEMISS.');
    expect([notice.type, notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['nomination', '1000001001', 'ALPHA BETA', 'SARL']);
  });

  it("reads 'FORM X, cap. …' after a heading word as the company X, not the heading", () => {
    const notice = noticeOf('CLOTURE LIQ. - EURL ALPHA BETA en liq., cap. 100.000 F, ss Nouméa, RIDET 1 000 001.001. AG du 14/07/26 : comptes de liq. approuvés, quitus au liquidateur.');
    expect([notice.type, notice.denomination, notice.forme_juridique]).toEqual(['dissolution', 'ALPHA BETA', 'EURL']);
  });

  it("reads the seller of 'VENTE FDS CCE - Vendeur : EURL X, cap. …'", () => {
    const notice = noticeOf('VENTE FDS CCE - SSP du 15/05/26 - Vendeur : EURL ALPHA, cap. 100 000 F, ss Bourail, RIDET 1 000 001.001 - Acquéreur : SARL BETA, ss Bourail, RIDET 2 000 002.001 - Oppos. 10 j.');
    expect([notice.type, notice.ridet, notice.denomination]).toEqual(['cession', '1000001001', 'ALPHA']);
  });

  it("reads 'Sté « X » – S.A.R.L.' as X, an SARL", () => {
    const notice = noticeOf('TRANSFERT DE SIEGE SOCIAL\n\nSté "ALPHA BETA" - S.A.R.L. au capital de 1.500.000 F.CFP - RID n° 527.193, etablissement n° 002.\n\nPar decision de l\'assemblee generale extraordinaire du 15 avr. 1999, le siege social a ete transfere de KOUMAC a POUM.');
    expect([notice.type, notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['siege', '0527193002', 'ALPHA BETA', 'SARL']);
  });

  it('quarantines a RIDET with an unreadable digit rather than reading another company', () => {
    const result = parseNoticeText('MODIFICATION DE L\'OBJET SOCIAL\nSARL ALPHA\nRIDET n° 1 3?7 218.001\nAux termes d\'une AGE du 2 avril 2026, l\'objet social a été étendu.', { reference: 't' });
    expect(result.ok).toBe(false);
  });
});
