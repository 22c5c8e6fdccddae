import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { archiveRendition, joncIssues, joncOfflineSite } from '../../../../simulator/sites/jonc/site.ts';
import { createSampleWorld } from '../../../../simulator/world/index.ts';
import { tempFolder } from '../../../helpers/temp-folder.ts';
import { bodyOf, servedOnce } from '../served-copies.ts';

// Servers over worlds built alike stand for processes serving the offline copies (each world has
// its own PDFs in memory): one without a folder draws every PDF, the first with a folder keeps
// them, the second must serve the same bytes from the folder without writing any again.
describe('the offline copies’ printed PDFs kept in a folder (SCAN_CACHE_DIR)', () => {
  it('a second server serves the JONC issue and publication the first one printed, byte for byte, without printing them again', async () => {
    const world = createSampleWorld();
    const archived = joncIssues(world).find((i) => i.format === 'archive' && archiveRendition(world, i.numero) === 'texte')!;
    const publication = joncIssues(world).flatMap((i) => i.items).find((item) => item.type === 'PUBLICATION_LEGALE' && item.id !== null && item.numero === null)!;
    const paths = [`/jonc/anciens/pdf/${archived.date.slice(0, 4)}/JONC_${archived.numero}.pdf`, `/jonc/api/publication-legale/${publication.id}/pdf`];
    const get = (scanCacheDir: string | null) => servedOnce(joncOfflineSite, '2026-12-31', scanCacheDir, (url) => Promise.all(paths.map((p) => bodyOf(`${url}${p}`))));
    const drawn = await get(null);
    const dir = tempFolder('jonc-printed-');
    expect((await get(dir)).map((b, i) => b.equals(drawn[i]!))).toEqual([true, true]);
    const kept = fs.readdirSync(dir).sort();
    expect(kept).toHaveLength(2);
    const written = kept.map((f) => fs.statSync(path.join(dir, f)).ino);
    expect((await get(dir)).map((b, i) => b.equals(drawn[i]!))).toEqual([true, true]);
    // A hit reads; a miss would have renamed a new file over the entry (another inode).
    expect(fs.readdirSync(dir).sort()).toEqual(kept);
    expect(kept.map((f) => fs.statSync(path.join(dir, f)).ino)).toEqual(written);
  }, 120_000);
});
