import { describe, expect, it } from 'vitest';
import { parseNoticeTexts, type SubjectCandidate } from '../../../kernel/normalise/index.ts';

// Made-up notices: every company, body and number here is invented for the cue it shows.
function candidatesOf(text: string): SubjectCandidate[] {
  const seen: SubjectCandidate[] = [];
  parseNoticeTexts(text, { reference: 't' }, { onSubjectCandidates: (candidates) => seen.push(...candidates) });
  return seen;
}

const byRid = (candidates: readonly SubjectCandidate[], rid: string) => candidates.find((c) => c.rid === rid)!;

describe("an administrative act's title names its object", () => {
  const act = [
    'COMMUNAUTÉ DES ÎLES DU LARGE',
    '',
    "Arrêté n° 2031-44/CIL du 3 février 2031 portant réduction du capital de la société anonyme d'économie mixte locale VERGERS DU LAGON",
    '',
    'Le président de la communauté,',
    'Vu la lettre de la société BATEAUX DE LA PASSE, SARL, RIDET 2 345 678.001, actionnaire ;',
    '',
    'Arrête :',
    'Article 1 : Le capital de la SAEML VERGERS DU LAGON, RIDET 3 456 789.001, est réduit à 90 000 000 F CFP.',
  ].join('\n');

  it('marks the company whose name the title gives, not the one a visa cites', () => {
    const candidates = candidatesOf(act);
    expect(byRid(candidates, '3456789').features.name_in_act_title).toBe(1);
    expect(byRid(candidates, '2345678').features.name_in_act_title).toBe(0);
  });

  it('reads no act title in a notice that is not an act', () => {
    const notice = [
      'AVIS DE RÉDUCTION DE CAPITAL',
      'Aux termes du procès-verbal du 3 février 2031, les associés de la société VERGERS DU LAGON, SARL, RIDET 3 456 789.001, ont réduit le capital à 90 000 000 F CFP.',
    ].join('\n');
    expect(candidatesOf(notice).every((c) => c.features.name_in_act_title === 0)).toBe(true);
  });
});

describe('a footer is short lines', () => {
  it('does not take the long last sentence of an act for its footer', () => {
    const act = [
      'Délibération n° 2031-12 du 4 mars 2031',
      'Vu la lettre de la société BATEAUX DE LA PASSE, SARL, RIDET 2 345 678.001 ;',
      "Article 1 : Est approuvée la participation de la communauté à l'augmentation du capital de la SAEML VERGERS DU LAGON, RIDET 3 456 789.001, porté de 10 000 000 F CFP à 20 000 000 F CFP.",
    ].join('\n');
    expect(byRid(candidatesOf(act), '3456789').features.in_footer).toBe(0);
  });

  it('still reads an identifier on a short closing line as the footer', () => {
    const notice = [
      'AVIS DE TRANSFERT DE SIÈGE',
      'La société VERGERS DU LAGON, SARL, RIDET 3 456 789.001, a transféré son siège au 5, rue des Palmes le 4 mars 2031.',
      '',
      'Pour avis, le cabinet',
      'CONSEILS DU RÉCIF, RIDET 4 567 890.001',
    ].join('\n');
    expect(byRid(candidatesOf(notice), '4567890').features.in_footer).toBe(1);
  });
});
