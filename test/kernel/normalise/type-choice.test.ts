import { describe, expect, it } from 'vitest';
import { classifyNotice } from '../../../kernel/normalise/classify.ts';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { TYPE_FEATURES, typeCandidates, type TypeCandidate } from '../../../kernel/normalise/type-candidates.ts';
import { RULES_TYPE_MODEL, scoreTypes, type TypeModel } from '../../../kernel/normalise/type-model.ts';

// Issue 32, design item 3: the type is the best-scored of the types the rules propose, the weights
// fitted by `npm run train:normaliser` (type-weights.ts). Texts made up. HISTORY's earlier act is
// under a year before the notice's own and told in the passé composé, a background marker inside
// ('déjà'): the history rule and the background rule (background.ts) leave it to the choice.
const HISTORY = `SARL LES TROIS PALMIERS
Capital : 1 000 000 F CFP – RIDET 1 000 041.001
Par acte du 4 mars 2025, les associés ont décidé une augmentation du capital de 500 000 F CFP, déjà réalisée.
Par décision du 12 février 2026, l'associé unique a décidé le transfert du siège social au 8 rue des Goélands, 98800 Nouméa.
Pour avis, la gérance.`;

const DECISIONS = `Par décisions de l'assemblée du 3 février 2026, les associés de la société ATELIER DU PONT, SARL, RIDET 1 000 042.001, ont décidé :
- le transfert du siège social au 2 rue des Flamboyants, 98800 Nouméa ;
- la nomination de Mme Léa MARTIN en qualité de gérante, en remplacement de M. Paul DURAND, démissionnaire.`;

const candidatesOf = (text: string): TypeCandidate[] => typeCandidates(classifyNotice(text)!);

describe('the type chosen among the types the rules propose (issue 32)', () => {
  it('lists one candidate per type the text names as an event, the rules\' pick first, with the cues that describe each', () => {
    const candidates = candidatesOf(HISTORY);
    expect(candidates.map((c) => c.type)).toEqual(['capital', 'siege']);
    expect(candidates[0]!.features).toMatchObject({ rules_choice: 1, body_first: 1, background_only: 1, earliest: 1 });
    expect(candidates[1]!.features).toMatchObject({ rules_choice: 0, body_first: 0, background_only: 0, earliest: 0 });
    expect(candidates[1]!.features.position).toBeGreaterThan(candidates[0]!.features.position);
  });

  it('marks wordings that sit in a list of decisions', () => {
    const candidates = candidatesOf(DECISIONS);
    expect(candidates.map((c) => c.type)).toEqual(['siege', 'nomination']);
    expect(candidates.every((c) => c.features.in_list_item === 1)).toBe(true);
  });

  it('proposes a type the title names only by a hint and the rubric the text prints, beside the event the title names', () => {
    const text = `Rubrique : Constitutions de sociétés\nAPPORT D'UN FONDS DE COMMERCE\nAux termes d'un acte du 2 mars 2026, M. Jean X a apporté à la société LE FILET BLEU, EURL, RIDET 1 000 044.001, le fonds de pêche qu'il exploitait à Thio.`;
    const classification = classifyNotice(text, { heading: "APPORT D'UN FONDS DE COMMERCE" })!;
    const candidates = typeCandidates(classification);
    expect(candidates[0]).toMatchObject({ type: 'cession', features: { rules_choice: 1, heading_strong: 1, rubric: 0 } });
    expect(candidates.find((c) => c.type === 'creation')?.features).toMatchObject({ rules_choice: 0, heading_strong: 0, weak_only: 1, rubric: 1 });
  });

  it('a notice naming one event and no hint of another has one candidate: no choice to make', () => {
    expect(candidatesOf('Par décision du 2 mars 2026, la société X, RIDET 1 000 043.001, a transféré son siège au 1 rue Y, 98800 Nouméa.').map((c) => c.type)).toEqual(['siege']);
  });

  it('the rules\' pick alone (the placeholder model) publishes what the rules decide', () => {
    const result = parseNoticeText(HISTORY, { reference: 't', publicationDate: '2026-03-02' }, { typeModel: RULES_TYPE_MODEL });
    expect(result.ok && result.notice.type).toBe('capital');
  });

  it('a model that weighs the past told as background against a type publishes the notice\'s own act', () => {
    const model: TypeModel = { features: TYPE_FEATURES, weights: TYPE_FEATURES.map((f) => (f === 'rules_choice' ? 1 : f === 'background_only' ? -3 : 0)), threshold: 0 };
    const result = parseNoticeText(HISTORY, { reference: 't', publicationDate: '2026-03-02' }, { typeModel: model });
    expect(result.ok && result.notice.type).toBe('siege');
  });
});

describe('abstaining on an uncertain type (issue 32)', () => {
  const typed = (type: TypeCandidate['type'], on: string[]): TypeCandidate => ({
    type,
    features: Object.fromEntries(TYPE_FEATURES.map((f) => [f, on.includes(f) ? 1 : 0])) as TypeCandidate['features'],
  });
  const model: TypeModel = { features: TYPE_FEATURES, weights: TYPE_FEATURES.map((f) => (f === 'heading_strong' ? 2 : f === 'body_first' ? 1.5 : 0)), threshold: 1 };

  it('publishes the best type when it leads the next by the threshold, abstains below it; equal scores abstain', () => {
    expect(scoreTypes(model, [typed('siege', []), typed('capital', ['heading_strong'])]).chosen).toBe('capital');
    const close = scoreTypes(model, [typed('siege', ['body_first']), typed('capital', ['heading_strong'])]);
    expect(close.margin).toBeCloseTo(0.5);
    expect(close.chosen).toBeNull();
    expect(close.ranked.map((r) => r.candidate.type)).toEqual(['capital', 'siege']);
    expect(scoreTypes({ ...model, threshold: 0 }, [typed('siege', []), typed('capital', [])]).chosen).toBeNull();
    expect(scoreTypes(model, [typed('siege', [])]).chosen).toBe('siege');
  });

  it('quarantines a notice whose type is uncertain as type_incertain, listing the types', () => {
    const strict: TypeModel = { ...RULES_TYPE_MODEL, threshold: 5 };
    const result = parseNoticeText(HISTORY, { reference: 't', publicationDate: '2026-03-02' }, { typeModel: strict });
    expect(result.ok ? 'publiée' : result.quarantine.reason).toBe('type_incertain');
    expect(result.ok ? '' : result.quarantine.detail).toMatch(/1\. capital .*2\. siege/u);
  });

  it('refuses a model written for other features', () => {
    expect(() => scoreTypes({ features: ['rules_choice'], weights: [1], threshold: 0 }, [typed('siege', []), typed('capital', [])])).toThrow(/train:normaliser/);
  });
});
