import fs from 'node:fs';
import { BENCHMARKS } from './benchmarks.ts';
import type { BenchResult } from './bench-types.ts';

/**
 * Child-process entry: `node bench/run-one.ts <name> <scale> <workDir> <resultFile> [quick]`.
 * One process per benchmark, so each peak RSS is its own. The result goes to a file, not stdout,
 * which DuckDB or a library could write to.
 */
const [name, scaleArg, workDir, resultFile, quick] = process.argv.slice(2);
const bench = BENCHMARKS.find((b) => b.name === name);
if (!bench || !scaleArg || !workDir || !resultFile) {
  console.error('usage: run-one.ts <name> <scale> <workDir> <resultFile>');
  process.exit(2);
}
const module = await bench.load();
const result: BenchResult = await module.run({ scale: Number(scaleArg), workDir, quick: quick === 'quick' });
fs.writeFileSync(resultFile, JSON.stringify(result));
// Keep-alive sockets, DuckDB handles or timers left by a library must not hold the run.
process.exit(0);
