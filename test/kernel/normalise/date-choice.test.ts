import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { actDateMentions } from '../../../kernel/normalise/french-date.ts';
import { DATE_FEATURES, dateCandidates, type DateCandidate } from '../../../kernel/normalise/date-candidates.ts';
import { RULES_DATE_MODEL, scoreDates, type DateModel } from '../../../kernel/normalise/date-model.ts';

// Issue 32, design item 3: the date is the best-scored of the dates the notice prints, the weights
// fitted by `npm run train:normaliser` (date-weights.ts). Texts made up.
const NOTICE = `TRANSFERT DE SIÈGE
LES JARDINS DU COL, SARL au capital de 500 000 F CFP, RIDET 1 000 051.001
Aux termes d'une décision de l'associé unique du 12 février 2026, le siège social a été transféré au 4 rue des Cocotiers, 98800 Nouméa, à compter du 1er mars 2026.
Pour avis, la gérance.`;

const candidatesOf = (text: string, publication: string | null = null): DateCandidate[] => dateCandidates({ text, publication, mentions: actDateMentions(text), fallback: null });

describe('the date chosen among the dates the notice prints (issue 32)', () => {
  it('lists one candidate per different date, the rules\' pick first, with the cues that describe each', () => {
    const candidates = candidatesOf(NOTICE);
    expect(candidates.map((c) => c.iso)).toEqual(['2026-02-12', '2026-03-01']);
    expect(candidates[0]!.features).toMatchObject({ rules_choice: 1, act_best: 1, act_word: 1, earliest: 1, effective_word: 0 });
    expect(candidates[1]!.features).toMatchObject({ rules_choice: 0, act_best: 0, effective_word: 1, latest: 1 });
    expect(candidates[0]!.features.act_score).toBeGreaterThan(candidates[1]!.features.act_score);
  });

  it('a printed publication date is a candidate of its own, the rules\' pick over the act', () => {
    const candidates = candidatesOf(NOTICE, '2026-03-05');
    expect(candidates[0]).toMatchObject({ iso: '2026-03-05', features: { rules_choice: 1, publication: 1 } });
  });

  it('a printed publication is read as what the notice says it is, not weighed down as a date that is never an act', () => {
    const text = `CHANGEMENT DE GÉRANT
LES JARDINS DU COL, SARL au capital de 500 000 F CFP, RIDET 1 000 051.001
Aux termes de décisions en date du 12/02/2026, l'associé unique a nommé gérante Mme Anne EXEMPLE, à compter du même jour.
Pour avis.
Publié le 5 mars 2026`;
    const candidates = candidatesOf(text, '2026-03-05');
    expect(candidates.map((c) => c.iso)).toEqual(['2026-03-05', '2026-02-12']);
    expect(candidates[0]!.features).toMatchObject({ publication: 1, publication_word: 1, act_score: 0, never_act: 0 });
    expect(candidates[1]!.features).toMatchObject({ act_best: 1, never_act: 0 });
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok && result.notice.date).toBe('2026-03-05');
  });

  it('the rules\' pick alone (the placeholder model) publishes what the rules decide; the source\'s date is no choice', () => {
    const read = (model: DateModel, publicationDate?: string): string | null => {
      const result = parseNoticeText(NOTICE, { reference: 't', ...(publicationDate ? { publicationDate } : {}) }, { dateModel: model });
      return result.ok ? result.notice.date : result.quarantine.reason;
    };
    expect(read(RULES_DATE_MODEL)).toBe('2026-02-12');
    const effective: DateModel = { features: DATE_FEATURES, weights: DATE_FEATURES.map((f) => (f === 'rules_choice' ? 1 : f === 'effective_word' ? 2 : 0)), threshold: 0 };
    expect(read(effective)).toBe('2026-03-01');
    expect(read(effective, '2026-03-09')).toBe('2026-03-09');
  });
});

describe('abstaining on an uncertain date (issue 32)', () => {
  it('publishes the best date when it leads the next by the threshold; quarantines date_incertaine below it, listing the dates', () => {
    const dated = (iso: string, on: string[]): DateCandidate => ({ iso, features: Object.fromEntries(DATE_FEATURES.map((f) => [f, on.includes(f) ? 1 : 0])) as DateCandidate['features'] });
    const model: DateModel = { features: DATE_FEATURES, weights: DATE_FEATURES.map((f) => (f === 'publication' ? 2 : f === 'act_best' ? 1.5 : 0)), threshold: 1 };
    expect(scoreDates(model, [dated('2026-01-02', ['act_best']), dated('2026-01-09', ['publication', 'act_word'])]).margin).toBeCloseTo(0.5);
    expect(scoreDates(model, [dated('2026-01-02', ['act_best']), dated('2026-01-09', ['publication'])]).chosen).toBeNull();
    expect(scoreDates({ ...model, threshold: 0 }, [dated('2026-01-02', ['act_best']), dated('2026-01-09', ['publication'])]).chosen).toBe('2026-01-09');
    const result = parseNoticeText(NOTICE, { reference: 't' }, { dateModel: { ...RULES_DATE_MODEL, threshold: 5 } });
    expect(result.ok ? 'publiée' : result.quarantine.reason).toBe('date_incertaine');
    expect(result.ok ? '' : result.quarantine.detail).toMatch(/1\. 2026-02-12 .*2\. 2026-03-01/u);
  });

  it('refuses a model written for other features', () => {
    expect(() => scoreDates({ features: ['rules_choice'], weights: [1], threshold: 0 }, candidatesOf(NOTICE))).toThrow(/train:normaliser/);
  });
});

// Made up. An earlier act told in the pluperfect by a relative, its deed dated: the notice's act is the
// one it reports now (a letting renewed by an amendment), not the letting's first deed.
describe('the deed of an earlier act a relative tells in the pluperfect', () => {
  const RENEWAL =
    "TEST CARBURANTS\nEURL au capital de 500 000 F CFP\nRIDET 1 000 051.001\n\nRENOUVELLEMENT DE LOCATION-GÉRANCE\n\nLa société TEST CARBURANTS, locataire-gérant, fait savoir que la location-gérance du fonds de station-service exploité à Houaïlou, qui lui avait été consentie par acte sous seing privé du 1er décembre 2023 par la société TEST STATION, SARL, RIDET 1 000 069.001, propriétaire du fonds, a été renouvelée pour trois années par avenant sous seing privé du 19 novembre 2026.\n\nPour avis, la gérance.";

  it('dates the notice by the act it reports', () => {
    const result = parseNoticeText(RENEWAL, { reference: 'test-plusqueparfait' });
    expect(result.ok ? result.notice.date : result.quarantine.reason).toBe('2026-11-19');
  });
});
