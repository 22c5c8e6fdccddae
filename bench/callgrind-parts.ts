import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { numberOption } from './number-option.ts';

/**
 * Where a server's simulated cache misses and mispredictions are, by part of the process, from
 * the callgrind dumps bench/request-instructions.ts leaves (with `--cache-sim`; without it, the
 * instructions alone) (its main thread's
 * median batch, `<prefix>.<pid>.<dump>-01`, and the `--perf-basic-prof` map kept beside it):
 * each function's own (self) events, JIT code named from the map, then summed by part (our
 * sources, dependencies, node's http and its streams, V8's inline-cache builtins and other
 * builtins, V8's runtime, its collector, node's C++ and llhttp, libc) and divided by the batch's
 * requests. Two servers side by side, with the first's excess over the second's, say which part
 * the extra events of one server are in; `--top N` lists the N functions with the largest excess
 * for each event, compared by name (addresses differ between processes).
 *
 * `node bench/callgrind-parts.ts --requests 1000 [--top 25] API=<dump>@<perf map> fair=<dump>@<perf map>`
 */

const CALLGRIND_ANNOTATE = '/usr/bin/callgrind_annotate';
const ALL_EVENTS = ['Ir', 'I1mr', 'D1mr', 'D1mw', 'Bcm', 'Bim'] as const;
type Costs = number[];

/**
 * Our sources' names relative to their checkout (`./api/app.ts:124:18`), so that two checkouts
 * (a build and its base, from `git archive`) are compared function by function.
 */
const OUR_FOLDERS = /file:\/\/\S*?\/(?=(?:api|bench|cli|kernel|pipeline|platform|publish|signalements|simulator|sources|webhooks)\/\S*\.ts:)/;

/** Which part of the process a function name belongs to. The first rule that matches decides. */
const PARTS: Array<[string, (name: string) => boolean]> = [
  ['our sources (JS)', (n) => /^(JS|Script):\S* \.\//.test(n)],
  ['dependencies (JS)', (n) => /^(JS|Script):/.test(n) && n.includes('/node_modules/')],
  ['node:http (JS)', (n) => /^JS:\S* node:_http_/.test(n)],
  ['node:net and streams (JS)', (n) => /^JS:\S* node:(net|stream|internal\/streams|internal\/stream_base_commons)/.test(n)],
  ['other node JS', (n) => /^JS:\S* node:/.test(n)],
  ['other JS', (n) => /^(JS|Script|Eval):/.test(n)],
  ['V8 inline-cache builtins (property loads and stores)', (n) => /^(Builtins_|Builtin:)\w*IC(_|$)\w*/.test(n)],
  ['V8 bytecode handlers', (n) => /^BytecodeHandler:/.test(n) || /^Builtins_\w*Handler$/.test(n)],
  ['other V8 builtins', (n) => /^(Builtins_|Builtin:|RegExp:|Stub:)/.test(n)],
  ['V8 garbage collection', (n) => /^(v8::internal::|cppgc::)\S*(Heap|Scaveng|MarkCompact|Marking|Marker|Sweep|Evacuat|Minor|GC|Collect|Remembered|SlotSet|Page|Allocat(or|ion)Observer|RootVisitor|ObjectVisitor)/.test(n)],
  ['V8 runtime (C++)', (n) => /^(v8::|Runtime_)/.test(n)],
  ['node C++, llhttp, libuv', (n) => /^(node::|llhttp|uv_|uv__)/.test(n)],
  ['libc and the dynamic linker', (n) => /\[.*(libc|ld-linux)[^\]]*\]$/.test(n) || /^(__|mem|str)\w*$/.test(n)],
  ['JIT code not in the map', (n) => n.startsWith('JIT code at')],
];
const OTHER = 'other';

function partOf(name: string): string {
  return PARTS.find(([, test]) => test(name))?.[0] ?? OTHER;
}

/** JIT code's names, from node's `--perf-basic-prof` map (start, size, name); the latest entry for an address wins. */
function jitNames(mapFile: string): (address: number) => string | null {
  const ranges = fs.readFileSync(mapFile, 'utf8').split('\n').flatMap((line) => {
    const m = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line);
    return m ? [{ start: parseInt(m[1]!, 16), end: parseInt(m[1]!, 16) + parseInt(m[2]!, 16), name: m[3]! }] : [];
  });
  return (address) => {
    for (let i = ranges.length - 1; i >= 0; i--) if (address >= ranges[i]!.start && address < ranges[i]!.end) return ranges[i]!.name;
    return null;
  };
}

/** A count of callgrind_annotate's table: `1,234 ( 0.5%)`, `0`, or `.` for none. */
const COUNT = /^\s*(?:([\d,]+)(?: \(\s*[\d.]+%\))?|\.)(?=\s)/;

