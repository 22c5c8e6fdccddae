import { beforeAll, describe, expect, it } from 'vitest';
import type { ParseOutcome } from '../../../kernel/model/announcement.ts';
import { lncAdapter } from '../../../sources/lnc/index.ts';
import { lncSite } from '../../../simulator/sites/lnc/site.ts';
import { lncCatalogue } from '../../../simulator/sites/lnc/catalogue.ts';
import type { SampleSites } from '../../../simulator/sample-sites/server.ts';
import { createDefaultSampleWorld } from '../../../simulator/world/index.ts';
import { crawlOnce, type CrawlResult } from '../crawl-harness.ts';
import { describeSourceContract } from '../source-contract.ts';
import { sharedEarlyCrawl } from '../early-crawl.ts';
import { recordingSite } from '../newspaper/recording-site.ts';

const EARLY = '2024-06-30';
const LATE = '2024-09-30';

// One crawl at EARLY for the file, of a copy that records its requests: the source contract and
// the end-to-end tests below read it; what the crawl itself requested is kept apart, since the
// contract's later crawls ask the same server.
const recording = recordingSite(lncSite);
let firstRequests: readonly string[] = [];
const early = sharedEarlyCrawl({ adapter: lncAdapter, served: recording.site, asOf: EARLY, onCrawled: () => (firstRequests = [...recording.requests]) });

describeSourceContract({ adapter: lncAdapter, site: lncSite, asOfEarly: EARLY, asOfLate: LATE, early });

