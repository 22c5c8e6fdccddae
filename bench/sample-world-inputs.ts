import type { NoticeHints } from '../kernel/normalise/index.ts';
import { createSampleWorld } from '../simulator/world/index.ts';

const YEARS = 8; // the sample world's default span, 2020-2027

export interface NoticeInput {
  text: string;
  hints: NoticeHints;
}

/**
 * The first `texts` company notices and provincial acts of a sample world sized for them, with the
 * hints sources give: the texts bench/normaliser-bench.ts parses (at its default scale, 25,000).
 */
export function sampleWorldInputs(texts: number): NoticeInput[] {
  // Acts add about 40 % to events.
  const eventsPerYear = Math.max(20, Math.ceil(texts / 1.4 / YEARS));
  const world = createSampleWorld({ companies: Math.max(50, Math.ceil(eventsPerYear * 0.8)), eventsPerYear });
  return [
    ...world.events.map((e) => ({ text: e.text, hints: { reference: e.id, publicationDate: e.publicationDate, heading: e.heading, category: e.category } })),
    ...world.acts.map((a) => ({ text: a.text, hints: { reference: a.id, publicationDate: a.publicationDate, heading: a.titre } })),
  ].slice(0, texts);
}
