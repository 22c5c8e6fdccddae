import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSampleSites } from '../../../../simulator/sample-sites/server.ts';
import { archiveRendition, joncIssues, joncOfflineSite } from '../../../../simulator/sites/jonc/site.ts';
import { createDefaultSampleWorld, createSampleWorld } from '../../../../simulator/world/index.ts';
import { tempFolder } from '../../../helpers/temp-folder.ts';

// Two servers over two worlds built alike stand for two processes serving the offline copies
// (each world has its own in-memory PDFs): the second must read the first one's scan back.
describe('the offline JONC archive’s scans kept in a folder (SCAN_CACHE_DIR)', () => {
  it('a second server serves the scan the first one rendered, byte for byte, without writing it again', async () => {
    const dir = tempFolder('jonc-scans-');
    // The issue is looked up in the worker's default world, built alike; only the servers need worlds of their own.
    const issue = joncIssues(createDefaultSampleWorld()).find((i) => i.numero === 10195)!;
    expect(archiveRendition(createDefaultSampleWorld(), issue.numero)).toBe('numerise');
    const get = async (scanCacheDir: string | null) => {
      const sites = await startSampleSites({ sites: [joncOfflineSite], asOf: '2020-12-31', world: createSampleWorld(), scanCacheDir });
      try {
        const response = await fetch(`${sites.url}/jonc/anciens/pdf/2020/JONC_10195.pdf`);
        expect(response.status).toBe(200);
        return Buffer.from(await response.arrayBuffer());
      } finally {
        await sites.close();
      }
    };
    const first = await get(dir);
    // The scan, beside the printed issue it was made from (kept too: kept-pdf.ts).
    const scans = () => fs.readdirSync(dir).filter((f) => !f.startsWith('printed-'));
    const [entry, ...others] = scans();
    expect(others).toEqual([]);
    const written = fs.statSync(path.join(dir, entry!));
    const second = await get(dir);
    expect(second.equals(first)).toBe(true);
    // A hit reads; a miss would have renamed a new file over the entry (another inode).
    const after = fs.statSync(path.join(dir, entry!));
    expect([after.ino, after.mtimeMs]).toEqual([written.ino, written.mtimeMs]);
    expect(scans()).toEqual([entry]);
  }, 120_000);
});
