import { silentLogger } from '../../../../platform/logger.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParseOutcome } from '../../../../kernel/model/announcement.ts';
import { joncAdapter } from '../../../../sources/jonc/index.ts';
import { readsAsName } from '../../../helpers/ocr-reading.ts';
import { compareWithTruth, truthOf } from '../../../sources/world-truth.ts';
import {
  archiveRendition, ARCHIVE_UNTIL, isTruncatedArchive, joncOfflineSite, publicationTrick, TRICKS, visibleJoncIssues, type JoncIssue,
} from '../../../../simulator/sites/jonc/site.ts';
import type { OfflineSite } from '../../../../simulator/sample-sites/offline-site.ts';
import type { SampleSites } from '../../../../simulator/sample-sites/server.ts';
import { startTestSampleSites } from '../../../helpers/sample-sites.ts';
import { createDefaultSampleWorld } from '../../../../simulator/world/index.ts';
import type { CrawlContext, PreviousFetch, RawDocument, SourceAdapter } from '../../../../sources/source-adapter.ts';
import { testParseContext } from '../../../helpers/parse-context.ts';

const AS_OF = '2022-12-31';
const world = createDefaultSampleWorld();

interface Hit {
  path: string;
  status: number;
}

/** The offline JONC with every answer recorded, to see retries, redirects and 304s from the server side. */
function recorded(site: OfflineSite, hits: Hit[]): OfflineSite {
  return {
    samplePath: site.samplePath,
    create(options) {
      const handler = site.create(options);
      return async (req, res, p, url) => {
        const handled = await handler(req, res, p, url);
        hits.push({ path: `${p}${url.search}`, status: handled ? res.statusCode : 404 });
        return handled;
      };
    },
  };
}

interface Crawl {
  docs: RawDocument[];
  failures: string[];
  unchanged: string[];
  logs: Array<{ message: string; fields: Record<string, unknown> }>;
  state: unknown;
  fetches: Map<string, PreviousFetch>;
}

async function crawl(base: string, previous: { state?: unknown; fetches?: Map<string, PreviousFetch> } = {}): Promise<Crawl> {
  const result: Crawl = { docs: [], failures: [], unchanged: [], logs: [], state: previous.state ?? null, fetches: new Map() };
  const ctx: CrawlContext = {
    sourceId: 'JONC',
    baseUrl: base,
    politeness: { concurrency: 4, requestsPerMinute: 60_000, retries: 2, timeoutSeconds: 10, userAgent: 'annonces-nc-test' },
    state: previous.state ?? null,
    storageDir: fs.mkdtempSync(path.join(os.tmpdir(), 'crawl-jonc-')),
    previousFetch: (url) => previous.fetches?.get(url),
    emit: async (doc) => {
      result.docs.push(doc);
      const url = String(doc.meta['requestedUrl']);
      result.fetches.set(url, { url, sha256: doc.sha256, etag: doc.meta['etag'], lastModified: doc.meta['lastModified'] });
    },
    fail: (url, error) => result.failures.push(`${url}: ${error.message}`),
    // The offline copy never drops what the crawl needs: an incomplete record is a failure here.
    incomplete: (url, error) => result.failures.push(`${url}: ${error.message}`),
    unchanged: (url) => result.unchanged.push(url),
    setState: (s) => {
      result.state = s;
    },
    log: (message, fields = {}) => result.logs.push({ message, fields }),
    logger: silentLogger,
  };
  await (joncAdapter as SourceAdapter).crawl(ctx);
  fs.rmSync(ctx.storageDir, { recursive: true, force: true });
  return result;
}

