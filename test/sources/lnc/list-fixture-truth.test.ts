import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lncAdapter } from '../../../sources/lnc/index.ts';
import { compareWithTruth, type NoticeTruth } from '../world-truth.ts';
import { LIST_GAPS, LIST_TRUTH } from './fixtures/list-truth.ts';
import { testParseContext } from '../../helpers/parse-context.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

// The list fixture is checked against its author's reading, every field, not against
// what the parser wrote when the fixture was made.
describe('LNC greffe-list fixture against its truth', () => {
  it('has its truth on disk as the generator wrote it', () => {
    const onDisk = JSON.parse(fs.readFileSync(path.join(dir, 'liste-jugements.truth.json'), 'utf8')) as NoticeTruth[];
    expect(onDisk).toEqual(LIST_TRUTH);
  });

  it('reads every field as the truth says, but for the listed known gaps', async () => {
    const outcome = await lncAdapter.parse({
      source: lncAdapter.id, url: 'https://example.invalid/lnc/fixtures/liste-jugements.html', contentType: 'text/html',
      body: fs.readFileSync(path.join(dir, 'liste-jugements.html')), sha256: '', fetchedAt: '2026-11-21T00:00:00.000Z', meta: {},
    }, testParseContext());
    expect(outcome.quarantined).toEqual([]);
    expect(compareWithTruth(outcome.notices, LIST_TRUTH)).toEqual(LIST_GAPS.map(({ reason: _reason, ...gap }) => gap));
  });
});
