import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cachedScanPdf, printTextPdf, scanPdf } from '../../../simulator/scans/index.ts';
import { tempFolder } from '../../helpers/temp-folder.ts';

const TEXT = 'AVIS DE CONSTITUTION\nLa société LAGON BLEU, RIDET n° 1 111 111.001, est constituée.';
// At 50 dpi rather than the offline copies' 200: what is kept, keyed and replaced is the same at
// any resolution, and each of the file's five renders costs a sixteenth of the pixels.
const SCAN = { seed: 7, scannedOn: '2020-06-30', dpi: 50 } as const;
// A scanner that cannot run: a call given it fails with scan_rendu_impossible as soon as it
// renders, so one that succeeds returned what the folder held, without spawning pdftoppm.
const NO_SCANNER = { ...SCAN, pdftoppm: '/nonexistent/pdftoppm' };

describe('cachedScanPdf (the offline copies’ scans kept on disk)', () => {
  let printed: Buffer;
  let reference: Buffer;
  let kept: string;
  beforeAll(async () => {
    printed = await printTextPdf(TEXT);
    reference = await scanPdf(printed, SCAN);
    kept = tempFolder('scan-cache-');
    await cachedScanPdf(printed, SCAN, kept);
  }, 120_000);

  const entries = (dir: string) => fs.readdirSync(dir).filter((f) => !f.startsWith('.'));
  const copyOfKept = () => {
    const dir = tempFolder('scan-cache-');
    fs.cpSync(kept, dir, { recursive: true });
    return dir;
  };

  it('renders a scan once: the next call reads the same bytes back without running pdftoppm', async () => {
    expect(entries(kept)).toHaveLength(1);
    expect((await cachedScanPdf(printed, NO_SCANNER, kept)).equals(reference)).toBe(true);
  });

  it('keys an entry by the printed bytes, the seed, the date and the resolution: another of each is a miss', async () => {
    const other = await printTextPdf(`${TEXT}\nFin.`);
    await expect(cachedScanPdf(printed, { ...NO_SCANNER, seed: 8 }, kept)).rejects.toMatchObject({ code: 'scan_rendu_impossible' });
    await expect(cachedScanPdf(printed, { ...NO_SCANNER, dpi: 200 }, kept)).rejects.toMatchObject({ code: 'scan_rendu_impossible' });
    await expect(cachedScanPdf(printed, { ...NO_SCANNER, scannedOn: '2021-06-30' }, kept)).rejects.toMatchObject({ code: 'scan_rendu_impossible' });
    await expect(cachedScanPdf(other, NO_SCANNER, kept)).rejects.toMatchObject({ code: 'scan_rendu_impossible' });
  });

  it('takes a cut, damaged or empty entry for a miss, renders again and replaces it', async () => {
    const dir = copyOfKept();
    const file = path.join(dir, entries(dir)[0]!);
    const whole = fs.readFileSync(file);
    const flipped = Buffer.from(whole);
    flipped[200] = flipped[200]! ^ 0xff;
    for (const damaged of [whole.subarray(0, Math.floor(whole.length / 2)), flipped, Buffer.alloc(0)]) {
      fs.writeFileSync(file, damaged);
      await expect(cachedScanPdf(printed, NO_SCANNER, dir)).rejects.toMatchObject({ code: 'scan_rendu_impossible' });
    }
    expect((await cachedScanPdf(printed, SCAN, dir)).equals(reference)).toBe(true);
    expect(fs.readFileSync(file).equals(whole)).toBe(true);
  }, 120_000);

  it('leaves no half-written file behind concurrent renders of one scan', async () => {
    const dir = tempFolder('scan-cache-');
    const scans = await Promise.all([cachedScanPdf(printed, SCAN, dir), cachedScanPdf(printed, SCAN, dir)]);
    for (const scan of scans) expect(scan.equals(reference)).toBe(true);
    expect(fs.readdirSync(dir)).toHaveLength(1);
  }, 120_000);

  it('reads nothing without a folder', async () => {
    await expect(cachedScanPdf(printed, NO_SCANNER, null)).rejects.toMatchObject({ code: 'scan_rendu_impossible' });
  });
});
