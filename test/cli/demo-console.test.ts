import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../platform/logger.ts';
import { demoPipelineLog, frenchProgressLine } from '../../cli/demo-console.ts';

const LOG = '/data/demo/pipeline.log';
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the demo console: French progress from the pipeline log records', () => {
  it('tells a source’s progress and its end in French', () => {
    const progress = JSON.stringify({ level: 30, name: 'pipeline', source: 'LNC', documents: 50, parsed: 46, new: 46, quarantined: 2, unchanged: 0, msg: 'progress' });
    expect(frenchProgressLine(progress, LOG)).toBe('  LNC : 50 documents lus, 46 annonces nouvelles, 2 en quarantaine');
    const finished = JSON.stringify({ level: 30, source: 'ProvinceNord', status: 'ok', durationMs: 127_641, fetched: 71, new: 18, quarantined: 25, failed: 0, msg: 'source finished' });
    expect(frenchProgressLine(finished, LOG)).toBe('ProvinceNord : terminé (ok) en 128 s : 71 documents téléchargés, 18 annonces nouvelles, 25 en quarantaine');
    const withFailures = JSON.stringify({ level: 30, source: 'JONC', status: 'partial', durationMs: 900, fetched: 1, new: 1, quarantined: 0, failed: 3, msg: 'source finished' });
    expect(frenchProgressLine(withFailures, LOG)).toBe('JONC : terminé (partial) en 1 s : 1 document téléchargé, 1 annonce nouvelle, 0 en quarantaine, 3 échecs');
  });

  it('points to the log file for a warning or an error, with its code, and keeps English free text out', () => {
    const warning = JSON.stringify({ level: 40, source: 'JONC', code: 'source_record_incomplete', msg: 'incomplete record from the source: reported, asked again next run' });
    expect(frenchProgressLine(warning, LOG)).toBe(`Avertissement [source_record_incomplete] (JONC) : détails dans ${LOG}`);
    const error = JSON.stringify({ level: 50, msg: 'run report could not be written to the data folder; here it is' });
    expect(frenchProgressLine(error, LOG)).toBe(`Erreur (pipeline) : détails dans ${LOG}`);
  });

  it('leaves other records and anything that is not JSON to the file', () => {
    expect(frenchProgressLine(JSON.stringify({ level: 30, msg: 'removed crawl folders left by killed runs', folders: 2 }), LOG)).toBeNull();
    expect(frenchProgressLine('not json', LOG)).toBeNull();
  });

  it('writes every record as a JSON line into the file, and only the French lines to the console', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-console-'));
    folders.push(folder);
    const file = path.join(folder, 'demo', 'pipeline.log');
    const printed: string[] = [];
    const logger = createLogger({ level: 'info', name: 'pipeline', destination: demoPipelineLog({ file, print: (line) => printed.push(line) }) });
    logger.info({ source: 'LNC', documents: 25, parsed: 23, new: 23, quarantined: 1, unchanged: 0 }, 'progress');
    logger.info({ folders: 1 }, 'removed crawl folders left by killed runs');
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { msg: string; name: string });
    expect(lines.map((line) => [line.name, line.msg])).toEqual([
      ['pipeline', 'progress'],
      ['pipeline', 'removed crawl folders left by killed runs'],
    ]);
    expect(printed).toEqual(['  LNC : 25 documents lus, 23 annonces nouvelles, 1 en quarantaine\n']);
  });
});