describe('LNC offline copy, end to end', () => {
  const catalogue = lncCatalogue(createDefaultSampleWorld());
  const visible = (asOf: string) => catalogue.ads.filter((ad) => ad.publicationDate <= asOf);
  let sites: SampleSites;
  let base: string;
  let first: CrawlResult;
  let outcomes: Map<string, ParseOutcome>;

  beforeAll(async () => {
    const shared = await early();
    ({ sites, base, crawl: first } = shared);
    outcomes = new Map(await Promise.all(first.docs.map(async (doc) => [String(doc.meta['adId']), await shared.parse(doc)] as const)));
  });

  const adWith = (predicate: (ad: (typeof catalogue.ads)[number]) => boolean) => {
    const ad = visible(EARLY).find(predicate);
    if (!ad) throw new Error('the default world has no such ad before the early date');
    return ad;
  };

  it('fetches every ad online once, recovering the listing page that fails once with a 500', () => {
    expect(first.failures).toEqual([]);
    expect(firstRequests.filter((r) => r === catalogue.flakyListingPath).length).toBe(2);
    const fetched = first.docs.map((doc) => String(doc.meta['adId'])).sort();
    expect(fetched).toEqual(visible(EARLY).map((ad) => String(ad.id)).sort());
  });

  it('fetches an ad listed under two categories only once', () => {
    const twice = adWith((ad) => ad.alsoListedIn.length > 0);
    expect(first.docs.filter((doc) => doc.meta['adId'] === String(twice.id))).toHaveLength(1);
    expect(firstRequests.filter((r) => r === twice.path)).toHaveLength(1);
  });

  it('follows an ad moved to a new URL (301) and archives it under its new address', () => {
    const moved = adWith((ad) => ad.movedFrom !== null);
    const doc = first.docs.find((d) => d.meta['adId'] === String(moved.id));
    expect(doc?.url).toBe(`${base}${moved.path}`);
    expect(doc?.meta['requestedUrl']).toBe(`${base}${moved.movedFrom}`);
    expect(outcomes.get(String(moved.id))?.notices[0]?.reference).toBe(String(moved.id));
  });

  it('waits for the slow ad page instead of giving up on it', () => {
    const slow = adWith((ad) => ad.variant === 'slow');
    expect(outcomes.get(String(slow.id))?.notices).toHaveLength(1);
  });

  it('extracts what the world published: RIDET, type, dénomination, and the publication date', () => {
    let compared = 0;
    for (const ad of visible(EARLY)) {
      const notice = outcomes.get(String(ad.id))?.notices[0];
      if (!notice) continue;
      expect({ ridet: notice.ridet, type: notice.type, denomination: notice.denomination, date: notice.date }).toEqual({
        ridet: ad.event.expected.ridet,
        type: ad.event.expected.type,
        denomination: ad.event.expected.denomination,
        date: ad.publicationDate,
      });
      compared += 1;
    }
    expect(compared).toBeGreaterThan(visible(EARLY).length - 6);
  });

  it('quarantines the truncated page and the ads without RIDET, with their reasons', () => {
    const truncated = adWith((ad) => ad.variant === 'truncated');
    expect(outcomes.get(String(truncated.id))?.quarantined[0]?.reason).toBe('html_invalide');
    const withoutRidet = visible(EARLY).filter((ad) => ad.event.defect === 'sans_ridet');
    expect(withoutRidet.length).toBeGreaterThan(0);
    for (const ad of withoutRidet) expect(outcomes.get(String(ad.id))?.quarantined[0]?.reason).toBe('ridet_absent');
  });

  it('decodes the Windows-1252 pages, the one mislabelled as UTF-8 included', () => {
    for (const ad of visible(EARLY).filter((a) => a.variant === 'windows-1252' || a.variant === 'mislabelled')) {
      const notice = outcomes.get(String(ad.id))?.notices[0];
      expect(notice?.denomination).toBe(ad.event.expected.denomination);
      expect(notice?.texte).not.toContain('\uFFFD');
    }
  });

  it('serves ad pages with ETag and Last-Modified, and answers 304 to If-None-Match', async () => {
    const ad = adWith((a) => a.variant === 'normal');
    const response = await fetch(`${base}${ad.path}`);
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(response.headers.get('last-modified')).toBeTruthy();
    const again = await fetch(`${base}${ad.path}`, { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);
  });

  describe('incremental runs', () => {
    it('fetches no ad again with the same as-of date, reading only the top of each listing', async () => {
      recording.requests.length = 0;
      const again = await crawlOnce(lncAdapter, base, { state: first.state, fetches: first.fetches });
      expect(again.docs).toEqual([]);
      expect(again.failures).toEqual([]);
      // Ads inside the safety margin are re-checked, and cost a 304.
      expect(again.unchanged.length).toBeGreaterThan(0);
      const listingPages = recording.requests.filter((r) => r.startsWith('/annonces-legales/') && !r.startsWith('/annonces-legales/annonce'));
      expect(listingPages.length).toBeLessThanOrEqual(2 * 6);
      expect(again.state).toEqual(first.state);
    });

    it('fetches exactly the ads published since, and moves the watermark', async () => {
      sites.setAsOf(LATE);
      try {
        const later = await crawlOnce(lncAdapter, base, { state: first.state, fetches: first.fetches });
        const earlyIds = new Set(visible(EARLY).map((ad) => ad.id));
        const expected = visible(LATE).filter((ad) => !earlyIds.has(ad.id)).map((ad) => String(ad.id)).sort();
        expect(later.docs.map((doc) => String(doc.meta['adId'])).sort()).toEqual(expected);
        const newest = (later.state as { newest: Record<string, string> }).newest;
        expect(Object.values(newest).some((date) => date > EARLY)).toBe(true);
      } finally {
        sites.setAsOf(EARLY);
      }
    });

    it('asks again next run for an ad page that could not be fetched, whatever the watermark', async () => {
      const ad = adWith((a) => a.variant === 'normal' && a.publicationDate < '2024-01-01');
      const state = { ...(first.state as object), pending: [{ url: `${base}${ad.path}`, adId: String(ad.id), category: ad.categoryLabel, publicationDate: ad.publicationDate }] };
      const retried = await crawlOnce(lncAdapter, base, { state, fetches: new Map() });
      expect(retried.docs.map((doc) => doc.meta['adId'])).toContain(String(ad.id));
      expect((retried.state as { pending: unknown[] }).pending).toEqual([]);
    });
  });
});
