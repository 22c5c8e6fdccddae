import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNONCE_TYPES, QUARANTINE_REASONS, type ParseOutcome } from '../../kernel/model/announcement.ts';
import { officialSourceUrl, type SourceAdapter } from '../../sources/source-adapter.ts';
import { checkDocumentMeta, parseDocument, readSourceState } from '../../sources/source-records.ts';
import type { OfflineSite } from '../../simulator/sample-sites/offline-site.ts';
import type { SampleSites } from '../../simulator/sample-sites/server.ts';
import { offlineCopyOf } from '../../simulator/sites/registry.ts';
import { crawlOnce, type CrawlResult } from './crawl-harness.ts';
import { testParseContext } from '../helpers/parse-context.ts';
import { earlyCrawl, type EarlyCrawl } from './early-crawl.ts';

export interface SourceContractOptions {
  adapter: SourceAdapter;
  /** The source's offline copy; must be the one the simulator's registry maps its id to. */
  site: OfflineSite;
  /** An as-of date with a fair amount of content, and a later one with some more. */
  asOfEarly: string;
  asOfLate: string;
  /**
   * The file's crawl at `asOfEarly` (sharedEarlyCrawl), when the source's own tests crawl that
   * date too; without it the contract serves and crawls the copy itself.
   */
  early?: () => Promise<EarlyCrawl>;
}

/**
 * The behaviour every source must show against its offline copy. Each source's test file
 * calls this once; source-specific tricky cases live in that source's own tests.
 */
