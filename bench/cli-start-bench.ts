import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchContext, BenchResult } from './bench-types.js';
import { formatMs, peakRssBytes } from './measure.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GNU_TIME = '/usr/bin/time';

/**
 * How long a command takes to start, against tsx's own start (an empty TypeScript file): each
 * command as its npm script runs it (node with tsx's loader), over an empty data folder, in
 * interleaved rounds so that a change in the machine's load touches every command alike. CPU
 * time (user + system, from GNU time when the machine has it) moves less with the load than
 * wall time and is the figure to compare.
 */
const COMMANDS: ReadonlyArray<{ label: string; args: string[] }> = [
  { label: 'tsx alone (an empty file)', args: ['EMPTY'] },
  { label: 'pipeline --help', args: ['cli/pipeline.ts', '--help'] },
  { label: 'snapshots --help', args: ['cli/snapshots.ts', '--help'] },
  { label: 'keys --help', args: ['cli/keys.ts', '--help'] },
  { label: 'keys list', args: ['cli/keys.ts', 'list'] },
  { label: 'snapshots list', args: ['cli/snapshots.ts', 'list'] },
  { label: 'pipeline quarantine', args: ['cli/pipeline.ts', 'quarantine'] },
  { label: 'serve --help', args: ['cli/serve.ts', '--help'] },
];

interface Sample {
  wallMs: number;
  cpuMs: number | null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function run(context: BenchContext): Promise<BenchResult> {
  // --quick only checks that the harness works: one round of three commands.
  const rounds = context.quick ? 1 : 9;
  const commands = context.quick ? COMMANDS.filter((c) => ['tsx alone (an empty file)', 'pipeline --help', 'keys list'].includes(c.label)) : COMMANDS;
  const dataDir = fs.mkdtempSync(path.join(context.workDir, 'cli-start-'));
  const empty = path.join(dataDir, 'empty.ts');
  fs.writeFileSync(empty, 'export {};\n');
  const haveTime = fs.existsSync(GNU_TIME);
  const samples = new Map<string, Sample[]>(commands.map((c) => [c.label, []]));
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    for (const command of commands) {
      const args = ['--import', 'tsx', ...command.args.map((a) => (a === 'EMPTY' ? empty : a))];
      const t0 = performance.now();
      const result = haveTime
        ? spawnSync(GNU_TIME, ['-f', 'CPU %U %S', process.execPath, ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' })
        : spawnSync(process.execPath, args, { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
      const wallMs = performance.now() - t0;
      const cpu = haveTime ? /CPU ([\d.]+) ([\d.]+)\s*$/.exec(result.stderr ?? '') : null;
      samples.get(command.label)!.push({ wallMs, cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : null });
    }
  }
  const totalMs = performance.now() - started;
  fs.rmSync(dataDir, { recursive: true, force: true });

  const base = samples.get(COMMANDS[0]!.label)!;
  const baseCpu = haveTime ? median(base.map((s) => s.cpuMs!)) : null;
  const baseWall = median(base.map((s) => s.wallMs));
  const details: Array<[string, string]> = commands.map((command) => {
    const list = samples.get(command.label)!;
    const wall = median(list.map((s) => s.wallMs));
    const cpu = haveTime ? median(list.map((s) => s.cpuMs!)) : null;
    const ratio = cpu !== null && baseCpu ? `, x${(cpu / baseCpu).toFixed(2)} of tsx's CPU` : `, x${(wall / baseWall).toFixed(2)} of tsx's wall time`;
    return [command.label, `wall ${formatMs(wall)}${cpu !== null ? `, CPU ${formatMs(cpu)}` : ''}${ratio}`];
  });
  const help = samples.get('pipeline --help')!;
  return {
    name: 'cli-start',
    what: `start-up of the commands (node --import tsx, empty DATA_DIR), median of ${rounds} interleaved rounds`,
    size: `${commands.length} commands x ${rounds} rounds`,
    wallMs: totalMs,
    throughput: { value: Number((median(help.map((s) => s.wallMs)) / baseWall).toFixed(2)), unit: "x tsx's start (pipeline --help, wall)" },
    peakRssBytes: peakRssBytes(),
    details,
    notes: [
      '`--help` loads commander and the program declarations only (test/cli/light-start.test.ts checks the modules, not the time); a command loads its settings, then its own modules, when it runs.',
      haveTime ? 'CPU is user + system of the command process, from GNU time.' : 'GNU time (/usr/bin/time) is missing here: wall times only.',
    ],
  };
}
