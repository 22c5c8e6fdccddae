import { beforeAll, describe, expect, it } from 'vitest';
import { provinceIlesAdapter } from '../../../sources/province-iles/index.ts';
import { ILES_FIRST_YEAR, ILES_QUIRKS, provinceIlesSite } from '../../../simulator/sites/province-iles/site.ts';
import { actReference } from '../../../sources/province/index.ts';
import { pickQuirkActs, provinceActs } from '../../../simulator/sites/province/acts.ts';
import { createDefaultSampleWorld } from '../../../simulator/world/index.ts';
import { crawlOnce, type CrawlResult } from '../crawl-harness.ts';
import { describeSourceContract } from '../source-contract.ts';
import { sharedEarlyCrawl } from '../early-crawl.ts';
import { expectActsAsWritten, parseByNumero, type ParsedDoc } from '../province/world-truth.ts';

const AS_OF = '2024-06-30';
const world = createDefaultSampleWorld();
const acts = provinceActs(world, 'Iles', AS_OF);
// One crawl at AS_OF for the file: the tricky cases below and the source contract read it.
const early = sharedEarlyCrawl({ adapter: provinceIlesAdapter, served: provinceIlesSite, asOf: AS_OF });
const quirks = pickQuirkActs(world, 'Iles', ILES_QUIRKS);

// The Îles publish few acts that are announcements: the later date must see at least one more.
describeSourceContract({ adapter: provinceIlesAdapter, site: provinceIlesSite, asOfEarly: AS_OF, asOfLate: '2025-06-30', early });

describe('ProvinceIles against its offline site (tricky cases)', () => {
  let base: string;
  let first: CrawlResult;
  let byNumero: Map<string, ParsedDoc[]>;
  const only = (name: string): ParsedDoc => byNumero.get(actReference(quirks[name]!.numero))![0]!;

  beforeAll(async () => {
    const shared = await early();
    ({ base, crawl: first } = shared);
    byNumero = await parseByNumero(first, shared.parse);
  });

  it('serves Windows-1252 listings that the crawler decodes (titles keep their accents)', async () => {
    const page = Buffer.from(await (await fetch(`${base}/arretes-2020.htm`)).arrayBuffer());
    expect(page.includes(Buffer.from('Arrêté'))).toBe(false);
    expect(page.includes(Buffer.from([0x41, 0x72, 0x72, 0xea, 0x74, 0xe9]))).toBe(true);
    expect(first.docs.map((d) => d.meta['titre']).sort()).toEqual(acts.map((a) => a.titre).sort());
  });

  it('lists the empty year without failing, retries the PDF that answered 500, fetches the act listed twice once', () => {
    expect(acts.some((a) => a.publicationDate.startsWith(String(ILES_FIRST_YEAR)))).toBe(false);
    expect(first.failures).toEqual([]);
    expect(first.docs).toHaveLength(acts.length);
    expect(byNumero.get(actReference(quirks['duplicate']!.numero))).toHaveLength(1);
    expect(only('flaky').outcome.notices).toHaveLength(quirks['flaky']!.expectedType ? 1 : 0);
  });

  it('quarantines the truncated and the scanned PDF as pdf_illisible', () => {
    for (const name of ['truncated', 'scanned']) {
      expect(only(name).outcome).toMatchObject({ notices: [], quarantined: [{ reference: quirks[name]!.numero.replace('n° ', ''), reason: 'pdf_illisible' }] });
    }
  });

  it('extracts every other act as the world wrote it; acts without RIDET give an empty outcome', () => {
    expectActsAsWritten(acts, byNumero, new Set([quirks['truncated']!.id, quirks['scanned']!.id]));
  });

  it('a second run gets 304s, fetches nothing and keeps its watermark', async () => {
    expect(first.state).toEqual({ watermark: acts.at(-1)!.publicationDate });
    const again = await crawlOnce(provinceIlesAdapter, base, { state: first.state, fetches: first.fetches });
    expect(again.docs).toEqual([]);
    expect(again.state).toEqual(first.state);
  });
});