export function describeSourceContract(options: SourceContractOptions): void {
  const { adapter, site } = options;
  describe(`${adapter.id} source contract`, () => {
    let sites: SampleSites;
    let base: string;
    let early: CrawlResult;
    let earlyOutcomes: ParseOutcome[];
    // A document fetched again (same bytes, address and meta) parses as it did: the crawls below
    // compare what they find, so each document is parsed once (EarlyCrawl.parse), not once per
    // crawl that fetched it (pdf.js and OCR: the largest part of a contract's time). The archived
    // copy's parse (the meta test) stays a parse of its own: reading back the archive is its point.
    let parse: EarlyCrawl['parse'];
    let own: EarlyCrawl | null = null;

    beforeAll(async () => {
      const shared = options.early ? await options.early() : (own = await earlyCrawl({ adapter, served: site, asOf: options.asOfEarly }));
      ({ sites, base, crawl: early, parse } = shared);
      earlyOutcomes = await Promise.all(early.docs.map(parse));
    });
    afterAll(() => own?.sites.close());

    it('has an id, a description, an offline copy in the simulator\'s registry, and a schedule', () => {
      expect(adapter.id).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
      expect(adapter.description.length).toBeGreaterThan(10);
      expect(offlineCopyOf(adapter.id)).toBe(site);
      expect(adapter.schedule.split(' ').length).toBeGreaterThanOrEqual(5);
    });

    it('reads back the state it hands over, as stored (JSON), and refuses a state of another shape', () => {
      expect(early.state).not.toBeNull();
      const stored: unknown = JSON.parse(JSON.stringify(early.state));
      const read = readSourceState(adapter, stored);
      expect(read.invalid).toBeNull();
      expect(read.state).toEqual(early.state);
      const foreign = readSourceState(adapter, 'pas un état');
      expect(foreign.state).toBeNull();
      expect(foreign.invalid?.code).toBe('source_state_invalid');
    });

    it('declares the meta of its offline copy\'s documents: archived meta matches and parses as fetched', async () => {
      const archived = early.docs.map((doc) => ({ ...doc, meta: JSON.parse(JSON.stringify(doc.meta)) as Record<string, unknown> }));
      for (const doc of archived) expect(() => checkDocumentMeta(adapter, doc), doc.url).not.toThrow();
      // What the parser needs survives the schema: a few documents parse the same read back from the archive.
      const sample = archived.slice(0, 5);
      const reread = await Promise.all(sample.map((doc) => parseDocument(adapter, doc, testParseContext())));
      expect(reread).toEqual(earlyOutcomes.slice(0, sample.length));
      expect(() => checkDocumentMeta(adapter, { ...early.docs[0]!, meta: 'pas un objet' as unknown as object })).toThrow(
        expect.objectContaining({ code: 'document_meta_invalid' }),
      );
    });

    it('handles every label it requests (the handler tables are checked by the compiler; none missing at run time)', () => {
      expect(early.failures.filter((f) => f.error instanceof TypeError)).toEqual([]);
    });

    it('fetches content documents from its offline copy', () => {
      expect(early.docs.length).toBeGreaterThan(0);
      expect(early.docs.every((doc) => doc.source === adapter.id && /^[0-9a-f]{64}$/.test(doc.sha256))).toBe(true);
    });

    it('accounts for every document: notices, quarantine entries, or explicitly empty', () => {
      const withNotices = earlyOutcomes.filter((o) => o.notices.length > 0).length;
      const quarantinedOnly = earlyOutcomes.filter((o) => o.notices.length === 0 && o.quarantined.length > 0).length;
      const empty = earlyOutcomes.filter((o) => o.notices.length === 0 && o.quarantined.length === 0).length;
      expect(withNotices + quarantinedOnly + empty).toBe(early.docs.length);
      expect(withNotices).toBeGreaterThan(0);
    });

    it('produces notices with the contract fields, in their formats', () => {
      const notices = earlyOutcomes.flatMap((o) => o.notices);
      for (const n of notices) {
        expect(n.ridet).toMatch(/^\d{10}$/);
        expect(ANNONCE_TYPES).toContain(n.type);
        expect(n.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(n.date <= options.asOfEarly).toBe(true);
        expect(n.denomination.trim().length).toBeGreaterThan(0);
        expect(n.titre.trim().length).toBeGreaterThan(0);
        expect(n.resume.length).toBeLessThanOrEqual(300);
      }
    });

    it('gives every notice a reference unique within the source', () => {
      const refs = earlyOutcomes.flatMap((o) => [...o.notices.map((n) => n.reference)]);
      expect(new Set(refs).size).toBe(refs.length);
    });

    it('quarantines with a known reason and a French detail', () => {
      for (const q of earlyOutcomes.flatMap((o) => o.quarantined)) {
        expect(QUARANTINE_REASONS).toContain(q.reason);
        expect(q.detail.length).toBeGreaterThan(5);
      }
    });

    it('cites every document at a lasting address, never at the offline copy it was fetched from', () => {
      for (const doc of early.docs) {
        const cited = officialSourceUrl(doc);
        expect(cited, doc.url).toMatch(/^https:\/\//);
        expect(cited, doc.url).not.toContain('127.0.0.1');
        if (adapter.canonicalBase === undefined) continue;
        // The same page on the public site: the offline copy serves the real site's paths.
        expect(cited.startsWith(`${adapter.canonicalBase}/`), cited).toBe(true);
        expect(`${base}${cited.slice(adapter.canonicalBase.length)}`).toBe(doc.url.replace(/#.*$/, ''));
      }
    });

    it('fetches nothing new on a second run with the same as-of date', async () => {
      const again = await crawlOnce(adapter, base, { state: early.state, fetches: early.fetches });
      const known = new Set(early.docs.map((d) => d.sha256));
      expect(again.docs.filter((d) => !known.has(d.sha256))).toEqual([]);
      expect(again.failures).toEqual([]);
    });

    it('finds incrementally exactly what a full crawl at the later date finds', async () => {
      sites.setAsOf(options.asOfLate);
      try {
        const incremental = await crawlOnce(adapter, base, { state: early.state, fetches: early.fetches });
        const full = await crawlOnce(adapter, base);
        const refs = async (docs: CrawlResult['docs']) =>
          new Set((await Promise.all(docs.map(parse))).flatMap((o) => o.notices.map((n) => n.reference)));
        const earlyRefs = new Set(earlyOutcomes.flatMap((o) => o.notices.map((n) => n.reference)));
        const union = new Set([...earlyRefs, ...(await refs(incremental.docs))]);
        const fullRefs = await refs(full.docs);
        expect(fullRefs.size).toBeGreaterThan(earlyRefs.size);
        expect([...union].sort()).toEqual([...fullRefs].sort());
      } finally {
        sites.setAsOf(options.asOfEarly);
      }
    });
  });
}
