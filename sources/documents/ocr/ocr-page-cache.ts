import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Tesseract's readings kept on disk, so that a page is read once per machine rather than once
 * per process: every `pipeline run` and `pipeline reparse` parses the archived scans again, and
 * OCR costs seconds of CPU a page. One file per page and engine:
 * `<dir>/<document sha256>/<page>-<engine key>.json`, holding the page's Tesseract TSV (not the
 * text made of it: the TSV depends only on the bytes and the programs, so a change to how we
 * read it, `tesseract-tsv.ts` and `ocr-corrections.ts`, applies to cached pages too).
 *
 * The cache never fails a reading: an entry that cannot be read or does not hold what it should
 * (cut short, edited, another format) is a miss, and the reading that follows replaces it; an
 * entry that cannot be written (disk full, read-only folder) is simply not kept. Entries are
 * written to a temporary file then renamed, so a crash never leaves half an entry under the
 * entry's name. Nothing is ever evicted: clearing is deleting the folder (docs/ocr.md).
 */
export class OcrPageCache {
  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  private file(digest: string, page: number, engineKey: string): string {
    return path.join(this.dir, digest, `${page}-${engineKey}.json`);
  }

  /** The TSV kept for this page and engine, or null. */
  async get(digest: string, page: number, engineKey: string): Promise<string | null> {
    let entry: unknown;
    try {
      entry = JSON.parse(await fs.readFile(this.file(digest, page, engineKey), 'utf8'));
    } catch {
      return null;
    }
    if (typeof entry !== 'object' || entry === null) return null;
    const { sha256, page: entryPage, engine, tsv } = entry as Record<string, unknown>;
    // Tesseract's TSV always starts with its header row; anything else is not a reading.
    const valid = sha256 === digest && entryPage === page && engine === engineKey && typeof tsv === 'string' && tsv.startsWith('level\t');
    return valid ? tsv : null;
  }

  /** Keeps a page's TSV; `identity` (what the key is a digest of) is stored for whoever looks. */
  async put(digest: string, page: number, engineKey: string, identity: unknown, tsv: string): Promise<void> {
    const file = this.file(digest, page, engineKey);
    const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(temporary, JSON.stringify({ sha256: digest, page, engine: engineKey, identity, tsv }));
      await fs.rename(temporary, file);
    } catch {
      await fs.rm(temporary, { force: true }).catch(() => {});
    }
  }
}
