import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Stand-ins for the OCR programs, for the tests whose point is what the engine does around them
 * (its caches, its queue, its keys), not the reading: a real 300 dpi render is a grey image of
 * some 8 MB and a real recognition seconds of CPU a page. Each file that uses them keeps at least
 * one test with the real programs (ocr-engine, ocr-page-cache's process test).
 */

/**
 * A stand-in tesseract: says `version`, lists its language data (French and German, `languageData`
 * their bytes) as Tesseract 5 does, and reads every page as two words, 90 and 70 % sure.
 */
export async function fakeTesseract(dir: string, version: string, languageData = 'stand-in language data'): Promise<string> {
  const tessdata = path.join(dir, 'tessdata');
  await fs.mkdir(tessdata, { recursive: true });
  for (const language of ['fra', 'deu']) await fs.writeFile(path.join(tessdata, `${language}.traineddata`), `${language} ${languageData}`);
  const file = path.join(dir, 'tesseract');
  const tsv = 'level\\tpage_num\\tblock_num\\tpar_num\\tline_num\\tword_num\\tleft\\ttop\\twidth\\theight\\tconf\\ttext\\n5\\t1\\t1\\t1\\t1\\t1\\t0\\t0\\t1\\t1\\t90\\tAVIS\\n5\\t1\\t1\\t1\\t1\\t2\\t0\\t0\\t1\\t1\\t70\\tDISSOUS\\n';
  const script = [
    '#!/bin/sh',
    `if [ "$1" = "--version" ]; then printf '${version}\\n leptonica-1.82.0\\n'; exit 0; fi`,
    `if [ "$1" = "--list-langs" ]; then printf 'List of available languages in "${tessdata}/" (2):\\ndeu\\nfra\\n'; exit 0; fi`,
    `printf '${tsv}' > "$2.tsv"`,
  ];
  await fs.writeFile(file, `${script.join('\n')}\n`, { mode: 0o755 });
  return file;
}

/**
 * A stand-in pdftoppm: says `version` on stderr (as poppler's does for `-v`) and "renders" any
 * page as a one-pixel grey image at `<base>.pgm`, the engine's arguments being
 * `-r <dpi> -gray -f <page> -l <page> -singlefile <pdf> <base>`. It reads nothing of the PDF:
 * only for a tesseract that reads nothing of the image either.
 */
export async function fakePdftoppm(dir: string, version = 'pdftoppm version 22.02.0'): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, 'pdftoppm');
  await fs.writeFile(file, `#!/bin/sh\nif [ "$1" = "-v" ]; then printf '${version}\\n' >&2; exit 0; fi\nfor last; do :; done\nprintf 'P5\\n1 1\\n255\\n\\200' > "$last.pgm"\n`, { mode: 0o755 });
  return file;
}
