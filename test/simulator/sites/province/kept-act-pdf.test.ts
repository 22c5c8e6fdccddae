import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSampleSites } from '../../../../simulator/sample-sites/server.ts';
import { provinceSudSite } from '../../../../simulator/sites/province-sud/site.ts';
import { createSampleWorld } from '../../../../simulator/world/index.ts';
import { tempFolder } from '../../../helpers/temp-folder.ts';

// As the JONC's printed PDFs (test/simulator/sites/jonc/kept-pdf.test.ts): servers over worlds
// built alike stand for processes serving the offline copies.
describe('the provinces’ act PDFs kept in a folder (SCAN_CACHE_DIR)', () => {
  it('a second server serves the act PDF the first one printed, byte for byte, without printing it again', async () => {
    const world = createSampleWorld();
    const act = world.acts.find((a) => a.province === 'Sud')!;
    const listing = async (scanCacheDir: string | null) => {
      const sites = await startSampleSites({ sites: [provinceSudSite], asOf: act.publicationDate, world: createSampleWorld(), scanCacheDir });
      try {
        const html = await (await fetch(`${sites.url}/province-sud/actes/arretes-et-deliberations`)).text();
        const href = [...html.matchAll(/href="([^"]+\.pdf)"/g)].map((m) => m[1]!)[0]!;
        const response = await fetch(href.startsWith('http') ? href : `${sites.url}${href}`);
        expect(response.status, href).toBe(200);
        return Buffer.from(await response.arrayBuffer());
      } finally {
        await sites.close();
      }
    };
    const drawn = await listing(null);
    const dir = tempFolder('province-printed-');
    expect((await listing(dir)).equals(drawn)).toBe(true);
    const kept = fs.readdirSync(dir);
    expect(kept).toHaveLength(1);
    const written = fs.statSync(path.join(dir, kept[0]!)).ino;
    expect((await listing(dir)).equals(drawn)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(kept);
    expect(fs.statSync(path.join(dir, kept[0]!)).ino).toBe(written);
  }, 120_000);
});
