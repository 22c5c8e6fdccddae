import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParseOutcome } from '../../../kernel/model/announcement.ts';
import { actuncAdapter } from '../../../sources/actunc/index.ts';
import { actuncSite } from '../../../simulator/sites/actunc/site.ts';
import { actuncCatalogue } from '../../../simulator/sites/actunc/catalogue.ts';
import { startSampleSites, type SampleSites } from '../../../simulator/sample-sites/server.ts';
import { addDays, createDefaultSampleWorld } from '../../../simulator/world/index.ts';
import { crawlOnce, type CrawlResult } from '../crawl-harness.ts';
import { describeSourceContract } from '../source-contract.ts';
import { recordingSite } from '../newspaper/recording-site.ts';
import { testParseContext } from '../../helpers/parse-context.ts';

const EARLY = '2024-06-30';
const LATE = '2024-09-30';

describeSourceContract({ adapter: actuncAdapter, site: actuncSite, asOfEarly: EARLY, asOfLate: LATE });

describe('Actu.nc offline copy, end to end', () => {
  const catalogue = actuncCatalogue(createDefaultSampleWorld());
  // Late enough to see a sale of a business with its second insertion and an ad without RIDET:
  // Actu NC prints few of either, so the date follows the world rather than the calendar.
  const firstSale = catalogue.ads.find((ad) => ad.event.category === 'ventes_fonds' && ad.publicationDate >= LATE.slice(0, 4));
  const firstWithoutRidet = catalogue.ads.find((ad) => ad.event.defect === 'sans_ridet');
  const END = [LATE, firstSale ? addDays(firstSale.publicationDate, 10) : LATE, firstWithoutRidet?.publicationDate ?? LATE].sort().at(-1)!;
  const visible = (asOf: string) => catalogue.ads.filter((ad) => ad.publicationDate <= asOf);
  const recording = recordingSite(actuncSite);
  let sites: SampleSites;
  let base: string;
  let late: CrawlResult;
  let outcomes: Map<string, ParseOutcome>;

  // At the end date a sale of a business shows its second insertion.
  beforeAll(async () => {
    sites = await startSampleSites({ sites: [recording.site], asOf: END });
    base = `${sites.url}/actunc`;
    late = await crawlOnce(actuncAdapter, base);
    outcomes = new Map(await Promise.all(late.docs.map(async (doc) => [String(doc.meta['adId']), await actuncAdapter.parse(doc, testParseContext())] as const)));
  });
  afterAll(() => sites.close());

  const adWith = (predicate: (ad: (typeof catalogue.ads)[number]) => boolean) => {
    const ad = visible(END).find(predicate);
    if (!ad) throw new Error('the default world has no such ad before the end date');
    return ad;
  };

  it('walks the single listing (?page=N), recovering the page that fails once with a 500', () => {
    expect(late.failures).toEqual([]);
    expect(recording.requests.filter((r) => r === `/annonces-legales?page=${catalogue.flakyPage}`)).toHaveLength(2);
    expect(late.docs.map((doc) => String(doc.meta['adId'])).sort()).toEqual(visible(END).map((ad) => ad.reference).sort());
  });

  it('fetches a sale of a business inserted twice only once, dated by its first insertion', () => {
    const sale = adWith((ad) => ad.event.category === 'ventes_fonds' && addDays(ad.publicationDate, 7) <= END);
    expect(late.docs.filter((doc) => doc.meta['adId'] === sale.reference)).toHaveLength(1);
    expect(outcomes.get(sale.reference)?.notices[0]?.date).toBe(sale.publicationDate);
  });

  it('takes the category of each ad from its listing item, the listing having none', () => {
    const doc = late.docs.find((d) => d.meta['adId'] === visible(END)[0]?.reference);
    expect(doc?.meta['category']).toBe(visible(END)[0]?.categoryLabel);
  });

  it('follows the legacy URL moved with a 301 and waits for the slow page', () => {
    const moved = adWith((ad) => ad.movedFrom !== null);
    const doc = late.docs.find((d) => d.meta['adId'] === moved.reference);
    expect(doc?.url).toBe(`${base}/annonce.php?id=${moved.id}`);
    const slow = adWith((ad) => ad.variant === 'slow');
    expect(outcomes.get(slow.reference)?.notices).toHaveLength(1);
  });

  it('extracts what the world published, from Windows-1252 pages', () => {
    let compared = 0;
    for (const ad of visible(END)) {
      const notice = outcomes.get(ad.reference)?.notices[0];
      if (!notice) continue;
      expect({ ridet: notice.ridet, type: notice.type, denomination: notice.denomination, date: notice.date, reference: notice.reference }).toEqual({
        ridet: ad.event.expected.ridet,
        type: ad.event.expected.type,
        denomination: ad.event.expected.denomination,
        date: ad.publicationDate,
        reference: ad.reference,
      });
      expect(notice.texte).not.toContain('\uFFFD');
      compared += 1;
    }
    expect(compared).toBeGreaterThan(visible(END).length - 5);
  });

  it('quarantines the truncated page and the ads without RIDET', () => {
    const truncated = adWith((ad) => ad.variant === 'truncated');
    expect(outcomes.get(truncated.reference)?.quarantined[0]?.reason).toBe('html_invalide');
    const withoutRidet = visible(END).filter((ad) => ad.event.defect === 'sans_ridet');
    expect(withoutRidet.length).toBeGreaterThan(0);
    for (const ad of withoutRidet) expect(outcomes.get(ad.reference)?.quarantined[0]?.reason).toBe('ridet_absent');
  });

  it('re-reads only the newest listing pages on the next run and fetches nothing again', async () => {
    recording.requests.length = 0;
    const again = await crawlOnce(actuncAdapter, base, { state: late.state, fetches: late.fetches });
    expect(again.docs).toEqual([]);
    expect(again.failures).toEqual([]);
    expect(again.unchanged.length).toBeGreaterThan(0);
    const listingPages = recording.requests.filter((r) => r.startsWith('/annonces-legales'));
    const allPages = Math.ceil(catalogue.insertions.filter((i) => i.date <= END).length / 15);
    expect(listingPages.length).toBeLessThan(allPages);
  });
});
