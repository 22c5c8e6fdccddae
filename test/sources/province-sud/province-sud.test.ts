import { beforeAll, describe, expect, it } from 'vitest';
import { provinceSudAdapter } from '../../../sources/province-sud/index.ts';
import { SUD_PAGE_SIZE, SUD_QUIRKS, provinceSudSite } from '../../../simulator/sites/province-sud/site.ts';
import { actReference } from '../../../sources/province/index.ts';
import { pickQuirkActs, provinceActs } from '../../../simulator/sites/province/acts.ts';
import { createDefaultSampleWorld } from '../../../simulator/world/index.ts';
import { describeSourceContract } from '../source-contract.ts';
import { sharedEarlyCrawl } from '../early-crawl.ts';
import { crawlOnce, type CrawlResult } from '../crawl-harness.ts';
import { expectActsAsWritten, parseByNumero, type ParsedDoc } from '../province/world-truth.ts';

// 62 acts by this date in the sample world, over 7 listing pages: every kind of act and every
// RIDET form the world prints (122 acts by 2024-06-30 show no other), and the quirks, acts of the
// world's first year (pickQuirkActs). A later date crawls and parses more PDFs for the same claims.
const AS_OF = '2022-06-30';
const world = createDefaultSampleWorld();
const acts = provinceActs(world, 'Sud', AS_OF);
// One crawl at AS_OF for the file: the tricky cases below and the source contract read it.
const early = sharedEarlyCrawl({ adapter: provinceSudAdapter, served: provinceSudSite, asOf: AS_OF });
const quirks = pickQuirkActs(world, 'Sud', SUD_QUIRKS);

describe('ProvinceSud against its offline site (tricky cases)', () => {
  let base: string;
  let first: CrawlResult;
  let byNumero: Map<string, ParsedDoc[]>;
  const only = (name: string): ParsedDoc => byNumero.get(actReference(quirks[name]!.numero))![0]!;

  beforeAll(async () => {
    const shared = await early();
    ({ base, crawl: first } = shared);
    byNumero = await parseByNumero(first, shared.parse);
  });

  it('walks every page of the listing and fetches each act once, the act listed twice included', () => {
    expect(acts.length).toBeGreaterThan(3 * SUD_PAGE_SIZE);
    expect(first.docs).toHaveLength(acts.length);
    expect(byNumero.get(actReference(quirks['duplicate']!.numero))).toHaveLength(1);
  });

  it('recovers from a 500, waits for the slow PDF, and follows the moved one', () => {
    expect(first.failures).toEqual([]);
    expect(only('flaky').outcome.notices).toHaveLength(1);
    expect(only('slow').outcome.notices).toHaveLength(1);
    const moved = only('moved').doc;
    expect(new URL(moved.url).pathname).toMatch(/^\/province-sud\/sites\/default\/files\/actes\//);
    expect(String(moved.meta['requestedUrl'])).toMatch(/\/documents\/actes\/2020\//);
  });

  it('quarantines the truncated PDF and the scanned one as pdf_illisible, under their act number', () => {
    for (const name of ['truncated', 'scanned']) {
      const act = quirks[name]!;
      expect(only(name).outcome).toMatchObject({ notices: [], quarantined: [{ reference: act.numero.replace('n° ', ''), reason: 'pdf_illisible' }] });
    }
    expect(only('scanned').outcome.quarantined[0]?.detail).toMatch(/aucun texte/);
  });

  it('extracts every other act as the world wrote it; acts without RIDET give an empty outcome', () => {
    expectActsAsWritten(acts, byNumero, new Set([quirks['truncated']!.id, quirks['scanned']!.id]));
    expect(acts.some((a) => a.ridet === null)).toBe(true);
  });

  it('serves acts with validators, and a second run gets 304s, fetches nothing and keeps its watermark', async () => {
    expect(first.docs.every((d) => typeof d.meta['etag'] === 'string' && typeof d.meta['lastModified'] === 'string')).toBe(true);
    expect(first.state).toEqual({ watermark: acts.at(-1)!.publicationDate });
    const again = await crawlOnce(provinceSudAdapter, base, { state: first.state, fetches: first.fetches });
    expect(again.docs).toEqual([]);
    expect(again.unchanged.length).toBeGreaterThan(0);
    expect(again.state).toEqual(first.state);
  });
});

describeSourceContract({ adapter: provinceSudAdapter, site: provinceSudSite, asOfEarly: AS_OF, asOfLate: '2022-12-31', early });
