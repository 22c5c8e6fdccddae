import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// A transformation's table of changes whose management row gives the offices before and after,
// made up for these readings (2026-12-02, wt-tab4). Every RID passes the check; no company is a
// corpus one.

const officers = (text: string) => {
  const [result] = parseNoticeTexts(text, { reference: 't' });
  return result!.ok ? result!.notice.dirigeants.map((d) => `${d.prenoms} ${d.nom} ${d.fonction} ${d.action}`) : result!.quarantine.reason;
};

describe('a management row of a table of changes', () => {
  it('reads the offices before as left and the offices after as held, one office a holder', () => {
    const text = [
      'TRANSFORMATION',
      'ÉLECTRICITÉ DE LA COULÉE – RIDET 6 813 570.001',
      '',
      'Par AGE du 4 novembre 2026, les associés ont décidé la transformation de la société :',
      '',
      '                 Avant                          Après',
      'Forme            SARL                           SAS',
      'Direction        Gérant : M. Kévin WAMYTAN      Président : M. Kévin WAMYTAN',
      '                                                Directrice générale : Mme Rose PAITA',
      '',
      'Pour avis.',
    ].join('\n');
    expect(officers(text)).toEqual(['Kévin WAMYTAN gérant cessation', 'Kévin WAMYTAN président nomination', 'Rose PAITA directeur général nomination']);
  });
});
