import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OcrEngine } from '../../../../sources/documents/ocr/ocr-engine.ts';
import { OcrError } from '../../../../sources/documents/ocr/ocr-error.ts';
import { runProgram, type ProgramRunner } from '../../../../sources/documents/ocr/run-program.ts';
import { printTextPdf } from '../../../../simulator/scans/index.ts';

/** One program run of the engine: its document's temporary folder, its page, and whether that folder was there when it started and when it ended. */
interface SeenRun {
  folder: string;
  page: string;
  folderAtStart: boolean;
  folderAtEnd: boolean;
}

/**
 * The real pdftoppm and tesseract, except that rendering page `failingPage` of the first document
 * fails at once, as a corrupt page does; each run is recorded.
 */
function recordingRunner(failingPage: string): { run: ProgramRunner; seen: SeenRun[] } {
  const seen: SeenRun[] = [];
  let failed = false;
  const run: ProgramRunner = async (program, args, options) => {
    // pdftoppm [..., '-f', page, ..., input, base]; tesseract [image, base, ...]: both name files of the document's folder.
    const render = path.basename(program) === 'pdftoppm';
    const file = render ? args.at(-2)! : args[0]!;
    const entry: SeenRun = {
      folder: path.dirname(file),
      page: render ? args[args.indexOf('-f') + 1]! : /page-(\d+)\.pgm$/.exec(file)![1]!,
      folderAtStart: fs.existsSync(path.dirname(file)),
      folderAtEnd: false,
    };
    seen.push(entry);
    try {
      if (render && entry.page === failingPage && !failed && (failed = true)) throw new OcrError('ocr_echec', `pdftoppm a échoué : page ${entry.page} illisible`);
      return await runProgram(program, args, options);
    } finally {
      entry.folderAtEnd = fs.existsSync(entry.folder);
    }
  };
  return { run, seen };
}

describe('OcrEngine, when one page of a document fails', () => {
  it('cancels the pages still queued, ends the one being read, and deletes the folder only after', async () => {
    const fivePages = await printTextPdf(Array.from({ length: 5 * 60 }, (_, i) => `ligne ${i}`).join('\n'));
    const { run, seen } = recordingRunner('1');
    // Two pages at a time: page 2 is being read when page 1 fails; pages 3 to 5 wait in the queue.
    const engine = new OcrEngine({ run, concurrency: 2, cachedPages: 0 });

    await expect(engine.readPages(fivePages, [1, 2, 3, 4, 5])).rejects.toMatchObject({ code: 'ocr_echec', message: 'pdftoppm a échoué : page 1 illisible' });
    const folder = seen[0]!.folder;
    expect(fs.existsSync(folder)).toBe(false);

    // The queue runs in order: once a later document has been read, whatever was still queued
    // for the failed one has had its turn.
    const next = await engine.readPages(await printTextPdf('AVIS DE DISSOLUTION'), [1]);
    expect(next).toHaveLength(1);
    expect(seen.filter((r) => r.folder !== folder).length).toBeGreaterThanOrEqual(2);

    const failedDocument = seen.filter((r) => r.folder === folder);
    expect([...new Set(failedDocument.map((r) => r.page))].sort()).toEqual(['1', '2']);
    // No program ran without its files: the folder was there from each run's start to its end.
    expect(seen.filter((r) => !r.folderAtStart || !r.folderAtEnd)).toEqual([]);
  }, 60_000);
});
