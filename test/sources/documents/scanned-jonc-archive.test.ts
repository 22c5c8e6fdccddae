/**
 * A scanned notice read end to end: the offline JONC archive serves some issues as
 * image scans (simulator/scans, TRICKS.scannedArchiveRank); the JONC parser reads them by OCR
 * with the real pdftoppm and tesseract, and every notice must match the sample world's truth for
 * ridet and type, and for its dénomination as a reader reads it (test/helpers/ocr-reading.ts:
 * one engine's spacing is not the point), flagged `ocr: true` with its confidence. The pages are
 * read by this machine's programs into a cache of the test's own, not the suite's (which starts
 * with the committed readings, test/helpers/ocr-seed/): what tesseract reads is the point.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsAsName } from '../../helpers/ocr-reading.ts';
import { OcrEngine } from '../../../sources/documents/ocr/ocr-engine.ts';
import { pdfText } from '../../../sources/documents/pdf-text.ts';
import { joncAdapter } from '../../../sources/jonc/index.ts';
import type { RawDocument } from '../../../sources/source-adapter.ts';
import { archiveRendition, joncIssues, renderArchiveIssuePdf, type JoncIssue } from '../../../simulator/sites/jonc/site.ts';
import { createDefaultSampleWorld } from '../../../simulator/world/index.ts';
import { testParseContext } from '../../helpers/parse-context.ts';
import { readCacheFolder } from '../../helpers/ocr-seed.ts';

const world = createDefaultSampleWorld();
const scanned = joncIssues(world).filter((issue) => issue.format === 'archive' && archiveRendition(world, issue.numero) === 'numerise');

function rawDocument(issue: JoncIssue, body: Buffer): RawDocument {
  return {
    source: 'JONC',
    url: `http://127.0.0.1/jonc/anciens/pdf/${issue.date.slice(0, 4)}/JONC_${issue.numero}.pdf`,
    contentType: 'application/pdf',
    body,
    sha256: '',
    fetchedAt: '2026-01-01T00:00:00.000Z',
    meta: { kind: 'bulletin', numero: issue.numero, datePublication: issue.date },
  };
}

describe('scanned JONC archive issues, read by OCR', () => {
  const bodies = new Map<number, Buffer>();
  const ownCache = fs.mkdtempSync(path.join(os.tmpdir(), 'scanned-jonc-ocr-'));
  afterAll(() => fs.rmSync(ownCache, { recursive: true, force: true }));
  beforeAll(async () => {
    for (const issue of scanned) bodies.set(issue.numero, await renderArchiveIssuePdf(world, issue, process.env.SCAN_CACHE_DIR ?? null));
  }, 120_000);

  it('the archive serves the 2nd issue with legal publications of 2020 and of 2021 as a scan without text layer', async () => {
    expect(scanned.map((i) => i.numero)).toEqual([10195, 10316]);
    for (const issue of scanned) await expect(pdfText(bodies.get(issue.numero)!, { ocr: null })).rejects.toMatchObject({ kind: 'sans_texte' });
  });

  it('every notice of every scanned issue is read with the world’s ridet, type and dénomination, ocr true with its confidence', async () => {
    const engine = new OcrEngine({ concurrency: 1 });
    for (const issue of scanned) {
      const { notices, quarantined } = await joncAdapter.parse(rawDocument(issue, bodies.get(issue.numero)!), testParseContext({ ocr: engine, cacheDir: ownCache }));
      const truth = issue.items.filter((item) => item.type === 'PUBLICATION_LEGALE').flatMap((item) => item.events);
      expect(quarantined).toEqual([]);
      expect(notices.map((n) => [n.ridet, n.type])).toEqual(truth.map((e) => [e.expected.ridet, e.type]));
      const misread = notices.filter((n, i) => !readsAsName(n.denomination, truth[i]!.expected.denomination));
      expect(misread.map((n, i) => [n.denomination, truth[i]!.expected.denomination])).toEqual([]);
      for (const notice of notices) {
        expect(notice.ocr).toBe(true);
        // A confidence, whatever its value: how sure one build of Tesseract is is not the point.
        expect(notice.ocr_confiance).toBeGreaterThan(0);
        expect(notice.ocr_confiance).toBeLessThanOrEqual(1);
        expect(notice.date).toBe(issue.date);
      }
    }
    // The real programs read the pages into this test's own cache, not from the suite's seed.
    // Whether the seed's readings equal them is not asserted: Tesseract's output may differ
    // between builds and CPUs under the same version, and the seed is only a head start (a
    // machine whose key differs reads its pages again).
    expect(readCacheFolder(ownCache).length).toBeGreaterThanOrEqual(scanned.length);
  }, 300_000);

  it('without the OCR programs, a scanned issue is quarantined ocr_indisponible with what to install', async () => {
    const issue = scanned[0]!;
    const outcome = await joncAdapter.parse(rawDocument(issue, bodies.get(issue.numero)!), testParseContext({ ocr: new OcrEngine({ pdftoppm: '/nonexistent/pdftoppm' }), cacheDir: null }));
    expect(outcome.notices).toEqual([]);
    expect(outcome.quarantined).toEqual([
      {
        reference: String(issue.numero),
        reason: 'ocr_indisponible',
        detail: expect.stringContaining('apt-get install tesseract-ocr tesseract-ocr-fra poppler-utils') as unknown,
        extrait: null,
      },
    ]);
  });
});
