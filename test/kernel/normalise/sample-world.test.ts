import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.js';
import { createDefaultSampleWorld } from '../../../simulator/world/index.js';

// The generator's ground truth is the reference: every event text of the default world is
// parsed without source hints (as `npm run pipeline -- parse` would) and compared field by field.
const world = createDefaultSampleWorld();
type Field = 'ridet' | 'type' | 'date' | 'denomination' | 'forme_juridique' | 'capital' | 'siege' | 'ancienne_denomination' | 'nouvelle_denomination' | 'dirigeants';

// Dirigeants are compared as a set: the order of a notice's officers carries no meaning.
function comparable(field: Field, value: unknown): string {
  if (field === 'dirigeants' && Array.isArray(value)) return JSON.stringify(value.map((d) => JSON.stringify(d)).sort());
  return JSON.stringify(value);
}

const outcomes = world.events.map((event) => ({ event, result: parseNoticeText(event.text, { reference: event.id }) }));

function accuracy(field: Field): { rate: number; misses: string[] } {
  const misses: string[] = [];
  for (const { event, result } of outcomes) {
    if (event.expected.ridet === null) {
      if (result.ok || result.quarantine.reason !== 'ridet_absent') misses.push(`${event.id} (${event.template}): expected quarantine ridet_absent`);
      continue;
    }
    const got = result.ok ? result.notice[field] : `quarantine ${result.quarantine.reason}`;
    if (comparable(field, got) !== comparable(field, event.expected[field])) {
      misses.push(`${event.id} (${event.template}, ${event.ridetForm}): expected ${comparable(field, event.expected[field])}, got ${comparable(field, got)}`);
    }
  }
  return { rate: 1 - misses.length / outcomes.length, misses };
}

describe('parseNoticeText on the sample world', () => {
  it('has events of every type to check', () => {
    expect(outcomes.length).toBeGreaterThan(500);
    expect(new Set(world.events.map((e) => e.type)).size).toBe(8);
  });

  for (const field of ['ridet', 'type', 'date', 'denomination'] as const) {
    it(`finds the ${field} of every notice`, () => {
      const { misses } = accuracy(field);
      expect(misses.slice(0, 5)).toEqual([]);
    });
  }

  for (const field of ['forme_juridique', 'capital', 'siege', 'ancienne_denomination', 'nouvelle_denomination', 'dirigeants'] as const) {
    it(`extracts ${field} for at least 98% of notices`, () => {
      const { rate, misses } = accuracy(field);
      expect(rate, misses.slice(0, 5).join('\n')).toBeGreaterThanOrEqual(0.98);
    });
  }

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

  it('parses every template and every RIDET form at least once', () => {
    const parsed = outcomes.filter(({ result }) => result.ok);
    const templates = new Set(world.events.filter((e) => e.expected.ridet !== null).map((e) => e.template));
    expect(new Set(parsed.map(({ event }) => event.template))).toEqual(templates);
    const forms = new Set(world.events.flatMap((e) => (e.ridetForm ? [e.ridetForm] : [])));
    expect(new Set(parsed.flatMap(({ event }) => (event.ridetForm ? [event.ridetForm] : [])))).toEqual(forms);
  });
});
