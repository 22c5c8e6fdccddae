/**
 * The reader's CPU time a notice against a base's, on a shared machine: both readers are loaded in
 * one process (this checkout's and the one under `<base>`, a `git archive` export holding at least
 * `kernel/`), warmed over a quarter of the sample world (their results compared there), then timed
 * in pairs of rounds on the same notices, the order alternating, by `process.cpuUsage` (the
 * process's CPU, so other processes' load stretches neither side). A ratio below 1 is this
 * checkout faster; the quartiles of the pairs' ratios are the noise, the same code against itself
 * giving about ±5 % at a load average of 20 to 30 on 2 cores.
 *
 * `node --no-regexp-tier-up bench/normaliser-pairs.ts <base> [--pairs 40] [--size 300]`
 */
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseNoticeTexts } from '../kernel/normalise/index.ts';
import { numberOption } from './number-option.ts';
import { sampleWorldInputs, type NoticeInput } from './sample-world-inputs.ts';

type Parse = typeof parseNoticeTexts;

const TEXTS = 25_000;

function cpuMicros(read: () => void): number {
  const start = process.cpuUsage();
  read();
  const { user, system } = process.cpuUsage(start);
  return user + system;
}

function parseAll(parse: Parse, inputs: readonly NoticeInput[]): void {
  for (const { text, hints } of inputs) parse(text, hints);
}

const args = process.argv.slice(2);
const baseRoot = args[0];
if (!baseRoot || baseRoot.startsWith('--')) {
  console.error('usage: node --no-regexp-tier-up bench/normaliser-pairs.ts <base export> [--pairs 40] [--size 300]');
  process.exit(2);
}
const pairs = numberOption(args, 'pairs', 40);
const size = numberOption(args, 'size', 300);
const base = ((await import(join(resolve(baseRoot), 'kernel/normalise/index.ts'))) as { parseNoticeTexts: Parse }).parseNoticeTexts;
const inputs = sampleWorldInputs(TEXTS);
const loadAtStart = loadavg()[0]!;

let differing = 0;
for (let i = 0; i < inputs.length; i += 4) {
  const { text, hints } = inputs[i]!;
  if (JSON.stringify(base(text, hints)) !== JSON.stringify(parseNoticeTexts(text, hints))) differing += 1;
}

let baseSum = 0;
let newSum = 0;
const ratios: number[] = [];
for (let pair = 0; pair < pairs; pair += 1) {
  // Rounds spread over the world, each pair on its own notices.
  const start = (pair * 7919 * size) % (inputs.length - size);
  const round = inputs.slice(start, start + size);
  const baseFirst = pair % 2 === 0;
  const first = cpuMicros(() => parseAll(baseFirst ? base : parseNoticeTexts, round));
  const second = cpuMicros(() => parseAll(baseFirst ? parseNoticeTexts : base, round));
  const [baseMicros, newMicros] = baseFirst ? [first, second] : [second, first];
  baseSum += baseMicros;
  newSum += newMicros;
  ratios.push(newMicros / baseMicros);
}
ratios.sort((a, b) => a - b);
const quantile = (q: number): string => ratios[Math.floor(q * (ratios.length - 1))]!.toFixed(3);
const perNotice = (micros: number): string => (micros / pairs / size / 1000).toFixed(3);
console.log(`results differing on the warm-up (every fourth of ${inputs.length} texts): ${differing}`);
console.log(`${pairs} pairs of ${size} notices, load average ${loadAtStart.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}`);
console.log(`base ${perNotice(baseSum)} ms, this checkout ${perNotice(newSum)} ms of CPU a notice`);
console.log(`ratio of sums ${(newSum / baseSum).toFixed(3)}, median ${quantile(0.5)} (quartiles ${quantile(0.25)}-${quantile(0.75)})`);
