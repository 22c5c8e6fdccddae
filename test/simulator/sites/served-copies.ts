import { expect } from 'vitest';
import type { OfflineSite } from '../../../simulator/sample-sites/offline-site.ts';
import { startSampleSites } from '../../../simulator/sample-sites/server.ts';
import { createSampleWorld } from '../../../simulator/world/index.ts';

/**
 * `ask` against one offline site served over a world of its own (its PDFs in memory are its own,
 * as a process's are) with the folder of kept renders given, the server closed after.
 */
export async function servedOnce<T>(site: OfflineSite, asOf: string, scanCacheDir: string | null, ask: (url: string) => Promise<T>): Promise<T> {
  const sites = await startSampleSites({ sites: [site], asOf, world: createSampleWorld(), scanCacheDir });
  try {
    return await ask(sites.url);
  } finally {
    await sites.close();
  }
}

/** The body of a 200 answer. */
export async function bodyOf(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}
