/**
 * What the reader's pattern scans cost, and how much of it finds nothing: the measure to take
 * before gating patterns by words (README, Speed). Every pattern call the reader makes on every
 * Nth sample-world notice is recorded (`exec`, `test`, and the string methods that take a
 * pattern), then each call's first scan is replayed with the engine untouched, pattern by pattern,
 * timed in CPU: the scans that find something, those that find nothing, and among these the ones
 * whose pattern needs a word (required-literal.ts) that the scanned text or the whole notice lacks,
 * which a gate by words could skip. A call that finds several matches (`replace`, `split`,
 * `matchesOf`) is counted for its first scan only.
 *
 * Usage: `node --no-regexp-tier-up bench/normaliser-pattern-costs.ts [--every 10] [--top 30]`.
 */
import { fold, parseNoticeTexts } from '../kernel/normalise/index.ts';
import { mayMatch, requiredLiterals, type RequiredWords } from '../kernel/normalise/required-literal.ts';
import { sampleWorldInputs } from './sample-world-inputs.ts';

const argument = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const every = argument('--every', 10);
const top = argument('--top', 30);

interface PatternCall {
  pattern: RegExp;
  method: string;
  text: string;
  lastIndex: number;
  notice: number;
}

const world = sampleWorldInputs(25_000);
const sample = world.filter((_, i) => i % every === 0);
for (const input of world.slice(0, 3_000)) parseNoticeTexts(input.text, input.hints);

// Record: the prototype's methods wrapped while the sample is parsed, a call inside another
// (replace calling exec) left out.
const calls: PatternCall[] = [];
const proto = RegExp.prototype as unknown as Record<PropertyKey, (...args: unknown[]) => unknown>;
const METHODS: PropertyKey[] = ['exec', 'test', Symbol.replace, Symbol.split, Symbol.match, Symbol.matchAll, Symbol.search];
const originals = new Map(METHODS.map((m) => [m, proto[m]!]));
let depth = 0;
let notice = -1;
for (const method of METHODS) {
  const original = originals.get(method)!;
  proto[method] = function (this: RegExp, ...args: unknown[]): unknown {
    if (depth === 0 && notice >= 0) calls.push({ pattern: this, method: String(method), text: String(args[0]), lastIndex: this.lastIndex, notice });
    depth += 1;
    try {
      return original.apply(this, args);
    } finally {
      depth -= 1;
    }
  };
}
for (notice = 0; notice < sample.length; notice += 1) parseNoticeTexts(sample[notice]!.text, sample[notice]!.hints);
notice = -1;
for (const method of METHODS) proto[method] = originals.get(method)!;

// Replay each call's first scan, as the engine ran it.
function firstScan(call: PatternCall): RegExpExecArray | null {
  const { pattern } = call;
  const kept = pattern.lastIndex;
  pattern.lastIndex = (pattern.global || pattern.sticky) && (call.method === 'exec' || call.method === 'test') ? call.lastIndex : 0;
  const match = pattern.exec(call.text);
  pattern.lastIndex = kept;
  return match;
}
const found = calls.map((c) => firstScan(c) !== null);
const byPattern = new Map<RegExp, number[]>();
calls.forEach((c, i) => {
  const list = byPattern.get(c.pattern);
  if (list) list.push(i);
  else byPattern.set(c.pattern, [i]);
});
const ROUNDS = 3;
const REPEATS = 5;
const cost = new Float64Array(calls.length);
for (const indexes of byPattern.values()) {
  for (const kind of [true, false]) {
    const chosen = indexes.filter((i) => found[i] === kind);
    if (chosen.length === 0) continue;
    let best = Infinity;
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = process.cpuUsage();
      for (let r = 0; r < REPEATS; r += 1) for (const i of chosen) firstScan(calls[i]!);
      const used = process.cpuUsage(start);
      best = Math.min(best, ((used.user + used.system) * 1000) / REPEATS);
    }
    for (const i of chosen) cost[i] = best / chosen.length;
  }
}

const words = new Map<RegExp, RequiredWords | null>();
const foldedNotices = sample.map((s) => fold(s.text));
let total = 0;
let nothing = 0;
let nothingCalls = 0;
let absentHere = 0;
let absentHereCalls = 0;
let absentFromNotice = 0;
let absentFromNoticeCalls = 0;
let wordless = 0;
const perPattern = new Map<RegExp, { all: number; nothing: number; calls: number; nothingCalls: number }>();
calls.forEach((call, i) => {
  const ns = cost[i]!;
  total += ns;
  let entry = perPattern.get(call.pattern);
  if (!entry) perPattern.set(call.pattern, (entry = { all: 0, nothing: 0, calls: 0, nothingCalls: 0 }));
  entry.all += ns;
  entry.calls += 1;
  if (found[i]) return;
  nothing += ns;
  nothingCalls += 1;
  entry.nothing += ns;
  entry.nothingCalls += 1;
  if (!words.has(call.pattern)) words.set(call.pattern, requiredLiterals(call.pattern));
  const needed = words.get(call.pattern)!;
  if (needed === null) wordless += ns;
  if (needed === null || mayMatch(call.pattern, call.text, needed)) return;
  absentHere += ns;
  absentHereCalls += 1;
  const text = sample[call.notice]!.text;
  if (!mayMatch(call.pattern, text, needed) && !mayMatch(call.pattern, foldedNotices[call.notice]!, needed)) {
    absentFromNotice += ns;
    absentFromNoticeCalls += 1;
  }
});
const n = sample.length;
const us = (ns: number): string => (ns / n / 1000).toFixed(1);
const share = (ns: number): string => `${((100 * ns) / total).toFixed(1)} %`;
console.log(`${n} notices (every ${every}th), ${calls.length} pattern calls (${(calls.length / n).toFixed(1)} a notice), ${byPattern.size} pattern objects`);
console.log(`first scans replayed: ${us(total)} µs of CPU a notice`);
console.log(`  found nothing: ${(nothingCalls / n).toFixed(1)} calls, ${us(nothing)} µs (${share(nothing)})`);
console.log(`    no needed word read from the pattern (required-literal.ts): ${us(wordless)} µs (${share(wordless)})`);
console.log(`    a needed word absent from the scanned text: ${(absentHereCalls / n).toFixed(1)} calls, ${us(absentHere)} µs (${share(absentHere)})`);
console.log(`    ... and from the whole notice (printed and folded): ${(absentFromNoticeCalls / n).toFixed(1)} calls, ${us(absentFromNotice)} µs (${share(absentFromNotice)})`);
console.log(`the ${top} costliest patterns (µs a notice, of which finding nothing; calls a notice):`);
for (const [pattern, e] of [...perPattern].sort((a, b) => b[1].all - a[1].all).slice(0, top)) {
  console.log(`  ${us(e.all)} (${us(e.nothing)}) ${(e.calls / n).toFixed(2)} /${pattern.source.slice(0, 100)}/${pattern.flags}`);
}
