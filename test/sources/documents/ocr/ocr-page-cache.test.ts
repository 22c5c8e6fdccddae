import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../platform/config.ts';
import { OcrEngine, type OcrOptions } from '../../../../sources/documents/ocr/ocr-engine.ts';
import { runProgram, type ProgramRunner } from '../../../../sources/documents/ocr/run-program.ts';
import { printTextPdf, scanPdf } from '../../../../simulator/scans/index.ts';
import { holdsReading } from '../../../helpers/ocr-reading.ts';
import { fakePdftoppm, fakeTesseract } from './helpers/stand-in-programs.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Every program the engine runs, through its runner seam. */
function countingRunner(): { run: ProgramRunner; recognitions: () => number; renders: () => number } {
  const calls: Array<{ program: string; args: readonly string[] }> = [];
  const run: ProgramRunner = (program, args, options) => {
    calls.push({ program, args });
    return runProgram(program, args, options);
  };
  return {
    run,
    // `--version` and `--list-langs` are asked for the cache key; a recognition is any other tesseract run.
    recognitions: () => calls.filter((c) => path.basename(c.program) === 'tesseract' && c.args[0] !== '--version' && c.args[0] !== '--list-langs').length,
    renders: () => calls.filter((c) => path.basename(c.program) === 'pdftoppm' && c.args[0] !== '-v').length,
  };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// The cache is the point here, not the reading: both programs are stand-ins (a real render is an
// 8 MB image a page); the last test of the file reads with the real ones, across processes.
describe('OCR page cache on disk', () => {
  let dir: string;
  let pdf: Buffer;
  let tesseract: string;
  let pdftoppm: string;
  const engine = (cacheDir: string | null, options: Partial<OcrOptions> = {}) => {
    const counter = countingRunner();
    return { counter, engine: new OcrEngine({ tesseract, pdftoppm, cacheDir, concurrency: 1, run: counter.run, ...options }) };
  };
  const entries = async (cacheDir: string) => (await fs.readdir(path.join(cacheDir, sha256(pdf)))).sort();

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ocr-cache-test-'));
    pdf = await printTextPdf('AVIS DE DISSOLUTION');
    tesseract = await fakeTesseract(path.join(dir, 'bin'), 'tesseract 5.3.0');
    pdftoppm = await fakePdftoppm(path.join(dir, 'bin'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('a page read once is read from disk by another engine: same text and confidence, no program run', async () => {
    const cacheDir = path.join(dir, 'hit');
    const first = engine(cacheDir);
    const [read] = await first.engine.readPages(pdf, [1]);
    expect(read!.text).toBe('AVIS DISSOUS');
    expect(read!.confidence).toBeCloseTo(0.8, 10);
    expect(read!.words).toBe(2);
    expect(first.counter.recognitions()).toBe(1);
    const files = await entries(cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^1-[0-9a-f]{16}\.json$/);

    // A fresh engine holds nothing in memory: what a new process starts with.
    const second = engine(cacheDir);
    expect(await second.engine.readPages(pdf, [1])).toEqual([read]);
    expect(second.counter.recognitions()).toBe(0);
    expect(second.counter.renders()).toBe(0);
  });

  it('another engine misses: other language, other dpi, other Tesseract or poppler version, other language data', async () => {
    const cacheDir = path.join(dir, 'keys');
    await engine(cacheDir).engine.readPages(pdf, [1]);
    const otherVersion = await fakeTesseract(path.join(dir, 'bin-5.4'), 'tesseract 5.4.1');
    const otherPoppler = await fakePdftoppm(path.join(dir, 'bin-poppler-24'), 'pdftoppm version 24.02.0');
    // The same Tesseract with other French data (tessdata_best, a newer tesseract-ocr-fra) reads otherwise.
    const otherData = await fakeTesseract(path.join(dir, 'bin-best'), 'tesseract 5.3.0', 'other language data');
    for (const options of [{ language: 'deu' }, { dpi: 200 }, { tesseract: otherVersion }, { pdftoppm: otherPoppler }, { tesseract: otherData }]) {
      const other = engine(cacheDir, options);
      await other.engine.readPages(pdf, [1]);
      expect(other.counter.recognitions(), JSON.stringify(options)).toBe(1);
    }
    expect(await entries(cacheDir)).toHaveLength(6);
    // What the key is made of, for whoever opens an entry: the language data by its digest.
    const [file] = await entries(cacheDir);
    const { identity } = JSON.parse(await fs.readFile(path.join(cacheDir, sha256(pdf), file!), 'utf8')) as { identity: { languageData: Record<string, string> } };
    expect(Object.keys(identity.languageData)).toHaveLength(1);
    expect(Object.values(identity.languageData)[0]).toMatch(/^[0-9a-f]{16}$/);
  });

  it('without a list of its language data, pages are read as before but kept nowhere', async () => {
    const cacheDir = path.join(dir, 'no-langs');
    const silent = path.join(dir, 'bin-no-langs', 'tesseract');
    await fs.mkdir(path.dirname(silent), { recursive: true });
    await fs.writeFile(silent, `#!/bin/sh\n[ "$1" = "--list-langs" ] && exit 1\nexec "${tesseract}" "$@"\n`, { mode: 0o755 });
    const [read] = await engine(cacheDir, { tesseract: silent }).engine.readPages(pdf, [1]);
    expect(read!.text).toBe('AVIS DISSOUS');
    await expect(fs.stat(cacheDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('a corrupt or foreign entry is a miss, and the reading replaces it', async () => {
    const cacheDir = path.join(dir, 'corrupt');
    const [expected] = await engine(cacheDir).engine.readPages(pdf, [1]);
    const [name] = await entries(cacheDir);
    const file = path.join(cacheDir, sha256(pdf), name!);
    const valid = await fs.readFile(file, 'utf8');
    for (const broken of [valid.slice(0, valid.length / 2), '{}', JSON.stringify({ ...JSON.parse(valid), tsv: 'not a tsv' }), '']) {
      await fs.writeFile(file, broken);
      const again = engine(cacheDir);
      expect(await again.engine.readPages(pdf, [1])).toEqual([expected]);
      expect(again.counter.recognitions(), broken).toBe(1);
      expect(JSON.parse(await fs.readFile(file, 'utf8'))).toEqual(JSON.parse(valid));
    }
    // An entry that cannot be read at all (a folder in its place) is a miss too, and not an error.
    await fs.rm(file);
    await fs.mkdir(file);
    const blocked = engine(cacheDir);
    expect(await blocked.engine.readPages(pdf, [1])).toEqual([expected]);
    expect(blocked.counter.recognitions()).toBe(1);
    // No temporary file left behind by the write that could not rename over the folder.
    expect(await entries(cacheDir)).toEqual([name]);
  });

  it('keeps nothing without a folder; a read given its folder (a parse context) uses that one', async () => {
    const none = engine(null);
    await none.engine.readPages(pdf, [1]);
    const again = engine(null);
    await again.engine.readPages(pdf, [1]);
    expect(again.counter.recognitions()).toBe(1);

    const shared = engine(null, { cachedPages: 0 });
    const runDir = path.join(dir, 'run');
    await shared.engine.readPages(pdf, [1], { cacheDir: runDir });
    expect(await entries(runDir)).toHaveLength(1);
    await fs.rm(runDir, { recursive: true });
    // The next read names no folder: the engine writes none of its own.
    await shared.engine.readPages(pdf, [1]);
    await expect(fs.stat(runDir)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(shared.counter.recognitions()).toBe(2);

    // A read with the cache off (null) does not use the engine's own folder.
    const own = engine(path.join(dir, 'own'), { cachedPages: 0 });
    await own.engine.readPages(pdf, [1], { cacheDir: null });
    await expect(fs.stat(path.join(dir, 'own'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('OCR_CACHE_DIR: <DATA_DIR>/cache/ocr when empty, a folder of its own, or off', () => {
    const dataDir = path.join(dir, 'data');
    expect(loadConfig({ DATA_DIR: dataDir }).ocrCacheDir).toBe(path.join(dataDir, 'cache', 'ocr'));
    expect(loadConfig({ DATA_DIR: dataDir, OCR_CACHE_DIR: ' ' }).ocrCacheDir).toBe(path.join(dataDir, 'cache', 'ocr'));
    expect(loadConfig({ DATA_DIR: dataDir, OCR_CACHE_DIR: '/var/cache/annonces-ocr' }).ocrCacheDir).toBe('/var/cache/annonces-ocr');
    expect(loadConfig({ DATA_DIR: dataDir, OCR_CACHE_DIR: 'off' }).ocrCacheDir).toBeNull();
  });
});

describe('OCR page cache across processes (real pdftoppm and tesseract)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ocr-cache-process-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('a second process reads a scan from the cache without running tesseract on it', async () => {
    const scan = await scanPdf(await printTextPdf('AVIS DE DISSOLUTION\nLa société BOULANGERIE DU COL est dissoute.'), { seed: 4 });
    const pdf = path.join(dir, 'scan.pdf');
    await fs.writeFile(pdf, scan);
    const cacheDir = path.join(dir, 'cache');
    const [read] = await new OcrEngine({ cacheDir, concurrency: 1 }).readPages(scan, [1]);
    expect(holdsReading(read!.text, 'BOULANGERIE DU COL'), read!.text).toBe(true);

    // The other process's tesseract logs every run but those asked for the key, then is the real one.
    const log = path.join(dir, 'runs.log');
    const wrapper = path.join(dir, 'bin', 'tesseract');
    await fs.mkdir(path.dirname(wrapper));
    const real = (await runProgram('sh', ['-c', 'command -v tesseract'], { timeoutMs: 10_000 })).stdout.trim();
    await fs.writeFile(wrapper, `#!/bin/sh\ncase "$1" in --version|--list-langs) ;; *) echo "$@" >> "${log}" ;; esac\nexec "${real}" "$@"\n`, { mode: 0o755 });
    const child = spawn(process.execPath, ['test/sources/documents/ocr/fixtures/read-cached-page.ts', pdf, cacheDir, wrapper], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(code, stderr).toBe(0);
    expect(JSON.parse(stdout)).toEqual(read);
    await expect(fs.stat(log)).rejects.toMatchObject({ code: 'ENOENT' });
  }, 120_000);
});
