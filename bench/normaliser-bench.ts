import { execFileSync } from 'node:child_process';
import { parseNoticeText, type NoticeHints } from '../kernel/normalise/index.ts';
import { createSampleWorld } from '../simulator/world/index.ts';
import type { BenchContext, BenchResult } from './bench-types.ts';
import { TARGET_ANNOUNCEMENTS, formatCount, formatMs, peakRssBytes, scaled, timed } from './measure.ts';

/** parseNoticeText is pure CPU: after this long the rate is known and the rest is extrapolated. */
const TIME_CAP_MS = 45_000;
const QUICK_TIME_CAP_MS = 3_000;
/** Distinct texts generated; larger targets re-parse them (the parser keeps no cache). */
const MAX_DISTINCT_TEXTS = 25_000;
const YEARS = 8; // the sample world's default span, 2020-2027

/** The fitted models' weights files (npm run train:normaliser), in the order the reader imports them. */
const FITTED_MODELS = ['subject', 'type', 'type-fallback', 'date', 'name'] as const;
const MODEL_LOAD_TARGET_MS = 100;

/**
 * Each fitted model's load in a fresh process: its weights module imported and evaluated, in the
 * order the reader imports them, on the child's own clock (its start-up not counted), once the
 * TypeScript loader and the models' code are in (the first import of a .ts file pays for the type
 * stripper's start, which is the process's, not a model's).
 */
function fittedModelLoads(): Array<{ model: string; ms: number }> {
  const urls = FITTED_MODELS.map((m) => new URL(`../kernel/normalise/${m}-weights.ts`, import.meta.url).href);
  const code = ['subject-model', 'type-model', 'type-fallback-model', 'date-model', 'name-model'].map((m) => new URL(`../kernel/normalise/${m}.ts`, import.meta.url).href);
  const script = `for (const url of ${JSON.stringify(code)}) await import(url); const ms = []; for (const url of ${JSON.stringify(urls)}) { const t = performance.now(); await import(url); ms.push(performance.now() - t); } process.stdout.write(JSON.stringify(ms));`;
  const out = execFileSync(process.execPath, ['--no-regexp-tier-up', '--input-type=module', '--eval', script], { encoding: 'utf8' });
  const ms = JSON.parse(out) as number[];
  return FITTED_MODELS.map((model, i) => ({ model, ms: ms[i]! }));
}

/**
 * The French words the reader looks line-end cuts up in (kernel/normalise/french-words.ts), loaded
 * in a fresh process: the module and its 3.6 MB string, on the child's own clock.
 */
function frenchWordsLoadMs(): number {
  const url = new URL('../kernel/normalise/french-words.ts', import.meta.url).href;
  const script = `await import(${JSON.stringify(new URL('../kernel/normalise/fold.ts', import.meta.url).href)}); const t = performance.now(); await import(${JSON.stringify(url)}); process.stdout.write(String(performance.now() - t));`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '--eval', script], { encoding: 'utf8' }));
}

interface Input {
  text: string;
  hints: NoticeHints;
}

/** Every company notice and provincial act of a sample world, with the hints sources give. */
function sampleTexts(target: number): { inputs: Input[]; worldMs: number } {
  // Acts add about 40 % to events; aim at `target` texts in all.
  const eventsPerYear = Math.max(20, Math.ceil(target / 1.4 / YEARS));
  const start = performance.now();
  const world = createSampleWorld({ companies: Math.max(50, Math.ceil(eventsPerYear * 0.8)), eventsPerYear });
  const inputs: Input[] = [
    ...world.events.map((e) => ({ text: e.text, hints: { reference: e.id, publicationDate: e.publicationDate, heading: e.heading, category: e.category } })),
    ...world.acts.map((a) => ({ text: a.text, hints: { reference: a.id, publicationDate: a.publicationDate, heading: a.titre } })),
  ];
  return { inputs: inputs.slice(0, target), worldMs: performance.now() - start };
}

export async function run(context: BenchContext): Promise<BenchResult> {
  const target = scaled(TARGET_ANNOUNCEMENTS, context.scale, 100);
  const cap = context.quick ? QUICK_TIME_CAP_MS : TIME_CAP_MS;
  const { inputs, worldMs } = sampleTexts(Math.min(target, MAX_DISTINCT_TEXTS));
  let parsed = 0;
  let ok = 0;
  let capped = false;
  const { ms } = await timed(async () => {
    const start = performance.now();
    while (parsed < target) {
      const input = inputs[parsed % inputs.length]!;
      if (parseNoticeText(input.text, input.hints).ok) ok += 1;
      parsed += 1;
      if (parsed % 1000 === 0 && performance.now() - start > cap) {
        capped = parsed < target;
        break;
      }
    }
  });
  const rate = parsed / (ms / 1000);
  const loads = fittedModelLoads();
  const loadMs = loads.reduce((sum, l) => sum + l.ms, 0);
  const avgChars = inputs.reduce((sum, i) => sum + i.text.length, 0) / inputs.length;
  const notes = [
    `At ${formatCount(rate)} notices/s on one core, 10^6 notices take ${formatMs((TARGET_ANNOUNCEMENTS / rate) * 1000)}; the real yearly volume (about 10^4) takes ${formatMs((10_000 / rate) * 1000)}.`,
  ];
  if (capped) notes.unshift(`Stopped after ${formatMs(cap)} at ${formatCount(parsed)} of ${formatCount(target)} notices; the rate is steady (pure function), so the total is extrapolated.`);
  return {
    name: 'normaliser',
    what: 'parseNoticeText over the company notices and provincial acts of createSampleWorld',
    size: `${formatCount(parsed)} notices parsed (${formatCount(inputs.length)} distinct texts)${capped ? `, capped by time; target ${formatCount(target)}` : ''}`,
    wallMs: ms,
    throughput: { value: rate, unit: 'notices/s' },
    peakRssBytes: peakRssBytes(),
    details: [
      ['sample world generation', `${formatMs(worldMs)} for ${formatCount(inputs.length)} texts`],
      ['average text length', `${formatCount(avgChars)} characters`],
      ['parsed to an announcement', `${((ok / parsed) * 100).toFixed(1)} % (the rest quarantined, as the sample world's defects intend)`],
      ['mean time per notice', formatMs(ms / parsed)],
      [
        'fitted models loaded in a fresh process',
        `${formatMs(loadMs)} (target ${formatMs(MODEL_LOAD_TARGET_MS)}: ${loadMs < MODEL_LOAD_TARGET_MS ? 'met' : 'MISSED'}): ${loads.map((l) => `${l.model} ${formatMs(l.ms)}`).join(', ')}`,
      ],
      ['French words loaded in a fresh process', formatMs(frenchWordsLoadMs())],
    ],
    notes,
  };
}
