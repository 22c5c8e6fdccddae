import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNONCE_TYPES, QUARANTINE_REASONS, type ParseOutcome } from '../../kernel/model/announcement.js';
import { officialSourceUrl, type SourceAdapter } from '../../sources/source-adapter.js';
import type { OfflineSite } from '../../simulator/sample-sites/offline-site.js';
import { startSampleSites, type SampleSites } from '../../simulator/sample-sites/server.js';
import { crawlOnce, type CrawlResult } from './crawl-harness.js';

export interface SourceContractOptions {
  adapter: SourceAdapter;
  site: OfflineSite;
  /** An as-of date with a fair amount of content, and a later one with some more. */
  asOfEarly: string;
  asOfLate: string;
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

    beforeAll(async () => {
      sites = await startSampleSites({ sites: [site], asOf: options.asOfEarly });
      base = `${sites.url}${adapter.samplePath}`;
      early = await crawlOnce(adapter, base);
      earlyOutcomes = await Promise.all(early.docs.map((doc) => adapter.parse(doc)));
    });
    afterAll(() => sites.close());

    it('has an id, a description, a sample path matching its offline site, and a schedule', () => {
      expect(adapter.id).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
      expect(adapter.description.length).toBeGreaterThan(10);
      expect(adapter.samplePath).toBe(site.samplePath);
      expect(adapter.schedule.split(' ').length).toBeGreaterThanOrEqual(5);
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
          new Set((await Promise.all(docs.map((d) => adapter.parse(d)))).flatMap((o) => o.notices.map((n) => n.reference)));
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