/** Each function's self events a request, by name. */
async function functionCosts(dump: string, mapFile: string, requests: number, tiers: Map<string, string>): Promise<Map<string, Costs>> {
  const { stdout } = await promisify(execFile)(CALLGRIND_ANNOTATE, ['--inclusive=no', '--threshold=100', `--show=${EVENTS.join(',')}`, dump], { maxBuffer: 256 * 1024 * 1024 });
  const nameOf = jitNames(mapFile);
  const costs = new Map<string, Costs>();
  for (const line of stdout.split('\n')) {
    let rest = line;
    const values: number[] = [];
    for (let i = 0; i < EVENTS.length; i += 1) {
      const m = COUNT.exec(rest);
      if (!m) break;
      values.push(m[1] === undefined ? 0 : Number(m[1].replace(/,/g, '')));
      rest = rest.slice(m[0].length);
    }
    const where = rest.trim();
    if (values.length < EVENTS.length || where === '' || where.includes('PROGRAM TOTALS')) continue;
    const jit = /^\?\?\?:0x([0-9a-f]+) \[\?\?\?\]$/.exec(where);
    const name = jit ? (nameOf(parseInt(jit[1]!, 16)) ?? `JIT code at 0x${jit[1]}`) : where.replace(/^\?\?\?:/, '').replace(/ \[([^\]]*)\]$/, (_, object: string) => (/libc|ld-linux/.test(object) ? ` [${path.basename(object)}]` : ''));
    // The same function at another tier (`*` TurboFan, `+` Maglev, `^` Sparkplug, `~` Ignition) is
    // the same function: compared by name, its tier shown apart (tiers seen).
    const tier = /^(JS|Script):([*+^~])/.exec(name)?.[2];
    const untiered = name.replace(/^(JS|Script):[*+^~]'?/, '$1:').replace(OUR_FOLDERS, './');
    if (tier) tiers.set(untiered, `${tiers.get(untiered) ?? ''}${tier}`);
    const sum = costs.get(untiered) ?? EVENTS.map(() => 0);
    values.forEach((v, i) => (sum[i]! += v / requests));
    costs.set(untiered, sum);
  }
  return costs;
}

function byPart(costs: Map<string, Costs>): Map<string, Costs> {
  const parts = new Map<string, Costs>([...PARTS.map(([name]) => name), OTHER].map((name) => [name, EVENTS.map(() => 0)]));
  for (const [name, values] of costs) {
    const sum = parts.get(partOf(name))!;
    values.forEach((v, i) => (sum[i]! += v));
  }
  return parts;
}

const args = process.argv.slice(2);
const requests = numberOption(args, 'requests', 1000);
const top = numberOption(args, 'top', 0);
const servers = args.filter((a) => /^[^-][^=]*=.+@.+$/.test(a)).map((a) => {
  const [label, files] = [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)];
  const [dump, map] = files.split('@') as [string, string];
  return { label, dump, map };
});
if (servers.length === 0) {
  console.error('usage: callgrind-parts.ts --requests N [--top N] <label>=<dump>@<perf map> [<label>=<dump>@<perf map>]');
  process.exit(2);
}
/**
 * The events the dumps hold: all of them with `--cache-sim`, instructions alone without (then
 * `--top` lists the functions by their excess of instructions).
 */
const held = /^events:\s+(.+)$/m.exec(fs.readFileSync(servers[0]!.dump, 'utf8').slice(0, 4096))?.[1]?.trim().split(/\s+/) ?? ['Ir'];
const EVENTS: readonly string[] = ALL_EVENTS.filter((event) => held.includes(event));
const measured = await Promise.all(
  servers.map(async (s) => {
    const tiers = new Map<string, string>();
    return { ...s, tiers, costs: await functionCosts(s.dump, s.map, requests, tiers) };
  }),
);
const fmt = (v: number) => (Math.abs(v) >= 100 ? Math.round(v).toLocaleString('en-US') : v.toFixed(1));
const parts = measured.map((m) => byPart(m.costs));
console.log(`self events a request (main thread, ${requests} requests a batch), by part: ${EVENTS.join(' / ')}`);
for (const part of parts[0]!.keys()) {
  const cells = parts.map((p, i) => `${measured[i]!.label} ${p.get(part)!.map(fmt).join(' / ')}`);
  const excess = parts.length > 1 ? `; excess ${parts[0]!.get(part)!.map((v, i) => fmt(v - parts[1]!.get(part)![i]!)).join(' / ')}` : '';
  if (parts.some((p) => p.get(part)![0]! > 0)) console.log(`- ${part}: ${cells.join('; ')}${excess}`);
}
const totals = parts.map((p) => EVENTS.map((_, i) => [...p.values()].reduce((a, v) => a + v[i]!, 0)));
console.log(`- total: ${totals.map((t, i) => `${measured[i]!.label} ${t.map(fmt).join(' / ')}`).join('; ')}`);
if (top > 0 && measured.length > 1) {
  const [a, b] = [measured[0]!.costs, measured[1]!.costs];
  const names = new Set([...a.keys(), ...b.keys()]);
  EVENTS.forEach((event, i) => {
    if (event === 'Ir' && EVENTS.length > 1) return;
    const excess = [...names].map((name) => ({ name, a: a.get(name)?.[i] ?? 0, b: b.get(name)?.[i] ?? 0 })).sort((x, y) => y.a - y.b - (x.a - x.b));
    console.log(`\n${event}: the ${top} functions with the largest excess of ${measured[0]!.label} over ${measured[1]!.label} (a request; part)`);
    const tiersOf = (m: (typeof measured)[number], name: string) => [...new Set(m.tiers.get(name) ?? '')].join('') || '-';
    for (const f of excess.slice(0, top)) {
      const shown = f.name.length > 140 ? `${f.name.slice(0, 140)}…` : f.name;
      const tiers = /^(JS|Script):/.test(f.name) ? ` tiers ${tiersOf(measured[0]!, f.name)} / ${tiersOf(measured[1]!, f.name)}` : '';
      console.log(`  ${fmt(f.a - f.b).padStart(7)}  (${fmt(f.a)} against ${fmt(f.b)})  ${shown}  [${partOf(f.name)}${tiers}]`);
    }
  });
}
