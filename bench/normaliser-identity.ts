/**
 * One hash of every result of parseNoticeTexts (trace off and on) over the shared corpora, the
 * test corpus and fixtures and the normaliser bench's sample world: a speed-only change must
 * print the same hash. Usage: `node bench/normaliser-identity.ts [--profile-loops N]`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseNoticeTexts } from '../kernel/normalise/index.ts';
import { sampleWorldInputs, type NoticeInput } from './sample-world-inputs.ts';
import { HELD_OUT_GROUPS, HELD_OUT_ROOT } from '../pipeline/evaluate/labelled-corpora.ts';

const TEXTS = 25_000;

function folderInputs(folder: string): NoticeInput[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => ({ text: readFileSync(join(folder, f), 'utf8'), hints: { reference: f } }));
}

const here = process.cwd();
// The shared corpora beside the checkout (as CI has them), the test corpus and fixtures, and the
// held-out groups: a speed-only change must leave every one of them as it was.
const heldOut = HELD_OUT_GROUPS.map((g) => join(HELD_OUT_ROOT, g));
const folders = [...['corpus', 'corpus2', 'corpus3'].map((c) => join(here, '..', 'shared', c)), join(here, 'test/kernel/normalise/corpus'), join(here, 'test/kernel/normalise/fixtures'), ...heldOut];
const world = sampleWorldInputs(TEXTS);
const loopsArg = process.argv.indexOf('--profile-loops');
if (loopsArg > 0) {
  // Profiling mode: the sample world only, trace off, as the bench parses it.
  const loops = Number(process.argv[loopsArg + 1] ?? 3);
  const start = process.cpuUsage();
  let n = 0;
  for (let i = 0; i < loops; i++) for (const input of world) { parseNoticeTexts(input.text, input.hints); n++; }
  const cpu = process.cpuUsage(start);
  console.log(`${n} notices, ${((cpu.user + cpu.system) / 1000 / n).toFixed(4)} ms CPU a notice`);
} else {
  const hash = createHash('sha256');
  let count = 0;
  const groups: [string, NoticeInput[]][] = [...folders.map((f): [string, NoticeInput[]] => [f, folderInputs(f)]), ['sample-world', world]];
  for (const [name, inputs] of groups) {
    const groupHash = createHash('sha256');
    for (const input of inputs) {
      for (const trace of [false, true]) {
        const line = JSON.stringify(parseNoticeTexts(input.text, { ...input.hints, trace })) + '\n';
        hash.update(line);
        groupHash.update(line);
        count++;
      }
    }
    console.log(`${name.replace(here + '/', '')}: ${inputs.length} texts ${groupHash.digest('hex').slice(0, 16)}`);
  }
  console.log(`all ${count} parses: ${hash.digest('hex')}`);
}
