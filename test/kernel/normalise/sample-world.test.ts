import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { createDefaultSampleWorld } from '../../../simulator/world/index.ts';

// The generator's ground truth is the reference: every event text of the default world is
// parsed without source hints (as `npm run pipeline -- parse` would) and compared field by field.
// An entry of a list of judgments is the list's announcement at its rank (`#rank`). Both
// families of renderings are held to the same floors: the templates the parser was written
// against, and the realistic forms written from how real notices are worded.
const world = createDefaultSampleWorld();
type Field = 'ridet' | 'type' | 'date' | 'denomination' | 'forme_juridique' | 'capital' | 'siege' | 'ancienne_denomination' | 'nouvelle_denomination' | 'dirigeants';

// Dirigeants are compared as a set: the order of a notice's officers carries no meaning.
function comparable(field: Field, value: unknown): string {
  if (field === 'dirigeants' && Array.isArray(value)) return JSON.stringify(value.map((d) => JSON.stringify(d)).sort());
  return JSON.stringify(value);
}

const outcomes = world.events.map((event) => {
  const results = parseNoticeTexts(event.text, { reference: event.id });
  return { event, results, result: results[(event.list?.rank ?? 1) - 1] ?? results[0]! };
});

function accuracy(field: Field, family?: 'template' | 'realistic'): { rate: number; misses: string[] } {
  const misses: string[] = [];
  const scored = outcomes.filter(({ event }) => !family || event.family === family);
  for (const { event, result } of scored) {
    if (event.expected.ridet === null) {
      if (result.ok || result.quarantine.reason !== 'ridet_absent') misses.push(`${event.id} (${event.template}): expected quarantine ridet_absent`);
      continue;
    }
    const got = result.ok ? result.notice[field] : `quarantine ${result.quarantine.reason}`;
    if (comparable(field, got) !== comparable(field, event.expected[field])) {
      misses.push(`${event.id} (${event.template}, ${event.ridetForm}): expected ${comparable(field, event.expected[field])}, got ${comparable(field, got)}`);
    }
  }
  return { rate: 1 - misses.length / scored.length, misses };
}

describe('parseNoticeTexts on the sample world', () => {
  it('has events of every type to check', () => {
    expect(outcomes.length).toBeGreaterThan(500);
    expect(new Set(world.events.map((e) => e.type)).size).toBe(8);
  });

  for (const family of ['template', 'realistic'] as const) {
    for (const field of ['ridet', 'type', 'date', 'denomination'] as const) {
      it(`finds the ${field} of every notice (${family} renderings)`, () => {
        const { misses } = accuracy(field, family);
        expect(misses.slice(0, 5)).toEqual([]);
      });
    }

    for (const field of ['forme_juridique', 'capital', 'siege', 'ancienne_denomination', 'nouvelle_denomination', 'dirigeants'] as const) {
      it(`extracts ${field} for at least 98% of notices (${family} renderings)`, () => {
        const { rate, misses } = accuracy(field, family);
        expect(rate, misses.slice(0, 5).join('\n')).toBeGreaterThanOrEqual(0.98);
      });
    }
  }

  it('gives each company of a list of judgments its own announcement, `#rank`', () => {
    const listed = outcomes.filter(({ event }) => event.list !== null);
    expect(new Set(listed.map(({ event }) => event.list!.key)).size).toBeGreaterThanOrEqual(3);
    for (const { event, results } of listed) {
      expect(results, event.id).toHaveLength(event.list!.size);
      const result = results[event.list!.rank - 1]!;
      expect(result.ok && result.notice.reference).toBe(`${event.id}#${event.list!.rank}`);
    }
  });

  it('reads a rectificatif as corrected, the notice it corrects as printed', () => {
    const corrections = outcomes.filter(({ event }) => event.rectifies !== null);
    expect(corrections.length).toBeGreaterThan(5);
    const byId = new Map(outcomes.map((o) => [o.event.id, o]));
    for (const { event, result } of corrections) {
      const original = byId.get(event.rectifies!)!;
      expect(result.ok && result.notice.type, event.id).toBe(original.event.type);
      expect(result.ok && [result.notice.denomination, result.notice.capital], event.id).toEqual([event.expected.denomination, event.expected.capital]);
      expect(original.result.ok && [original.result.notice.denomination, original.result.notice.capital]).toEqual([original.event.expected.denomination, original.event.expected.capital]);
    }
  });

  it('flags Luhn-failing RIDETs instead of rejecting them', () => {
    const defective = outcomes.filter(({ event }) => event.defect === 'ridet_luhn_invalide');
    expect(defective.length).toBeGreaterThan(0);
    for (const { event, result } of defective) {
      expect(result.ok, event.id).toBe(true);
      if (result.ok) {
        expect(result.notice.ridet).toBe(event.expected.ridet);
        expect(result.notice.ridet_luhn_valide).toBe(false);
      }
    }
  });

  it('renders about a third of the notices in the realistic forms, on every channel and for every type', () => {
    const realistic = world.events.filter((e) => e.family === 'realistic');
    expect(realistic.length / world.events.length).toBeGreaterThan(0.3);
    expect(realistic.length / world.events.length).toBeLessThan(0.4);
    for (const channel of ['JONC', 'LNC', 'ActuNC'] as const) expect(realistic.some((e) => e.channels.includes(channel)), channel).toBe(true);
    expect(new Set(realistic.map((e) => e.type)).size).toBe(8);
  });

  it('parses every template and every RIDET form at least once', () => {
    const parsed = outcomes.filter(({ result }) => result.ok);
    const templates = new Set(world.events.filter((e) => e.expected.ridet !== null).map((e) => e.template));
    expect(new Set(parsed.map(({ event }) => event.template))).toEqual(templates);
    const forms = new Set(world.events.flatMap((e) => (e.ridetForm ? [e.ridetForm] : [])));
    expect(new Set(parsed.flatMap(({ event }) => (event.ridetForm ? [event.ridetForm] : [])))).toEqual(forms);
  });
});
