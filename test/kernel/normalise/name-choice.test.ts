import { describe, expect, it } from 'vitest';
import { NAME_FEATURES, parseNoticeText, type NameModel } from '../../../kernel/normalise/index.ts';
import { nameCandidates, type NameCandidate } from '../../../kernel/normalise/name-candidates.ts';
import { FIRST_READING_MODEL, scoreNames } from '../../../kernel/normalise/name-model.ts';
import { noticeOf } from './notice-helpers.ts';

// Issue 32, design item 3: the dénomination is the best-scored of the names the reader finds for
// the subject, the weights fitted by `npm run train:normaliser` (name-weights.ts). Texts made up.
const PLAN = `PLAN DE CESSION\nAu profit de la société ACHATS DU RÉCIF, SAS, RIDET 1 000 031.001, le tribunal a arrêté le plan de cession totale de l'entreprise BOUCHERIE DU VIEUX PORT, SARL, 3 rue des Hibiscus, Nouméa, RIDET 1 000 032.001, moyennant le prix de 4 000 000 F CFP.`;

describe('the dénomination chosen among the names read for the subject (issue 32)', () => {
  it("the name printed before its form in the subject's own description beats a buyer's name printed with the buyer's identifier", () => {
    const notice = noticeOf(PLAN, { publicationDate: '2026-03-02' });
    expect([notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['1000032001', 'BOUCHERIE DU VIEUX PORT', 'SARL']);
  });

  it('the rules\' first reading alone (the placeholder model) keeps the introduction before the identifier (\'de l\'entreprise X, SARL\')', () => {
    const result = parseNoticeText(PLAN, { reference: 't', publicationDate: '2026-03-02' }, { nameModel: FIRST_READING_MODEL });
    expect(result.ok && result.notice.denomination).toBe('BOUCHERIE DU VIEUX PORT');
  });

  it("an abbreviation of 'société' before a header name is not part of it when the name is printed before its form", () => {
    const notice = noticeOf(`Sté ATELIER DU CAILLOU – SARL au cap. de 500 000 F – n° RID : 1000033\nTransfert du siège décidé par l'AGE du 19/01/2026 : lot 4, ZIZA, 98890 Païta.`);
    expect(notice.denomination).toBe('ATELIER DU CAILLOU');
  });

  it('lists one candidate per different name, with the cues that describe each', () => {
    const text = PLAN;
    const buyer = text.indexOf('RIDET 1 000 031');
    const subject = text.indexOf('RIDET 1 000 032');
    const candidates = nameCandidates({
      text,
      layout: { lines: text.split('\n'), headerLines: [], foldedHeaderLines: [], titleLine: null, body: text },
      readings: [
        { name: 'ACHATS DU RÉCIF', rule: 'premiere_societe', span: null, person: false },
        { name: 'Achats du récif', rule: 'entete', span: null, person: false },
      ],
      newName: null,
      subject: { index: subject, end: subject + 19 },
      others: [{ index: buyer, end: buyer + 19 }],
    });
    expect(candidates.map((c) => [c.name, c.sources])).toEqual([
      ['ACHATS DU RÉCIF', ['premiere_societe', 'entete']],
      ['BOUCHERIE DU VIEUX PORT', ['avant_forme']],
    ]);
    expect(candidates[0]!.features).toMatchObject({ first_reading: 1, near_other_identifier: 1, from_first_company: 1, from_header: 1 });
    expect(candidates[1]!.features).toMatchObject({ first_reading: 0, near_other_identifier: 0, from_name_before_form: 1, before_identifier: 1, before_form: 1, capitals: 1 });
  });
});

describe('abstaining on an uncertain name (issue 32)', () => {
  const named = (name: string, on: string[]): NameCandidate => ({
    name,
    reading: null,
    sources: ['entete'],
    features: Object.fromEntries(NAME_FEATURES.map((f) => [f, on.includes(f) ? 1 : 0])) as NameCandidate['features'],
  });
  const model: NameModel = { features: NAME_FEATURES, weights: NAME_FEATURES.map((f) => (f === 'from_label' ? 2 : f === 'quoted' ? 1.5 : 0)), threshold: 1 };

  it('publishes the best name when it leads the next different one by the threshold, abstains below it', () => {
    expect(scoreNames(model, [named('A', []), named('B', ['from_label'])]).chosen?.name).toBe('B');
    const close = scoreNames(model, [named('A', ['quoted']), named('B', ['from_label', 'capitals'])]);
    expect(close.margin).toBeCloseTo(0.5);
    expect(close.chosen).toBeNull();
    expect(close.ranked.map((r) => r.candidate.name)).toEqual(['B', 'A']);
  });

  it('a lone name needs no choice; equal scores abstain', () => {
    expect(scoreNames(model, [named('A', [])]).chosen?.name).toBe('A');
    expect(scoreNames({ ...model, threshold: 0 }, [named('A', ['quoted']), named('B', ['quoted'])]).chosen).toBeNull();
  });

  it('quarantines an identified company whose name is uncertain as denomination_incertaine, listing the names', () => {
    const strict: NameModel = { ...FIRST_READING_MODEL, threshold: 5 };
    // The buyer printed without an identifier of its own: its name, the first company the text
    // introduces, and the debtor's are both read for the subject.
    const plan = PLAN.replace('SAS, RIDET 1 000 031.001', 'SAS au capital de 1 000 000 F CFP');
    const result = parseNoticeText(plan, { reference: 't', publicationDate: '2026-03-02' }, { nameModel: strict });
    expect(result.ok ? 'publiée' : result.quarantine.reason).toBe('denomination_incertaine');
    expect(result.ok ? '' : result.quarantine.detail).toMatch(/« BOUCHERIE DU VIEUX PORT ».*« ACHATS DU RÉCIF »/u);
  });

  it('refuses a model written for other features', () => {
    expect(() => scoreNames({ features: ['x'], weights: [1], threshold: 0 }, [named('A', []), named('B', [])])).toThrow(/train:normaliser/);
  });
});

// Made up: a reading that proposes a page's folio (a run of digits) proposes no name.
describe('a proposed name without a letter', () => {
  it('is no candidate', () => {
    const text = '1 124\n\nESSAIS DU NORD\nSCI au capital de 100 000 F CFP\nRIDET 1 742 790.001';
    const subject = text.indexOf('RIDET');
    const candidates = nameCandidates({
      text,
      layout: { lines: text.split('\n'), headerLines: [], foldedHeaderLines: [], titleLine: null, body: text },
      readings: [
        { name: '1 124', rule: 'entete', span: null, person: false },
        { name: 'ESSAIS DU NORD', rule: 'premiere_societe', span: null, person: false },
      ],
      newName: null,
      subject: { index: subject, end: subject + 19 },
      others: [],
    });
    expect(candidates.map((c) => c.name)).toEqual(['ESSAIS DU NORD']);
  });
});
