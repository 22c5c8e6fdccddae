import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { provinceSudSite } from '../../../../simulator/sites/province-sud/site.ts';
import { createSampleWorld } from '../../../../simulator/world/index.ts';
import { tempFolder } from '../../../helpers/temp-folder.ts';
import { bodyOf, servedOnce } from '../served-copies.ts';

// As the JONC's printed PDFs (test/simulator/sites/jonc/kept-pdf.test.ts): servers over worlds
// built alike stand for processes serving the offline copies.
describe('the provinces’ act PDFs kept in a folder (SCAN_CACHE_DIR)', () => {
  it('a second server serves the act PDF the first one printed, byte for byte, without printing it again', async () => {
    const world = createSampleWorld();
    const act = world.acts.find((a) => a.province === 'Sud')!;
    // The first act the listing links, as the crawler finds it.
    const listing = (scanCacheDir: string | null) =>
      servedOnce(provinceSudSite, act.publicationDate, scanCacheDir, async (url) => {
        const html = (await bodyOf(`${url}/province-sud/actes/arretes-et-deliberations`)).toString('utf8');
        const href = /href="([^"]+\.pdf)"/.exec(html)![1]!;
        return bodyOf(href.startsWith('http') ? href : `${url}${href}`);
      });
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
