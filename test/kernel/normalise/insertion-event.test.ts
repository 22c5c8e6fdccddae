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
    // Its head code tells two events (a capital and a seat): the head code's reading names neither (insertion-head-code.ts).
    const text = INSERTION.replace('Cptl. —', 'Cptl. Sge —');
    const result = parseNoticeText(text, { reference: 't' }, { insertionEventModel: NO_INSERTION_EVENT_MODEL });
    expect(result.ok ? null : result.quarantine.reason).toBe('type_inconnu');
  });

  it('describes a cut by its consonants opening the word’s consonants, at the head, closed by its dot', () => {
    const capital = insertionEventCandidates(INSERTION).find((c) => c.type === 'capital');
    expect(capital?.features).toMatchObject({ skeleton: 1, at_head: 1, head_cut: 1, mark_after: 1, consonants_only: 1 });
    expect(capital?.placed).toBe(true);
  });

  it('keeps the ranked types in French where the lead is too small to publish', () => {
    // Its head code ends on initials, which the head code's reading leaves unread (insertion-head-code.ts).
    const text = 'LE PHARE DE TIO 03.12.26\nDom. / PM — SARL VERGERS DE LA TONTOUTA — Ridet 1000032.001 — Siège 3 rue Exemple';
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

  it('never publishes a type whose word is the name read (a cut event word read as the company in capitals)', () => {
    // No name printed but the cut event word in capitals: the rules read 'ADM' as the company's. (With
    // the company's name after the form, the merged readings read that name and the type: no guard.)
    const text = 'PACIFIQUE TEST 16.XI.2026\nADM. SA R.I.D.E.T. 1 000 032.001\nadm. nv: Mme Ana TUPOU; adm. sort.: M. Paul XIE; PDG inch.: M. Léo HMA\nAGO 23/10/2026';
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok ? [result.notice.type, result.notice.denomination] : result.quarantine.reason).toBe('type_inconnu');
    expect(result.ok ? null : result.quarantine.detail).toContain('Le nom lu « ADM » est l’un des mots lus comme l’événement');
  });

  it('publishes a type it alone read on the page’s date or the one date printed, never on one chosen among unlabelled dates', () => {
    const text = 'Cptl. — SAS VERGERS DE LA TONTOUTA — Ridet 1000032.001 — 5 M F — dès 1.11.26 — 20/10/26';
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok ? result.notice.date : result.quarantine.reason).toBe('date_incertaine');
    const dated = parseNoticeText(`LE PHARE DE TIO 03.12.26\n${text}`, { reference: 't' });
    expect(dated.ok && [dated.notice.type, dated.notice.date]).toEqual(['capital', '2026-12-03']);
    const lone = parseNoticeText('Cptl. — SAS VERGERS DE LA TONTOUTA — Ridet 1000032.001 — 5 M F — AGE 20.11.26', { reference: 't' });
    expect(lone.ok && [lone.notice.type, lone.notice.date]).toEqual(['capital', '2026-11-20']);
  });
});
