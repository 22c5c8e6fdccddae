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

  it('are rendered into docs/configuration.md, each with its file', () => {
    const doc = renderConfigurationDoc([]);
    expect(doc).toContain('## In-process caches');
    for (const bound of MEMORY_BOUNDS) expect(doc).toContain(`\`${bound.file}\``);
  });
});
