import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Made up (2026-12-08, nineteenth session, from machicoulis mw25): a company named only in its
// parent's description, the parent named again as the act's company. Never published under the
// company described; quarantined with both.

const read = (text: string): unknown[] => parseNoticeTexts(text, { reference: 'D' }).map((r) => (r.ok ? r.notice.ridet : r.quarantine.reason));

const deliberation = (article: string): string =>
  [
    'PROVINCE EXEMPLE',
    '',
    "Délibération n° 2026-12 du 11 juin 2026 relative aux statuts de la société d'économie mixte locale KAZ DÉVELOPPEMENT TOURISTIQUE",
    '',
    "Vu les statuts de la société anonyme d'économie mixte locale KAZ DÉVELOPPEMENT TOURISTIQUE, au capital de 300 000 000 F CFP, dont le siège est à Wé, RIDET 1 000 001.001, actionnaire unique de la société KAZ LAGON HÔTEL, SAS, RIDET 2 000 002.001 ;",
    '',
    article,
  ].join('\n');

describe('a company named only in its parent’s description', () => {
  it('is never published when the parent is named again as the act’s company', () => {
    expect(read(deliberation("Article 1er : Sont approuvées les modifications des statuts de la société KAZ DÉVELOPPEMENT TOURISTIQUE portant prorogation de sa durée de trente années.")))
      .toEqual(['sujet_ambigu']);
  });

  it('is published when the act names it again, its parent only describing itself', () => {
    expect(read(deliberation("Article 1er : Sont approuvées les modifications des statuts de la société KAZ LAGON HÔTEL portant prorogation de sa durée de trente années.")))
      .toEqual(['2000002001']);
  });
});
