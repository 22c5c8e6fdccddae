import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Sheets and tables made up for these readings (2026-12-02, wt-tab4): a newspaper's dated masthead
// above a sheet whose only identifier is the company's, a company's line under the event's title in
// a notice without prose, a barred table of a name before and after whose new name wraps under an
// empty first cell. Every RID passes the check; no company is a corpus one.

const read = (text: string) =>
  parseNoticeTexts(text, { reference: 't' }).map((r) => (r.ok ? [r.notice.type, r.notice.denomination, r.notice.ridet] : r.quarantine.reason));

describe('a sheet or a table under a newspaper’s masthead', () => {
  it('reads a dated masthead naming the rubric as the page’s, not as a notice agency’s letterhead', () => {
    const text = [
      'Le Courrier des Îles — Annonces légales — 4 novembre 2026',
      'MODIFICATION',
      'Société : SARL au capital de 1 000 000 F CFP, 3 rue des Flamboyants, 98800 Nouméa',
      'RIDET 4 681 359 001',
      'Nouvelle dénomination : LES VERGERS DE TONTOUTA',
      'Décision : AGE du 20 octobre 2026 ; article 3 modifié.',
    ].join('\n');
    expect(read(text)).toEqual([['statuts', 'LES VERGERS DE TONTOUTA', '4681359001']]);
  });

  it('reads the company’s line in capitals under the event’s title when the notice tells no act in prose', () => {
    const text = [
      'Le Courrier des Îles — Annonces légales — 4 novembre 2026',
      '',
      'TRANSFORMATION',
      'FORGES DU NORD — RIDET 6 813 570.001 — Siège : 2 rue Higginson, 98800 Nouméa',
      'Décision collective des associés du 28 octobre 2026',
      'Ancienne forme : SARL',
      'Nouvelle forme : SAS',
    ].join('\n');
    expect(read(text)).toEqual([['statuts', 'FORGES DU NORD', '6813570001']]);
  });

  it('reads a new name wrapped under an empty first cell of a barred table in its own column', () => {
    const text = [
      'CHANGEMENT DE DÉNOMINATION',
      'Société : SAS au capital de 2 000 000 F CFP, 5 rue Anatole-France, 98800 Nouméa, RIDET 7 924 681.001',
      '| Ancienne dénomination | Nouvelle dénomination |',
      '| KOUTIO MÉCANIQUE      | ATELIERS MÉCANIQUES DE |',
      '|                       | KOUTIO ET DUCOS        |',
      'Décision : AGE du 2 novembre 2026.',
    ].join('\n');
    expect(read(text)).toEqual([['statuts', 'ATELIERS MÉCANIQUES DE KOUTIO ET DUCOS', '7924681001']]);
  });

  it('reads a web page’s line giving the rubric and the item’s publication as the page’s, the filer’s firm apart', () => {
    const text = [
      'Annonces légales\tPublié le 4/11/2026 à 09:30',
      'NOMINATION DE GÉRANT',
      'Société\tSARL BOIS ET CHARPENTES DU NORD',
      'RIDET\t9 246 802.001',
      'Décision\tAGO du 28 octobre 2026',
      'Nouveau gérant\tM. Loïc TEANYOUEN',
      'Formalités\tCABINET COMPTABLE DES DEUX RIVES, SARL, RIDET 1 357 912.001',
    ].join('\n');
    expect(read(text)).toEqual([['nomination', 'BOIS ET CHARPENTES DU NORD', '9246802001']]);
  });
});
