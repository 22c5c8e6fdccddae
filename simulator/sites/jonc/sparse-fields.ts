import { createRandom, type SampleWorld } from '../../world/index.ts';

/** Share of optional fields the offline Leginova leaves out, and sets to null, in each answer. */
export const SPARSE = { missing: 0.12, nulled: 0.08 } as const;

/**
 * Leginova's API is generated from an unpublished OpenAPI document and "omits or nulls fields
 * freely" (SOURCES.md): an optional field of an answer is left out or set to null at random,
 * deterministically from the world's seed and the answer's key (the same request always gets
 * the same answer, so ETags and tests hold). Fields the record cannot be used without (an
 * issue's `numero` in the year list, a publication's `id` in a summary) are never passed here.
 */
export function sparse<T extends Record<string, unknown>>(world: SampleWorld, key: string, mandatory: T, optional: Record<string, unknown>): Record<string, unknown> {
  const random = createRandom(world.seed).fork(`leginova:${key}`);
  const out: Record<string, unknown> = { ...mandatory };
  for (const [name, value] of Object.entries(optional)) {
    const draw = random.next();
    if (draw < SPARSE.missing) continue;
    out[name] = draw < SPARSE.missing + SPARSE.nulled ? null : value;
  }
  return out;
}

/**
 * Fields our adapter does not know, as the real back office adds them (labels for its own UI,
 * audit dates, a schema version): a reader must ignore them, never fail on them.
 */
export function unknownFields(label: string, date: string | null): Record<string, unknown> {
  return {
    instanceLabel: label,
    dateMiseAJour: date ? `${date}T06:00:00.000+11:00` : null,
    versionSchema: 3,
    _liens: { self: null },
  };
}
