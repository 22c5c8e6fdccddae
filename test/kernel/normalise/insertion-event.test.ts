import { describe, expect, it } from 'vitest';
import { NO_INSERTION_EVENT_MODEL, parseNoticeText } from '../../../kernel/normalise/index.ts';
import { insertionEventCandidates } from '../../../kernel/normalise/insertion-event-tokens.ts';
import { scoreInsertionEvents } from '../../../kernel/normalise/insertion-event-model.ts';
import { INSERTION_EVENT_MODEL } from '../../../kernel/normalise/insertion-event-weights.ts';

// Issue 32: where a compositor cuts his event's word and neither the rules nor the type fallback
// name a type, the types a short insertion's words agree with are scored by the fitted insertion
// event model (insertion-event-weights.ts). Texts made up: invented companies, people and papers.
const INSERTION = 'LE PHARE DE TIO 03.12.26\nCptl. — SAS VERGERS DE LA TONTOUTA — Ridet 1000032.001 — 5 M F — AGE 20.11.26';

describe("a short insertion's event read from the letters its words keep (issue 32)", () => {
  it('publishes the type its head word is a cut of, with the identifier and the name', () => {
    const result = parseNoticeText(INSERTION, { reference: 't' });
    expect(result.ok && [result.notice.type, result.notice.ridet, result.notice.denomination]).toEqual(['capital', '1000032001', 'VERGERS DE LA TONTOUTA']);
  });

  it('without a fitted model the insertion stays quarantined type_inconnu', () => {
    const result = parseNoticeText(INSERTION, { reference: 't' }, { insertionEventModel: NO_INSERTION_EVENT_MODEL });
    expect(result.ok ? null : result.quarantine.reason).toBe('type_inconnu');
  });

  it('describes a cut by its consonants opening the word’s consonants, at the head, closed by its dot', () => {
    const capital = insertionEventCandidates(INSERTION).find((c) => c.type === 'capital');
    expect(capital?.features).toMatchObject({ skeleton: 1, at_head: 1, head_cut: 1, mark_after: 1, consonants_only: 1 });
    expect(capital?.placed).toBe(true);
  });

  it('keeps the ranked types in French where the lead is too small to publish', () => {
    const text = 'LE PHARE DE TIO 03.12.26\nDom. — SARL VERGERS DE LA TONTOUTA — Ridet 1000032.001 — Siège 3 rue Exemple';
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok ? null : result.quarantine.detail).toContain('Types possibles d’après les mots abrégés : siege');
  });

  it('never publishes a type told only by a word inside a line (a field label as often as an event)', () => {
    const text = 'LE PHARE DE TIO 03.12.26\nSARL VERGERS DE LA TONTOUTA, Ridet 1000032.001, Cptl. 5 M F';
    const scored = scoreInsertionEvents({ ...INSERTION_EVENT_MODEL, threshold: 0 }, insertionEventCandidates(text));
    expect(scored.ranked[0]?.candidate.type).toBe('capital');
    expect(scored.chosen).toBeNull();
  });

  it('reads no article, legal form or identifier label as an event word', () => {
    const words = insertionEventCandidates('DE LA SARL RCS RIDET').flatMap((c) => c.words);
    expect(words).toEqual([]);
  });
});
