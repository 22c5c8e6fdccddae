import fs from 'node:fs';
import path from 'node:path';
import { projectOf } from '../projects.ts';

/**
 * `node test/helpers/test-durations.ts <vitest.json> [top]`: per-file durations of a run written
 * by `npx vitest run --reporter=json --outputFile=<vitest.json>` (docs/test-suite.md): their sum,
 * by project, and the longest files. On a machine shared with other work the wall time of the
 * run says little; the per-file durations, summed, are what two runs on the same machine compare.
 */
interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: Array<{ name: string; status: string; startTime: number; endTime: number }>;
}

const [file, topArg] = process.argv.slice(2);
if (file === undefined) {
  process.stderr.write('usage: node test/helpers/test-durations.ts <vitest.json> [top]\n');
  process.exit(2);
}
const report = JSON.parse(fs.readFileSync(file, 'utf8')) as JsonReport;
const root = path.resolve(import.meta.dirname, '../..');
const files = report.testResults
  .map((result) => {
    const relative = `test/${result.name.split('/test/').slice(1).join('/test/')}`;
    // A file since removed has no project any more.
    const exists = fs.existsSync(path.join(root, relative));
    const project = exists ? projectOf(relative, fs.readFileSync(path.join(root, relative), 'utf8')) : 'removed';
    return { file: relative, seconds: (result.endTime - result.startTime) / 1000, status: result.status, project };
  })
  .sort((a, b) => b.seconds - a.seconds);
const sum = (list: typeof files) => list.reduce((total, f) => total + f.seconds, 0);
const out: string[] = [
  `${files.length} files, ${report.numPassedTests} tests passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
  `sum of file durations: ${sum(files).toFixed(1)} s`,
  ...(['unit', 'integration', 'slow'] as const).map((project) => {
    const of = files.filter((f) => f.project === project);
    return `  ${project}: ${of.length} files, ${sum(of).toFixed(1)} s`;
  }),
  `longest ${Number(topArg ?? 15)}:`,
  ...files.slice(0, Number(topArg ?? 15)).map((f) => `  ${f.seconds.toFixed(1).padStart(6)} s  ${f.project.padEnd(11)} ${f.file}${f.status === 'passed' ? '' : ` (${f.status})`}`),
];
process.stdout.write(`${out.join('\n')}\n`);