describe('JONC offline copy and adapter, tricky cases end to end', () => {
  const hits: Hit[] = [];
  let sites: SampleSites;
  let base: string;
  let first: Crawl;
  let outcomes: ParseOutcome[];
  let issues: JoncIssue[];

  beforeAll(async () => {
    sites = await startTestSampleSites({ sites: [recorded(joncOfflineSite, hits)], asOf: AS_OF, world });
    base = `${sites.url}/jonc`;
    issues = visibleJoncIssues(world, AS_OF);
    first = await crawl(base);
    outcomes = await Promise.all(first.docs.map((d) => joncAdapter.parse(d, testParseContext())));
  });
  afterAll(() => sites.close());

  const numeroOf = (doc: RawDocument) =>
    doc.meta['kind'] === 'bulletin' ? Number(doc.meta['numero']) : Number(doc.meta['numeroJonc']);

  it('finishes with no failure although summaries and PDFs answered 500 first: the retry recovered', () => {
    expect(first.failures).toEqual([]);
    const failedOnce = hits.filter((h) => h.status === 500).map((h) => h.path);
    expect(failedOnce.some((p) => p.endsWith('/sommaire-analytique'))).toBe(true);
    expect(failedOnce.some((p) => p.endsWith('.pdf'))).toBe(true);
    for (const p of failedOnce) expect(hits.some((h) => h.path === p && h.status === 200)).toBe(true);
  });

  it('follows an issue PDF moved to a new URL (301) and archives it under the URL it came from', () => {
    const moved = first.docs.filter((d) => d.url.includes('/documents/'));
    expect(moved.length).toBeGreaterThan(0);
    for (const doc of moved) {
      expect(TRICKS.archivePdfMoved(numeroOf(doc))).toBe(true);
      expect(String(doc.meta['requestedUrl'])).toMatch(/\/anciens\/pdf\/\d{4}\/JONC_\d+\.pdf$/);
    }
    expect(hits.some((h) => h.status === 301)).toBe(true);
  });

  it('waits for a slow summary (1.5 s) and still takes its issue into account', () => {
    const slow = issues.filter((i) => i.format === 'portal' && TRICKS.slowSummary(i.numero));
    expect(slow.length).toBeGreaterThan(0);
    for (const issue of slow) expect(hits).toContainEqual({ path: `/api/jonc/${issue.numero}/sommaire-analytique`, status: 200 });
  });

  it('accounts for every issue: fetched, or logged as an issue without legal publication', () => {
    const logged = new Set(first.logs.filter((l) => l.message === 'Numéro sans publication légale').map((l) => Number(l.fields['numero'])));
    const fetched = new Set(first.docs.map(numeroOf));
    const accounted = issues.filter((i) => logged.has(i.numero) || fetched.has(i.numero)).map((i) => i.numero);
    expect(accounted).toEqual(issues.map((i) => i.numero));
    // Empty issues exist in both formats, special issues among them.
    const empty = issues.filter((i) => logged.has(i.numero));
    expect(empty.some((i) => i.format === 'portal')).toBe(true);
    expect(empty.some((i) => i.format === 'archive')).toBe(true);
    expect(empty.some((i) => i.special)).toBe(true);
  });

  it('fetches a bulletin whose listing row has no contents line, and finds it explicitly empty when it is', () => {
    const blind = issues.filter((i) => i.format === 'archive' && TRICKS.archiveNoSommaire(i.numero));
    expect(blind.length).toBeGreaterThan(0);
    for (const issue of blind) expect(first.docs.map(numeroOf)).toContain(issue.numero);
    const emptyBlind = blind.filter((i) => !i.items.some((x) => x.type === 'PUBLICATION_LEGALE'));
    for (const issue of emptyBlind) {
      const index = first.docs.findIndex((d) => numeroOf(d) === issue.numero);
      expect(outcomes[index]).toEqual({ notices: [], quarantined: [] });
    }
  });

  it('leaves an issue listed by both the archive and the portal to the portal: its notices are emitted once', () => {
    const both = issues.filter((i) => i.format === 'portal' && i.date < ARCHIVE_UNTIL);
    expect(both.length).toBeGreaterThan(0);
    const leftToPortal = new Set(first.logs.filter((l) => l.message === 'Numéro servi par le portail, ignoré dans les archives').map((l) => Number(l.fields['numero'])));
    for (const issue of both) expect(leftToPortal.has(issue.numero)).toBe(true);
    expect(first.docs.filter((d) => d.meta['kind'] === 'bulletin' && both.some((i) => i.numero === numeroOf(d)))).toEqual([]);
  });

  it('emits a publication listed twice in a summary only once', () => {
    const duplicated = issues.filter((i) => i.format === 'portal' && TRICKS.duplicateListing(i.numero) && i.items.some((x) => x.type === 'PUBLICATION_LEGALE'));
    expect(duplicated.length).toBeGreaterThan(0);
    expect(first.logs.some((l) => l.message === 'Publication listée plusieurs fois')).toBe(true);
    const urls = first.docs.map((d) => d.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('decodes the Windows-1252 year lists (labelled and mislabelled): every archive date is right, accents included', () => {
    const bulletins = first.docs.filter((d) => d.meta['kind'] === 'bulletin');
    const byNumero = new Map(issues.map((i) => [i.numero, i.date]));
    for (const doc of bulletins) expect(doc.meta['datePublication']).toBe(byNumero.get(numeroOf(doc)));
    // février, août, décembre of the Windows-1252 years: the accented month names were decoded.
    const accented = bulletins.filter((d) => /^202[01]-(?:02|08|12)-/.test(String(d.meta['datePublication'])));
    expect(accented.length).toBeGreaterThan(0);
  });

  it('quarantines truncated and scanned PDFs and the notice naming no RIDET, and the run goes on', () => {
    const quarantined = outcomes.flatMap((o) => o.quarantined);
    const truncatedIssues = issues.filter((i) => isTruncatedArchive(world, i.numero)).map((i) => String(i.numero));
    const tricked = issues.flatMap((i) => i.items).filter((x) => x.id && x.type === 'PUBLICATION_LEGALE' && publicationTrick(world, x.id) !== null).map((x) => `PL-${x.id}`);
    expect(truncatedIssues.length + tricked.length).toBeGreaterThan(2);
    for (const ref of [...truncatedIssues, ...tricked]) expect(quarantined).toContainEqual(expect.objectContaining({ reference: ref, reason: 'pdf_illisible' }));
    // A portal publication naming no RIDET is quarantined under its id; a bulletin notice under `<numero>-<rank>`.
    const noRidet = issues.flatMap((i) => i.items).filter((x) => x.event?.defect === 'sans_ridet' && x.id && publicationTrick(world, x.id) === null);
    for (const item of noRidet) expect(quarantined).toContainEqual(expect.objectContaining({ reference: `PL-${item.id}`, reason: 'ridet_absent' }));
    const bulletinsWithout = issues.filter((i) => i.format === 'archive' && !isTruncatedArchive(world, i.numero) && i.items.some((x) => x.type === 'PUBLICATION_LEGALE' && x.events.some((e) => e.defect === 'sans_ridet')));
    for (const issue of bulletinsWithout) {
      expect(quarantined.some((q) => q.reason === 'ridet_absent' && q.reference.startsWith(`${issue.numero}-`)), String(issue.numero)).toBe(true);
    }
    expect(noRidet.length + bulletinsWithout.length).toBeGreaterThan(0);
    expect(outcomes.flatMap((o) => o.notices).length).toBeGreaterThan(50);
  });

  it('finds every readable JONC notice of the world with its RIDET, dénomination and the issue date', () => {
    const notices = outcomes.flatMap((o) => o.notices);
    // A list of judgments is one item printing several events: each is an announcement.
    const readable = issues.flatMap((issue) => issue.items
      .filter((x) => x.type === 'PUBLICATION_LEGALE' && !(x.id && publicationTrick(world, x.id)) && !isTruncatedArchive(world, issue.numero))
      .flatMap((x) => x.events.filter((e) => e.defect !== 'sans_ridet').map((event) => ({ issue, event }))));
    expect(readable.some(({ event }) => event.list !== null)).toBe(true);
    expect(notices.length).toBe(readable.length);
    const got = notices.map((n) => `${n.ridet} ${n.date}`).sort();
    const want = readable.map(({ issue, event }) => `${event.expected.ridet} ${issue.date}`).sort();
    expect(got).toEqual(want);
    // The name as printed, or, read by OCR from a scanned issue, as a reader reads it (one
    // engine's spacing is not the point: test/helpers/ocr-reading.ts).
    const misread = notices.filter((n) => {
      const expected = readable.find(({ issue, event }) => event.expected.ridet === n.ridet && issue.date === n.date)!.event.expected.denomination;
      return n.ocr ? !readsAsName(n.denomination, expected) : n.denomination !== expected;
    });
    expect(misread.map((n) => [n.reference, n.denomination])).toEqual([]);
    expect(notices.some((n) => n.ocr)).toBe(true);
    // Provincial acts printed in PROVINCES carry RIDETs too: none became a JONC notice.
    expect(notices.every((n) => /^(?:PL-\d+|\d{4}-\d{5}|\d{5}-\d{2})(?:#\d+)?$/.test(n.reference))).toBe(true);
  });

  it('reads every field the world knows of each notice of a PDF with a text layer as the world says', () => {
    // Scanned archive issues (OCR) are measured apart (docs/ocr.md); here the text is the world's, printed.
    const printed = first.docs.map((doc, i) => ({ doc, outcome: outcomes[i] as ParseOutcome }))
      .filter(({ doc }) => doc.meta['kind'] !== 'bulletin' || archiveRendition(world, Number(doc.meta['numero'])) !== 'numerise');
    const notices = printed.flatMap(({ outcome }) => outcome.notices);
    const issueDate = new Map(issues.map((i) => [i.numero, i.date]));
    const dateOf = (doc: RawDocument) => issueDate.get(numeroOf(doc)) as string;
    // Each notice is matched to the world event printed in its document with the same RIDET.
    const truths = printed.flatMap(({ doc, outcome }) => outcome.notices.map((n) => {
      const issue = issues.find((i) => i.numero === numeroOf(doc)) as JoncIssue;
      const event = issue.items.flatMap((x) => x.events).find((e) => e.expected.ridet === n.ridet);
      return event ? truthOf(event, n.reference, dateOf(doc)) : { ...truthOf(issue.items.flatMap((x) => x.events)[0]!, n.reference, ''), ridet: 'aucun événement' };
    }));
    expect(notices.length).toBeGreaterThan(50);
    expect(compareWithTruth(notices, truths)).toEqual([]);
  });

  it('serves content documents with validators and answers 304 to a matching If-None-Match', async () => {
    const doc = first.docs[0] as RawDocument;
    const etag = String(doc.meta['etag']);
    expect(etag).toMatch(/^".+"$/);
    expect(doc.meta['lastModified']).toBeTruthy();
    const again = await fetch(doc.url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('re-fetches nothing already held: without watermark every content document answers 304', async () => {
    const second = await crawl(base, { fetches: first.fetches });
    expect(second.docs).toEqual([]);
    expect(second.failures).toEqual([]);
    expect(second.unchanged.length).toBe(first.docs.length);
  });

  it('with its watermark, a second crawl at the same date fetches listings only', async () => {
    const before = hits.length;
    const second = await crawl(base, { state: first.state, fetches: first.fetches });
    expect(second.docs).toEqual([]);
    expect(second.state).toEqual(first.state);
    const paths = hits.slice(before).map((h) => h.path);
    expect(paths.every((p) => /^\/api\/jonc\/list\?annee=\d{4}$|^\/anciens\/(?:\d{4}\.html)?$/.test(p))).toBe(true);
    expect(first.state).toEqual({ lastNumero: issues.at(-1)?.numero, lastDate: issues.at(-1)?.date });
  });
});
