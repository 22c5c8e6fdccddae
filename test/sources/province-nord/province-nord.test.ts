import { beforeAll, describe, expect, it } from 'vitest';
import { provinceNordAdapter } from '../../../sources/province-nord/index.ts';
import { NORD_FIRST_YEAR, NORD_FLAKY_YEAR, NORD_QUIRKS, provinceNordSite } from '../../../simulator/sites/province-nord/site.ts';
import { actReference } from '../../../sources/province/index.ts';
import { pickQuirkActs, provinceActs } from '../../../simulator/sites/province/acts.ts';
import { createDefaultSampleWorld } from '../../../simulator/world/index.ts';
import { crawlOnce, type CrawlResult } from '../crawl-harness.ts';
import { describeSourceContract } from '../source-contract.ts';
import { sharedEarlyCrawl } from '../early-crawl.ts';
import { expectActsAsWritten, parseByNumero, type ParsedDoc } from '../province/world-truth.ts';

// 32 acts by this date in the sample world: every kind of act, RIDET form, announcement type and
// quarantine the world prints for Nord (46 acts by 2024-06-30 show no other), its flaky year's and
// the quirks, acts of the world's first year (pickQuirkActs). A later date crawls and parses more
// PDFs for the same claims; the contract's later date adds 2 acts to find incrementally.
const AS_OF = '2022-12-31';
const world = createDefaultSampleWorld();
const acts = provinceActs(world, 'Nord', AS_OF);
// One crawl at AS_OF for the file: the source contract and the tricky cases below read it.
const early = sharedEarlyCrawl({ adapter: provinceNordAdapter, served: provinceNordSite, asOf: AS_OF });
const quirks = pickQuirkActs(world, 'Nord', NORD_QUIRKS);

describeSourceContract({ adapter: provinceNordAdapter, site: provinceNordSite, asOfEarly: AS_OF, asOfLate: '2023-06-30', early });

describe('ProvinceNord against its offline site (tricky cases)', () => {
  let base: string;
  let first: CrawlResult;
  let byNumero: Map<string, ParsedDoc[]>;
  const only = (name: string): ParsedDoc => byNumero.get(actReference(quirks[name]!.numero))![0]!;

  beforeAll(async () => {
    const shared = await early();
    ({ base, crawl: first } = shared);
    byNumero = await parseByNumero(first, shared.parse);
  });

  it('lists every year, the empty one included, and recovers the year page that answered 500', () => {
    expect(acts.some((a) => a.publicationDate.startsWith(String(NORD_FIRST_YEAR)))).toBe(false);
    expect(acts.some((a) => a.publicationDate.startsWith(String(NORD_FLAKY_YEAR)))).toBe(true);
    expect(first.failures).toEqual([]);
    expect(first.docs).toHaveLength(acts.length);
  });

  it('fetches the act highlighted twice once, waits for the slow page, follows the moved one', () => {
    expect(byNumero.get(actReference(quirks['duplicate']!.numero))).toHaveLength(1);
    expect(byNumero.has(actReference(quirks['slow']!.numero))).toBe(true);
    expect(new URL(only('moved').doc.url).pathname).toMatch(/^\/province-nord\/publications\/actes\//);
  });

  it('reads the page with broken markup and the Windows-1252 page labelled UTF-8', () => {
    const broken = quirks['broken']!;
    expect(only('broken').outcome.notices[0]).toMatchObject({ ridet: broken.ridet, denomination: broken.denomination, titre: broken.titre });
    const legacy = quirks['legacyEncoding']!;
    expect(only('legacyEncoding').doc.body.includes(Buffer.from('é'))).toBe(false);
    expect(only('legacyEncoding').outcome.notices[0]).toMatchObject({ ridet: legacy.ridet, denomination: legacy.denomination, titre: legacy.titre });
  });

  it('quarantines the page the server cut short as html_invalide', () => {
    expect(only('cut').outcome).toMatchObject({ notices: [], quarantined: [{ reference: quirks['cut']!.numero.replace('n° ', ''), reason: 'html_invalide' }] });
  });

  it('extracts every other act as the world wrote it; acts without RIDET give an empty outcome', () => {
    expectActsAsWritten(acts, byNumero, new Set([quirks['cut']!.id]));
  });

  it('a second run gets 304s, fetches nothing and keeps its watermark', async () => {
    expect(first.state).toEqual({ watermark: acts.at(-1)!.publicationDate });
    const again = await crawlOnce(provinceNordAdapter, base, { state: first.state, fetches: first.fetches });
    expect(again.docs).toEqual([]);
    expect(again.unchanged.length).toBeGreaterThan(0);
    expect(again.state).toEqual(first.state);
  });
});
