import type { ProvincialAct, SampleEvent, SampleWorld, SampleWorldOptions } from './types.ts';
import { createRandom } from './random.ts';
import { NameRegistry, generateCompanies, toSampleCompany } from './companies.ts';
import { generateEvents } from './timeline.ts';
import { generateActs } from './provincial-acts.ts';
import { toDayNumber } from './french-format.ts';
import { AppError } from '../../kernel/errors/app-error.ts';

export type { NoticeCategory, Province, ProvincialAct, SampleEvent, SampleWorld, SampleWorldOptions } from './types.ts';
export { createRandom, type Random } from './random.ts';
/** @internal The world's ground truth, which tests hold the readers' output to. */
export { ALL_RIDET_FORMS, RID_ONLY_FORMS, luhnValid } from './ridet-forms.ts';
export { LNC_GAP } from './channels.ts';
export { formatDateLong, formatDateNumeric, addDays } from './french-format.ts';
/** @internal The world's ground truth, which tests hold the readers' output to. */
export { ACT_KIND_TYPES, OUT_OF_SCOPE_ACT_KINDS } from './provincial-acts.ts';

export const DEFAULT_SEED = 20261121;
export const DEFAULT_FROM = '2020-01-01';
export const DEFAULT_TO = '2027-12-31';
export const DEFAULT_COMPANIES = 300;
export const DEFAULT_EVENTS_PER_YEAR = 130;

export class SampleWorldOptionsError extends AppError<'sample_world_options'> {
  constructor(message: string) {
    super('sample_world_options', `[sample-world] ${message}`);
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkOptions(o: Required<SampleWorldOptions>): void {
  if (!Number.isInteger(o.seed)) throw new SampleWorldOptionsError(`Expected seed to be an integer, got ${o.seed}`);
  for (const key of ['from', 'to'] as const) {
    if (!ISO_DATE.test(o[key]) || Number.isNaN(toDayNumber(o[key]))) {
      throw new SampleWorldOptionsError(`Expected ${key} to be a YYYY-MM-DD date, got ${JSON.stringify(o[key])}`);
    }
  }
  if (toDayNumber(o.to) - toDayNumber(o.from) < 90) throw new SampleWorldOptionsError(`Expected to to be at least 90 days after from, got ${o.from}..${o.to}`);
  if (!Number.isInteger(o.companies) || o.companies < 1) throw new SampleWorldOptionsError(`Expected companies to be an integer >= 1, got ${o.companies}`);
  if (!Number.isFinite(o.eventsPerYear) || o.eventsPerYear < 0) throw new SampleWorldOptionsError(`Expected eventsPerYear to be a finite number >= 0, got ${o.eventsPerYear}`);
}

/** Index of the first item published after asOf (items sorted by publicationDate). */
function publishedCount(items: ReadonlyArray<{ publicationDate: string }>, asOf: string): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((items[mid] as { publicationDate: string }).publicationDate <= asOf) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The shared synthetic timeline every offline source renders: companies, their notices with
 * ground truth, and provincial acts. Pure: the same options always give the same world.
 *
 * @example
 * const world = createSampleWorld({ seed: 7, companies: 50 });
 * const visible = world.eventsPublishedUpTo('2024-06-30').filter((e) => e.channels.includes('JONC'));
 */
export function createSampleWorld(options: SampleWorldOptions = {}): SampleWorld {
  const o: Required<SampleWorldOptions> = {
    seed: options.seed ?? DEFAULT_SEED,
    from: options.from ?? DEFAULT_FROM,
    to: options.to ?? DEFAULT_TO,
    companies: options.companies ?? DEFAULT_COMPANIES,
    eventsPerYear: options.eventsPerYear ?? DEFAULT_EVENTS_PER_YEAR,
  };
  checkOptions(o);
  const root = createRandom(o.seed);
  const names = new NameRegistry();
  const states = generateCompanies(root.fork('companies'), names, o.companies, o.from, o.to);
  const events: SampleEvent[] = generateEvents(root.fork('timeline'), names, states, o.from, o.to, o.eventsPerYear);
  const acts: ProvincialAct[] = generateActs(root.fork('acts'), states, o.from, o.to, o.eventsPerYear);
  return {
    seed: o.seed,
    from: o.from,
    to: o.to,
    companies: states.map(toSampleCompany),
    events,
    acts,
    eventsPublishedUpTo: (asOf) => events.slice(0, publishedCount(events, asOf)),
    actsPublishedUpTo: (asOf) => acts.slice(0, publishedCount(acts, asOf)),
  };
}

let defaultWorld: SampleWorld | undefined;

/** The default world, built once per process: every offline site shares the same instance. */
export function createDefaultSampleWorld(): SampleWorld {
  defaultWorld ??= createSampleWorld();
  return defaultWorld;
}
