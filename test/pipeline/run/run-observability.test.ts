import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleSites, type SampleSites } from '../../../simulator/sample-sites/server.ts';
import { OFFLINE_SITES } from '../../../simulator/sites/registry.ts';
import { nightRunner, type NightRunner } from './helpers/night-runs.ts';
import { tempFolder } from '../../helpers/temp-folder.ts';

// What an operator running the pipeline from cron sees: its output redirected, not a terminal.
// The night is big enough for a progress line from LNC (one every 25 documents): its ads are
// online from 2023-10-16, 33 of them by this date in the sample world (25 by 2024-03-31, 47 by
// 2024-06-30); a later night shows the same lines for more CPU.
const NIGHT = '2024-04-30';
// The silent run's claim is silence, not size: an earlier night, 14 LNC ads (3 of its tricky
// ones) against 33, crawled, parsed, loaded and published as the bigger night is.
const SILENT_NIGHT = '2024-01-31';
let sites: SampleSites;
let runner: NightRunner;
beforeAll(async () => {
  sites = await startSampleSites({ sites: OFFLINE_SITES, asOf: NIGHT });
  runner = nightRunner(sites, ['LNC', 'ActuNC']);
});
afterAll(() => sites?.close());

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a run under cron', () => {
  it('logs JSON lines with progress per source, prints a French summary and a readable publish line, and writes its metrics', async () => {
    const dataDir = tempFolder('observability-');
    const metricsFile = path.join(dataDir, 'textfile', 'annonces-nc.prom');
    const result = await runner.start(dataDir, NIGHT, { LOG_LEVEL: 'info' }, ['--metrics-file', metricsFile]).done;
    expect(result.code, result.output).toBe(0);

    const lines = result.stderr.trim().split('\n').map((l) => JSON.parse(l) as { msg: string; source?: string; durationMs?: number });
    expect(lines.filter((l) => l.msg === 'progress' && l.source === 'LNC').length).toBeGreaterThan(0);
    const finished = lines.filter((l) => l.msg === 'source finished');
    expect(finished.map((l) => l.source).sort()).toEqual(['ActuNC', 'LNC']);
    expect(finished.every((l) => typeof l.durationMs === 'number')).toBe(true);

    expect(result.stdout).toMatch(/^Exécution run-\S+ \(ok\)$/m);
    expect(result.stdout).toMatch(/^source\s+état\s+récupérés\s+inchangés/m);
    expect(result.stdout).toMatch(/^Publication : instantané \d{8}T\d{6}Z servi ; \d+ objets écrits \([\d.]+ [kM]io\), annonces \+\d+ −0 ~0 \(ajoutées, retirées, modifiées\), \d+ entreprises modifiées\.$/m);
    expect(result.stdout).not.toContain('{"snapshotId"');

    const metrics = fs.readFileSync(metricsFile, 'utf8');
    expect(metrics).toMatch(/^# TYPE annonces_pipeline_documents_fetched gauge$/m);
    expect(metrics).toMatch(/^annonces_pipeline_documents_fetched\{source="LNC"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^annonces_pipeline_source_duration_seconds\{source="ActuNC"\} [\d.]+$/m);
    expect(metrics).toMatch(/^annonces_pipeline_run_ok\{kind="run"\} 1$/m);
    expect(metrics).toMatch(/^annonces_pipeline_snapshot_objects_written [1-9]\d*$/m);

    // What the next night prints is the command's own output: its function in this process says it.
    // Nothing is new whichever sources it runs: ActuNC's alone (10 ads against LNC's 33) asks less.
    const again = await nightRunner(sites, ['ActuNC']).inProcess(dataDir, NIGHT, { LOG_LEVEL: 'silent' });
    expect(again.stdout).toContain('Publication : rien de nouveau, l’instantané');
  });

  it('prints nothing on stderr with LOG_LEVEL=silent, even when a source is down and the crawler retries', async () => {
    const dataDir = tempFolder('silent-');
    const down = await closedPort();
    sites.setAsOf(SILENT_NIGHT);
    const result = await runner.start(dataDir, SILENT_NIGHT, { LOG_LEVEL: 'silent', SOURCE_ACTUNC_URL: `http://127.0.0.1:${down}`, SOURCE_ACTUNC_RETRIES: '1' }).done;
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/ActuNC\s+failed/);
    expect(result.stderr).toBe('');
  });
});
