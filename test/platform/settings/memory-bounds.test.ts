import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MEMORY_BOUNDS, SETTINGS, renderConfigurationDoc } from '../../../platform/settings/index.ts';

/**
 * Every in-process cache or table that grows with traffic is listed with what bounds it and how
 * it evicts (docs/configuration.md, "In-process caches"): a setting, or a fixed bound the list
 * says why is fixed.
 */
describe('the in-process caches listed in docs/configuration.md', () => {
  it('name settings that exist, and a fixed bound only with its reason', () => {
    expect(MEMORY_BOUNDS.length).toBeGreaterThan(10);
    for (const bound of MEMORY_BOUNDS) {
      for (const name of bound.settings) expect(Object.keys(SETTINGS), `${bound.cache}: ${name}`).toContain(name);
      if (bound.settings.length === 0) expect(bound.fixed?.length ?? 0, bound.cache).toBeGreaterThan(20);
      expect(bound.eviction.length, bound.cache).toBeGreaterThan(10);
      expect(fs.existsSync(new URL(`../../../${bound.file}`, import.meta.url)), bound.file).toBe(true);
    }
  });

  it('include the four the structure review named: the change log, the export copies, the rate limiters, the response memo', () => {
    const settings = new Set(MEMORY_BOUNDS.flatMap((b) => b.settings));
    for (const name of ['CHANGES_EVENTS_KEPT', 'CHANGES_HISTORIES_KEPT', 'EXPORTS_CACHE_MB', 'QUOTA_COUNTER_KEYS', 'REPORTS_RATE_LIMIT_CLIENTS', 'BODY_CACHE_MB']) {
      expect(settings, name).toContain(name);
    }
  });

  it('leave out no map or set the API process keeps for its life, unless it says why it cannot grow', () => {
    // Files holding a Map or Set as a class field or at module level, other than a table written
    // in the code (`new Set([...])`): what lives as long as an instance, or as the process.
    const holder = /^\s*(?:readonly )?#\w+(?:: [^=]+)? = new (?:Map|Set)\b(?!\(\[)|^(?:export )?(?:const|let) \w+(?:: [^=]+)? = new (?:Map|Set)\b(?!\(\[)/m;
    const root = new URL('../../../', import.meta.url);
    const holders = ['api', 'webhooks', 'signalements'].flatMap((folder) =>
      fs
        .readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts'))
        .map((file) => `${folder}/${file}`)
        .filter((file) => holder.test(fs.readFileSync(new URL(file, root), 'utf8'))),
    );
    const listed = new Set(MEMORY_BOUNDS.map((b) => b.file));
    const unlisted = holders.filter((file) => !listed.has(file) && !(file in BOUNDED_BY_THE_CODE)).sort();
    expect(unlisted, 'list each in platform/settings/memory-bounds.ts, or say here why it cannot grow').toEqual([]);
    for (const file of Object.keys(BOUNDED_BY_THE_CODE)) expect(holders, `${file} no longer holds one: drop it here`).toContain(file);
  });

  it('are rendered into docs/configuration.md, each with its file', () => {
    const doc = renderConfigurationDoc([]);
    expect(doc).toContain('## In-process caches');
    for (const bound of MEMORY_BOUNDS) expect(doc).toContain(`\`${bound.file}\``);
  });
});

/** Maps and sets that grow with nothing a client or a snapshot sends: what bounds each. */
const BOUNDED_BY_THE_CODE: Record<string, string> = {
  'api/cluster/counter-owner.ts': 'one counter per name (the anonymous hour, the plans), its counts bounded by QUOTA_COUNTER_KEYS',
  'api/cluster/metrics-owner.ts': 'one entry per worker (API_WORKERS)',
  'api/latency-histogram.ts': 'one series per route id of the route table',
  'api/metrics.ts': 'one series per route id of the route table',
  'api/search/people-places.ts': 'one list per commune of a snapshot\'s index, kept with its search engine (SEARCH_ENGINES)',
};
