import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Tables of holdings before and after an act, one holder a row, made up for these readings
// (2026-12-02, wt-tab4): a holding company's identifier in its row is a shareholder's, never the
// notice's company's. Every RID passes the check; no company is a corpus one.

const read = (text: string) =>
  parseNoticeTexts(text, { reference: 't' }).map((r) => (r.ok ? [r.notice.type, r.notice.denomination, r.notice.ridet] : r.quarantine.reason));

describe('a table of holders before and after', () => {
  it('reads a holder’s row of shares before and after as a shareholder’s, not as fields changed', () => {
    const text = [
      'CORAIL NAUTISME',
      'SAS au capital de 2 000 000 F CFP',
      'RIDET 4 681 359.001',
      '',
      'CESSION D’ACTIONS',
      '',
      'Par acte du 3 novembre 2026, M. Yann LE DANTEC a cédé la totalité de ses actions. Les actions sont désormais réparties comme suit :',
      '',
      'Actionnaire                                         Avant        Après',
      'M. Yann LE DANTEC                                   2 000        0',
      'MARINA PARTICIPATIONS, SAS, RIDET 6 813 570.001     0            2 000',
      '',
      'Pour avis.',
    ].join('\n');
    expect(read(text)).toEqual([['cession', 'CORAIL NAUTISME', '4681359001']]);
  });

  it('reads a subscribers’ table of four columns the same way', () => {
    const text = [
      'SAS TOITURES DU LAGON - RIDET 7924681-001',
      'AUGMENTATION DE CAPITAL - décisions collectives du 4 novembre 2026',
      'Associé                              Avant       Souscrit     Après',
      'Mme Anaïs POROU                      500         0            500',
      'SARL LAGON INVEST (8135790.001)      500         1 000        1 500',
      'Capital porté de 1 000 000 F CFP à 2 000 000 F CFP.',
    ].join('\n');
    expect(read(text)).toEqual([['capital', 'TOITURES DU LAGON', '7924681001']]);
  });
});
