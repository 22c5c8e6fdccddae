import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Made up (2026-12-07, thirteenth session, from voussures vs37). A registry's list whose heading is
// completed by its legal ground in brackets on the line under it, then a preamble naming the
// domiciliation firm with its own identifier: the entries are the bulleted companies only, never the
// firm of the preamble. The identifiers pass the check.
describe("a list heading's legal ground in brackets on the line under it", () => {
  it('opens no entry: the preamble after it and its third firm are no announcement', () => {
    const text = [
      'JONC – Jeudi 26 novembre 2026 – PUBLICATIONS LÉGALES',
      '',
      'GREFFE DU TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA',
      "RADIATIONS D'OFFICE",
      '(article R. 123-136 du code de commerce applicable en Nouvelle-Calédonie)',
      '',
      "Les sociétés ci-après, domiciliées 7, rue des Essais, 98800 Nouméa, auprès de la société DOMICILIATIONS TEST (SARL, RIDET 3 000 007.001), dont le contrat de domiciliation a pris fin, ont été radiées d'office du registre du commerce et des sociétés :",
      '',
      '– ATELIER DES TESTS, SARL au capital de 1 000 000 F CFP, RIDET 1 000 009.001, radiée le 9 novembre 2026 ;',
      '– FERS DES TESTS, SAS au capital de 500 000 F CFP, RIDET 2 000 008.001, radiée le 12 novembre 2026.',
      '',
      'Le greffier.',
    ].join('\n');
    const results = parseNoticeTexts(text, { reference: 'liste' });
    expect(results.map((r) => (r.ok ? [r.notice.type, r.notice.ridet.slice(0, 7)] : r.quarantine.reason))).toEqual([
      ['dissolution', '1000009'],
      ['dissolution', '2000008'],
    ]);
  });
});
